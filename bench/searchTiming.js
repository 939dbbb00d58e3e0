// Per-request server time of directory searches (docs/decisions/018-search.md), without load: the
// app in this process on the bench's photographers, caches off, each search shape asked in turn
// through Fastify's inject, one at a time. It prints the start-up fill's time and, per shape, the
// process's CPU time and the wall time per request (mean and p99). A figure to compare changes by,
// not a budget: `npm run bench` measures throughput and p99 under 50 connections.
//
//   node bench/searchTiming.js    (BENCH_PHOTOGRAPHERS=10000, SEARCH_ROUNDS=200 by default)
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, busyWeddingDate } from './data.js';
import { print, underTsx } from './lib.js';
import { benchJwtSecret } from './webRequests.js';

const photographers = Number(process.env.BENCH_PHOTOGRAPHERS ?? 10_000);
const rounds = Number(process.env.SEARCH_ROUNDS ?? 200);

/** Each shape: a name and the query strings it takes in turn (so one cached SQLite page is not all it reads). */
const shapes = [
  ['no search (the directory page)', [{}]],
  ['one word, a place', ['pokhara', 'kathmandu', 'lalitpur', 'chitwan'].map((search) => ({ search }))],
  ['one word, Devanagari place', ['पोखरा', 'काठमाडौं'].map((search) => ({ search }))],
  ['one word, a prefix', ['pok', 'kat', 'wed', 'por'].map((search) => ({ search }))],
  ['one word, a typo', ['pokhrar', 'weddnig', 'potrait'].map((search) => ({ search }))],
  ['one word, a username', ['bench_4711', 'bench_12', 'bench_999'].map((search) => ({ search }))],
  ['one word + specialty', ['pokhara', 'kathmandu'].map((search) => ({ search, specialty: 'wedding' }))],
  ['one word + city', ['wedding', 'portrait'].map((search) => ({ search, city: 'Pokhara' }))],
  ['one word + free_on', ['pokhara', 'wedding'].map((search) => ({ search, free_on: busyWeddingDate }))],
  ['two words, every photographer has both', [{ search: 'photographer number' }, { search: 'number from' }]],
  ['two words', ['wedding pokhara', 'portrait kathmandu', 'pokhara number'].map((search) => ({ search }))],
  ['three words + specialty', [{ search: 'photographer from pokhara', specialty: 'wedding' }]],
  ['two words, no one has both', [{ search: 'bench_12 pokhara' }, { search: 'wedding zzzz' }]],
  ['one word, page 2+ (cursor)', 'cursor'],
];

async function main() {
  // Imported here: the launcher process (underTsx) runs without the source condition.
  const { buildServer, loadConfig } = await import('@tasbir/api');
  const database = await benchDatabase({ photographers, photos: 0, reels: 0, gifts: 0, fans: 0 });
  print(`data: ${database.summary}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-search-timing-'));
  // A copy, so a database kept under BENCH_DATA_DIR starts without search words every run (the fill is timed).
  const copy = join(dataDir, 'search.db');
  copyFileSync(database.url.slice('file:'.length), copy);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `file:${copy}`,
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    LIST_CACHE_MS: '0',
    JWT_SECRET: benchJwtSecret,
  });
  const started = performance.now();
  const app = await buildServer(config, { webDist: join(dataDir, 'no-web') });
  print(`start with the search fill: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    const get = async (query) => {
      const reply = await app.inject({ method: 'GET', url: `/api/photographers?${new URLSearchParams(query)}` });
      if (reply.statusCode !== 200) throw new Error(`${JSON.stringify(query)} answered ${reply.statusCode}`);
      return reply;
    };
    // Later pages of a one-word search: cursors 1 to 4 pages of 20 in.
    const cursors = [];
    let cursor;
    for (let page = 0; page < 4; page += 1) {
      const reply = await get({ search: 'wedding', ...(cursor && { cursor }) });
      cursor = reply.headers['x-next-cursor'];
      if (!cursor) break;
      cursors.push({ search: 'wedding', cursor });
    }
    for (const [name, given] of shapes) {
      const queries = given === 'cursor' ? cursors : given;
      for (const query of queries) await get(query);
      const times = [];
      const cpu = process.cpuUsage();
      for (let i = 0; i < rounds; i += 1) {
        const at = performance.now();
        await get(queries[i % queries.length]);
        times.push(performance.now() - at);
      }
      const used = process.cpuUsage(cpu);
      times.sort((a, b) => a - b);
      const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
      const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
      print(
        `${name.padEnd(42)} cpu ${((used.user + used.system) / rounds / 1000).toFixed(2)} ms/req, wall mean ${mean.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`,
      );
    }
  } finally {
    await app.close();
    if (process.env.SEARCH_KEEP) print(`kept: ${copy}`);
    else rmSync(dataDir, { recursive: true, force: true });
    database.drop();
  }
}

if (underTsx(import.meta.url)) await main();

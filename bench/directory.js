// Directory and leaderboard throughput on 10,000 photographers and 1,000,000 gifts, as a ratio of
// a bare Fastify JSON route measured in the same run (ARCHITECTURE.md "Performance budgets").
//
//   node bench/directory.js            (BENCH_SECONDS=10, BENCH_CONNECTIONS=50 by default)
//
// The server runs in a child process so autocannon and the server do not share one event loop.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const photographerCount = Number(process.env.BENCH_PHOTOGRAPHERS ?? 10_000);
const giftCount = Number(process.env.BENCH_GIFTS ?? 1_000_000);
const port = 31_000 + Math.floor(Math.random() * 1000);

/** The report goes to stdout: it is this script's output, not a log. */
const print = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);

/** A small deterministic random source, so every run measures the same data. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function prepare(dataDir) {
  const { createDb, demoPhotographers, migrateToLatest, newId } = await import('@tasbir/db');
  const shared = await import('@tasbir/shared');
  const url = `file:${join(dataDir, 'bench.db')}`;
  const handle = createDb(url);
  await migrateToLatest(handle.db);
  await handle.close();

  const { default: Database } = await import('better-sqlite3');
  const sqlite = new Database(url.slice('file:'.length));
  sqlite.pragma('journal_mode = WAL');
  const next = random(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const places = demoPhotographers.map((p) => [p.city, p.district]);
  const now = Date.now();
  const day = 86_400_000;
  const ids = [];
  const insertUser = sqlite.prepare(
    `insert into users (id, username, email, password_hash, role, verified, bio, city, district, location, rating, total_ratings, rank_score, last_active_at, created_at, updated_at)
     values (?, ?, ?, 'x', 'photographer', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProfile = sqlite.prepare('insert into photographer_profiles (user_id, specializations, experience_years, pricing_range, search_text) values (?, ?, ?, ?, ?)');
  const insertSpecialty = sqlite.prepare('insert into photographer_specialties (user_id, specialty) values (?, ?)');
  sqlite.transaction(() => {
    for (let i = 0; i < photographerCount; i += 1) {
      const id = newId();
      ids.push(id);
      const [city, district] = pick(places);
      const count = Math.floor(next() * 40);
      const sum = count === 0 ? 0 : Math.round(count * (3 + next() * 2));
      const created = new Date(now - next() * 700 * day).toISOString();
      const chosen = [...new Set([pick(shared.specializations), pick(shared.specializations)])];
      insertUser.run(id, `bench_${i}`, `bench${i}@example.com`, next() < 0.3 ? 1 : 0, `Photographer number ${i} from ${city}`, city, district, `${city}, ${district}`,
        shared.averageRating(sum, count), count, shared.directoryRankScore(sum, count), next() < 0.8 ? new Date(now - next() * 90 * day).toISOString() : '', created, created);
      insertProfile.run(id, JSON.stringify(chosen), pick(shared.experienceLevels), pick(shared.pricingRanges), shared.portfolioSearchText(chosen));
      for (const specialty of chosen) insertSpecialty.run(id, specialty);
    }
  })();
  const insertGift = sqlite.prepare('insert into gift_transactions (id, sender_id, recipient_id, gift_type, gift_value, photographer_share, platform_share, created_at) values (?, null, ?, ?, ?, ?, ?, ?)');
  const values = [10, 50, 100, 500, 1000];
  const batch = 100_000;
  for (let start = 0; start < giftCount; start += batch) {
    sqlite.transaction(() => {
      for (let i = start; i < Math.min(start + batch, giftCount); i += 1) {
        const value = pick(values);
        const share = Math.floor(value / 2);
        // Skewed towards a few popular photographers, as gifts are in life.
        const recipient = ids[Math.floor(next() ** 3 * ids.length)];
        insertGift.run(newId(), recipient, 'rose', value, share, value - share, new Date(now - next() * 400 * day).toISOString());
      }
    })();
  }
  sqlite.exec('update users set total_gifts_received = g.total from (select recipient_id, sum(photographer_share) as total from gift_transactions group by recipient_id) g where users.id = g.recipient_id');
  sqlite.exec('analyze');
  sqlite.close();
  return url;
}

async function serve(databaseUrl, appPort) {
  const { buildServer, loadConfig } = await import('@tasbir/api');
  const { default: Fastify } = await import('fastify');
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-serve-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-000000' });
  const app = await buildServer(config, { webDist: join(dataDir, 'no-web') });
  await app.listen({ port: appPort, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  await bare.listen({ port: appPort + 1, host: '127.0.0.1' });
  process.on('SIGTERM', () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  process.stdout.write('ready\n');
}

async function measure(url) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function main() {
  // BENCH_DATA_DIR keeps the generated database between runs (it takes about a minute to make).
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'tasbir-bench-'));
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const reuse = keep !== undefined && existsSync(join(keep, 'bench.db'));
  const databaseUrl = reuse ? `file:${join(keep, 'bench.db')}` : await prepare(dataDir);
  print(`data: ${photographerCount} photographers, ${giftCount} gifts (${reuse ? 'reused' : `${((Date.now() - started) / 1000).toFixed(1)} s`})`);
  const server = spawn(process.execPath, [...process.execArgv, self, '--serve', databaseUrl, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => chunk.toString().includes('ready') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const targets = [
      ['bare Fastify JSON route', `http://127.0.0.1:${port + 1}/bare`],
      ['GET /api/health (the REST adapter and one query: a floor)', `${base}/api/health`],
      ['GET /api/photographers', `${base}/api/photographers`],
      ['GET /api/photographers?limit=6 (home)', `${base}/api/photographers?limit=6`],
      ['GET /api/photographers?city&specialty', `${base}/api/photographers?city=Pokhara&specialty=wedding`],
      ['GET /api/photographers?search=wedding', `${base}/api/photographers?search=wedding`],
      ['GET /api/photographers?search=kathmandu&specialty=portrait', `${base}/api/photographers?search=kathmandu&specialty=portrait`],
      ['GET /api/leaderboard/weekly', `${base}/api/leaderboard/weekly`],
      ['GET /api/leaderboard/monthly', `${base}/api/leaderboard/monthly`],
      ['GET /api/leaderboard/yearly', `${base}/api/leaderboard/yearly`],
    ];
    let bare = 0;
    print(`${connections} connections, ${seconds} s each\n`);
    print('target'.padEnd(60), 'req/s'.padStart(9), 'ratio'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
    for (const [name, url] of targets) {
      const { rps, p99, errors } = await measure(url);
      if (!bare) bare = rps;
      print(name.padEnd(60), rps.toFixed(0).padStart(9), `${((rps / bare) * 100).toFixed(1)}%`.padStart(8), String(p99).padStart(8), String(errors).padStart(7));
    }
  } finally {
    server.kill('SIGTERM');
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

// The workspace packages are TypeScript; run them through tsx with the source condition.
const loaded = process.execArgv.some((arg) => arg.includes('tsx'));
if (!loaded) {
  const child = spawn(process.execPath, ['--conditions=@tasbir/source', '--import', 'tsx', self, ...process.argv.slice(2)], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else if (process.argv[2] === '--serve') {
  await serve(process.argv[3], Number(process.argv[4]));
} else {
  await main();
}

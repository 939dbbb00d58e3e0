// The bench's server process: the app on a prepared database, and a bare Fastify JSON route beside it
// (PORT + 1); with `floor`, the uncached list pages' floor too (PORT + 2, floor.js; SQLite only).
//   node --conditions=@tasbir/source --import tsx bench/serve.js DATABASE_URL PORT LIST_CACHE_MS \
//     [watch-recount] [floor]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { buildServer, loadConfig } from '@tasbir/api';
import { LeaderboardRepository } from '../packages/api/src/domains/leaderboard/repository.ts';
import { checkFloor, startFloor } from './floor.js';
import { benchJwtSecret, webPages } from './webRequests.js';

const [databaseUrl, portText, cacheMs, ...flags] = process.argv.slice(2);

/** The event loop's delay is sampled every 10 ms. */
const resolution = 10;

/**
 * A running delay monitor. It is given two samples' time before the watched work: its first sample
 * only marks the time, so a stall straight after enable() would go unseen.
 */
async function startedMonitor() {
  const histogram = monitorEventLoopDelay({ resolution });
  histogram.enable();
  await sleep(2 * resolution);
  return histogram;
}

/** A stopped monitor's figures in ms (it counts in ns). */
function delayFigures(histogram) {
  histogram.disable();
  return { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 };
}

/**
 * The leaderboard recount the server starts by itself (on the first board read after a start, in
 * the background) is timed, with the event loop's delay watched while it runs, and again for as
 * long after it under the same traffic: on a busy machine the loop waits for a core too, and the
 * second figure shows how much. One `recount {json}` line on stdout when both are done. The same
 * module the app imports, so it is the server's own run on its own connection that is watched.
 */
function watchRecount() {
  const recount = LeaderboardRepository.prototype.recount;
  const report = (figures) => process.stdout.write(`recount ${JSON.stringify(figures)}\n`);
  const afterwards = async (ms) => {
    const after = await startedMonitor();
    await sleep(ms);
    return delayFigures(after);
  };
  LeaderboardRepository.prototype.recount = async function watchedRecount(...args) {
    const during = await startedMonitor();
    const started = performance.now();
    try {
      await recount.apply(this, args);
    } catch (error) {
      delayFigures(during);
      report({ error: String(error) });
      throw error;
    }
    const ms = performance.now() - started;
    const figures = delayFigures(during);
    afterwards(ms).then((after) => report({ ms, ...figures, after }));
  };
}

if (flags.includes('watch-recount')) watchRecount();

const port = Number(portText);
const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-serve-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  DEMO_DATA: '0',
  LOG_LEVEL: 'silent',
  LIST_CACHE_MS: cacheMs,
  JWT_SECRET: benchJwtSecret,
});
const app = await buildServer(config, { webDist: join(dataDir, 'no-web') });
await app.listen({ port, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));
await bare.listen({ port: port + 1, host: '127.0.0.1' });
const restPaths = webPages.map((page) => page.rest);
const floor = flags.includes('floor') ? await startFloor(databaseUrl, port + 2) : undefined;
// The floor must send what the app sends, or it is no floor of the app's pages.
if (floor) await checkFloor(app, floor, restPaths);
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close(), floor?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
process.stdout.write('ready\n');

// The event loop while the server recounts the leaderboards at 1,000,000 gifts (directory.js's
// data). The recount is the server's own: the first board read after a start begins it in the
// background (jobs/hourlyRecount.ts), and serve.js reports how long it took and the event loop's
// delay while it ran (monitorEventLoopDelay, sampled every 10 ms, so an idle loop reads about
// 10 ms), then the same for as long again after it: the stall the machine's other work causes
// alone. Once with no other traffic, once while autocannon reads the yearly board (LIST_CACHE_MS=0,
// every read its full query) from the read that starts the recount until that second window ends.
//
//   node bench/recount.js     (BENCH_CONNECTIONS=50)
import { benchDatabase, boardScale } from './data.js';
import { causesText, connections, firstRequest, loadFigures, print, startServers, underTsx } from './lib.js';
import { record } from './results.js';

const yearlyBoard = '/api/leaderboard/yearly';
/** The longest the recount and the window after it may take before the bench gives up. */
const recountLimitMs = 10 * 60_000;

/** The server's report of its recount, or an error when it failed or never ended. */
async function recountOf(servers) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the recount did not end within ${recountLimitMs / 60_000} min`)),
      recountLimitMs,
    );
  });
  try {
    const report = await Promise.race([servers.recounted, limit]);
    if (report.error) throw new Error(`the recount failed: ${report.error}`);
    return report;
  } finally {
    clearTimeout(timer);
  }
}

/** A fresh server (so a recount is due), `load` started against it, and the recount's figures. */
async function watchRecount(url, name, load) {
  const servers = await startServers(url, 0, { watchRecount: true });
  try {
    const { recount, board } = await load(servers);
    const ms = (value) => value.toFixed(1).padStart(9);
    const boardText = board
      ? `${board.rps.toFixed(0).padStart(8)} ${String(board.p99).padStart(7)} ${String(board.errors).padStart(7)}`
      : '';
    print(
      name.padEnd(44),
      (recount.ms / 1000).toFixed(1).padStart(9),
      ms(recount.maxMs),
      ms(recount.p99Ms),
      ms(recount.after.maxMs),
      ms(recount.after.p99Ms),
      boardText,
    );
    if (board?.errors > 0) print(`  ✗ errors: ${causesText(board.causes)}`);
    record('recount', name, {
      stallMax: recount.maxMs,
      stallP99: recount.p99Ms,
      recountMs: recount.ms,
      afterMax: recount.after.maxMs,
      afterP99: recount.after.p99Ms,
      ...(board && { boardRps: board.rps, boardP99: board.p99, errors: board.errors }),
    });
  } finally {
    await servers.stop();
  }
}

async function main() {
  const database = await benchDatabase(boardScale);
  print(`data: ${database.summary}`);
  print(
    '\nthe server recounting the leaderboards: how long, the event loop delay meanwhile (ms), and for as long after it',
  );
  print(
    'traffic'.padEnd(44),
    'recount s'.padStart(9),
    'max'.padStart(9),
    'p99'.padStart(9),
    'max after'.padStart(9),
    'p99 after'.padStart(9),
    'board/s'.padStart(8),
    'p99 ms'.padStart(7),
    'errors'.padStart(7),
  );
  try {
    await watchRecount(database.url, 'no other traffic', async (servers) => {
      await firstRequest(`${servers.base}${yearlyBoard}`);
      return { recount: await recountOf(servers) };
    });
    const { default: autocannon } = await import('autocannon');
    await watchRecount(database.url, `${connections} connections on ${yearlyBoard}`, async (servers) => {
      // The load's first read starts the recount; the load stops when the window after it ends.
      const load = autocannon({ url: `${servers.base}${yearlyBoard}`, connections, duration: recountLimitMs / 1000 });
      try {
        return { recount: await recountOf(servers), board: await stopped(load) };
      } catch (error) {
        load.stop();
        throw error;
      }
    });
  } finally {
    database.drop();
  }
}

/** Stops an autocannon run and gives its figures. */
async function stopped(load) {
  load.stop();
  return loadFigures(await load);
}

if (underTsx(import.meta.url)) await main();

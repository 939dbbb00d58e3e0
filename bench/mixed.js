// Readers while others write: the web app's reader mix (its lists at their first and later pages)
// measured alone, then again while fans send 20 likes a second, with the list caches off and on.
// Every like makes the caches stale, so this is where the micro-caches stop helping and writes meet
// reads in the database.
//
//   node bench/mixed.js     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50)
import Database from 'better-sqlite3';
import { benchDatabase, webScale } from './data.js';
import {
  addFailures,
  causesText,
  connections,
  cycling,
  measure,
  print,
  random,
  ratioText,
  seconds,
  underTsx,
  warmUp,
  withServers,
} from './lib.js';
import { sendLikes } from './likes.js';
import { record } from './results.js';
import { pagedWebPages } from './variants.js';
import { bearer, signIn } from './webRequests.js';

const likesPerSecond = 20;
const likingFans = 4;

/** 1,000 photos picked at random (deterministically) from the whole table, for the fans to like. */
function randomPhotoIds(databaseUrl) {
  const sqlite = new Database(databaseUrl.slice('file:'.length), { readonly: true });
  try {
    const count = sqlite.prepare('select max(rowid) as n from photos').get().n;
    const byRowid = sqlite.prepare('select id from photos where rowid = ?').pluck();
    const next = random(5);
    return Array.from({ length: 1000 }, () => byRowid.get(1 + Math.floor(next() * count))).filter(Boolean);
  } finally {
    sqlite.close();
  }
}

/**
 * What one browser session after another reads: directory and gallery as visitors, gallery and
 * reels signed in, each session a page further in (the first page, then the later ones of
 * pagedWebPages): `[{path, headers?}]`, for cycling.
 */
async function readerMix(base, token) {
  const pages = new Map((await pagedWebPages(base)).map((page) => [page.page, page]));
  const [directory, gallery, reels] = ['directory', 'gallery', 'reels feed'].map((name) => pages.get(name).trpcs);
  return directory.flatMap((_, index) => [
    { path: directory[index] },
    { path: gallery[index % gallery.length] },
    { path: gallery[index % gallery.length], headers: bearer(token) },
    { path: reels[index % reels.length], headers: bearer(token) },
  ]);
}

async function measureMix(name, databaseUrl, listCacheMs, photoIds) {
  await withServers(databaseUrl, listCacheMs, async (servers) => {
    const tokens = [];
    for (let fan = 0; fan < likingFans; fan += 1) tokens.push(await signIn(servers.base, fan));
    const readers = await readerMix(servers.base, tokens[0]);
    let warm = { errors: 0, causes: {} };
    for (const request of readers)
      warm = addFailures(warm, await warmUp(servers.base, [request.path], request.headers));
    const requests = cycling(readers);
    const bare = await measure(servers.bare);
    const alone = await measure(servers.base, { requests });
    const [mixed, likes] = await Promise.all([
      measure(servers.base, { requests }),
      sendLikes(servers.base, tokens, photoIds, { perSecond: likesPerSecond, seconds }),
    ]);
    const share = alone.rps > 0 ? mixed.rps / alone.rps : 0;
    print(
      `\n${name} readers (LIST_CACHE_MS=${listCacheMs}; ${connections} connections, ${seconds} s each; ${readers.length} batched tRPC lists in turn)`,
    );
    print('run'.padEnd(40), 'req/s'.padStart(8), 'of bare'.padStart(8), 'p99 ms'.padStart(7), 'errors'.padStart(7));
    for (const [label, run] of [
      ['bare Fastify JSON route', bare],
      ['readers alone', alone],
      [`readers with ${likesPerSecond} likes/s`, mixed],
    ]) {
      print(
        label.padEnd(40),
        run.rps.toFixed(0).padStart(8),
        ratioText(run.rps / bare.rps).padStart(8),
        String(run.p99).padStart(7),
        String(run.errors).padStart(7),
      );
    }
    print(
      `readers during likes: ${ratioText(share)} of read-only; likes sent ${likes.sent} (${likesPerSecond}/s for ${seconds} s), failed ${likes.failed}${likes.failed ? ` (${JSON.stringify(likes.causes)})` : ''}, slowest ${likes.slowest.toFixed(0)} ms`,
    );
    // Failed likes fail the budget with the readers' errors: without the writes, the share compares two read-only runs.
    const failures = [
      [alone, 'readers alone '],
      [mixed, 'readers with likes '],
      [bare, 'bare route '],
      [{ errors: likes.failed, causes: likes.causes }, 'likes '],
    ].reduce((sum, [run, prefix]) => addFailures(sum, run, prefix), warm);
    if (failures.errors > 0) print(`  ✗ errors: ${causesText(failures.causes)}`);
    record('mixed', `${name} readers`, {
      share,
      p99: Math.max(alone.p99, mixed.p99),
      errors: failures.errors,
      note: `${likes.sent} likes sent, ${likes.failed} failed`,
    });
  });
}

async function main() {
  const database = await benchDatabase(webScale(1));
  print(`data: ${database.summary}`);
  try {
    const photoIds = randomPhotoIds(database.url);
    await measureMix('uncached', database.url, 0, photoIds);
    await measureMix('cached', database.url, 1000, photoIds);
  } finally {
    database.drop();
  }
}

if (underTsx(import.meta.url)) await main();

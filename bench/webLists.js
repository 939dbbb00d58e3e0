// The web app's lists as the browser sends them (batched tRPC GETs), as a visitor and signed in as
// a fan who has liked some photos, with the default caches (LIST_CACHE_MS=1000), on 10,000
// photographers, 100,000 photos and 10,000 reels. Each list is read at its first page and at 15
// later pages in turn (variants.js). Throughput is a ratio of a bare Fastify JSON route measured
// right before each list. The visitor lists are measured again as browsers ask for them, compressed,
// beside their plain figures.
//
//   node bench/webLists.js     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50)
import { benchDatabase, webScale } from './data.js';
import { measureTargets, print, underTsx, withServers } from './lib.js';
import { record } from './results.js';
import { pagedWebPages } from './variants.js';
import { bearer, signIn } from './webRequests.js';

/** What a browser sends: its compressed answers are measured beside the same list's plain ones. */
const acceptsBrotli = { 'accept-encoding': 'gzip, deflate, br' };
const compressed = ', compressed (Accept-Encoding: br)';

async function main() {
  const database = await benchDatabase(webScale(1));
  print(`data: ${database.summary}`);
  try {
    await withServers(database.url, 1000, async (servers) => {
      const signedIn = bearer(await signIn(servers.base, 0));
      const pages = new Map((await pagedWebPages(servers.base)).map((page) => [page.page, page]));
      const rows = await measureTargets(
        'batched tRPC lists as the web app sends them, list caches on (LIST_CACHE_MS=1000)',
        servers,
        // Each visitor list is measured again right after itself as a browser asks for it, compressed
        // (kept answers are compressed once): side by side, so the machine's drift over the run stays
        // out of the comparison.
        [
          ['visitor photographers.list (directory)', pages.get('directory').trpcs],
          [`visitor photographers.list (directory)${compressed}`, pages.get('directory').trpcs, acceptsBrotli],
          ['visitor photos.list (gallery)', pages.get('gallery').trpcs],
          [`visitor photos.list (gallery)${compressed}`, pages.get('gallery').trpcs, acceptsBrotli],
          ['visitor GET /api/photos?limit=12 (REST, for comparison)', pages.get('gallery').rests],
          [
            `visitor GET /api/photos?limit=12 (REST, for comparison)${compressed}`,
            pages.get('gallery').rests,
            acceptsBrotli,
          ],
          ['signed-in photos.list (gallery)', pages.get('gallery').trpcs, signedIn],
          ['signed-in reels.list (reels feed)', pages.get('reels feed').trpcs, signedIn],
          ['signed-in photographers.list (directory)', pages.get('directory').trpcs, signedIn],
        ],
      );
      for (const row of rows) {
        if (!row.name.endsWith(compressed)) {
          record('cached', row.name, { ratio: row.ratio, p99: row.p99, errors: row.errors });
          continue;
        }
        const plain = rows.find((other) => `${other.name}${compressed}` === row.name);
        record('cached compressed', row.name, {
          ratio: row.ratio,
          // Requests a second against the plain list's: the bare route's own swings stay out of it.
          ofPlain: plain && plain.rps > 0 ? row.rps / plain.rps : 0,
          p99: row.p99,
          errors: row.errors,
        });
      }
    });
  } finally {
    database.drop();
  }
}

if (underTsx(import.meta.url)) await main();

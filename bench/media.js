// The photo and reel lists the other benches leave out (the REST default page, the home page's
// trending reels), every request doing its full work (LIST_CACHE_MS=0) on 100,000 photos and 10,000
// reels, each at its first page and 15 later pages in turn (variants.js), as a ratio of a bare
// Fastify JSON route measured right before each list; and the photo pipeline's
// throughput as a ratio of a bare sharp resize loop. Budgets: lists ≥ 25% of bare Fastify, p99 ≤ 50 ms
// at 50 connections.
//
//   node bench/media.js     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50, BENCH_PHOTOS=100000, BENCH_REELS=10000)
//
// The server runs in a child process so autocannon and the server do not share one event loop.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, webScale } from './data.js';
import { measureTargets, print, ratePerSecond, underTsx, withServers } from './lib.js';
import { record } from './results.js';
import { cursorsOf, withParam } from './variants.js';
import { batchedQuery } from './webRequests.js';

/** The web app's data at 1× (shared with the other benches of the run); BENCH_PHOTOS and BENCH_REELS change it. */
const counts = {
  ...webScale(1),
  photos: Number(process.env.BENCH_PHOTOS ?? 100_000),
  reels: Number(process.env.BENCH_REELS ?? 10_000),
};

async function lists() {
  const database = await benchDatabase(counts);
  print(`data: ${database.summary}`);
  try {
    const rows = await withServers(database.url, 0, async (servers) => {
      const newest = await cursorsOf(servers.base, '/api/photos');
      const trendingReels = await cursorsOf(servers.base, '/api/reels?trending=true');
      const homeReels = { limit: 4, trending: true };
      return measureTargets('list caches off (every request runs its query)', servers, [
        [
          'GET /api/photos (20)',
          ['/api/photos', ...newest.map((cursor) => withParam('/api/photos', 'cursor', cursor))],
        ],
        [
          'GET /api/reels?limit=4&trending=true (home)',
          [
            '/api/reels?limit=4&trending=true',
            ...trendingReels.map((cursor) => withParam('/api/reels?limit=4&trending=true', 'cursor', cursor)),
          ],
        ],
        [
          'visitor reels.list {limit: 4, trending} (home, batched tRPC)',
          [
            batchedQuery('reels.list', homeReels),
            ...trendingReels.map((cursor) => batchedQuery('reels.list', { ...homeReels, cursor })),
          ],
        ],
      ]);
    });
    for (const row of rows) record('other lists', row.name, { ratio: row.ratio, listP99: row.p99, errors: row.errors });
  } finally {
    database.drop();
  }
}

/** Photos per second through the upload pipeline's image step against a bare resize-to-WebP loop. */
async function pipeline(dataDir) {
  const { default: sharp } = await import('sharp');
  const { processImage } = await import('../packages/api/src/files/images.ts');
  const input = join(dataDir, 'input.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g"><stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#264653"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1500" cy="1400" r="700" fill="#e9c46a"/></svg>`;
  writeFileSync(input, await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
  // The bare loop makes the same two WebP sizes with plain sharp calls (no rotation, no
  // placeholder, nothing stored): what the pipeline costs beyond the resizing itself.
  const bareVariants = () =>
    Promise.all([
      sharp(input).resize({ width: 1600, withoutEnlargement: true }).webp({ quality: 80, effort: 2 }).toBuffer(),
      sharp(input).resize({ width: 480, withoutEnlargement: true }).webp({ quality: 72, effort: 2 }).toBuffer(),
    ]);
  const bare = await ratePerSecond(bareVariants);
  const ours = await ratePerSecond(() => processImage(input));
  print('\nthumbnail pipeline on a 4000×3000 JPEG, 4 at a time');
  print('bare sharp loop: 1600 + 480 px WebP'.padEnd(58), `${bare.toFixed(1)} /s`.padStart(9), '100.0%'.padStart(8));
  print(
    'pipeline: upright, stripped, 1600 + 480 WebP, placeholder'.padEnd(58),
    `${ours.toFixed(1)} /s`.padStart(9),
    `${((ours / bare) * 100).toFixed(1)}%`.padStart(8),
  );
  record('pipeline', 'photo pipeline', { ratio: ours / bare, perSecond: ours });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-media-'));
  try {
    await lists();
    await pipeline(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (underTsx(import.meta.url)) await main();

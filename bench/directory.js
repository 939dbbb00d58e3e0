// Directory filters, search and leaderboards on 10,000 photographers and 1,000,000 gifts, every
// request doing its full work (LIST_CACHE_MS=0), as a ratio of a bare Fastify JSON route measured in
// the same run. The unfiltered directory page is in uncached.js; the tRPC rows are batched GETs with
// the inputs the web app sends (FeaturedPhotographers.tsx, directoryInput in directoryQuery.ts).
//
//   node bench/directory.js            (BENCH_SECONDS=10, BENCH_CONNECTIONS=50 by default)
//
// The server runs in a child process so autocannon and the server do not share one event loop.
import { benchDatabase, boardScale, busyWeddingDate } from './data.js';
import { measureTargets, print, underTsx, withServers } from './lib.js';
import { record } from './results.js';
import { batchedQuery, firstPage } from './webRequests.js';

async function main() {
  const database = await benchDatabase(boardScale);
  print(`data: ${database.summary}`);
  try {
    const rows = await withServers(database.url, 0, (servers) =>
      measureTargets('list caches off (every request runs its query)', servers, [
        ['GET /api/photographers?limit=6 (home)', '/api/photographers?limit=6'],
        ['visitor photographers.list {limit: 6} (home, batched tRPC)', batchedQuery('photographers.list', { limit: 6 })],
        ['GET /api/photographers?city&specialty', '/api/photographers?city=Pokhara&specialty=wedding'],
        ['visitor photographers.list {city, specialty} (batched tRPC)', batchedQuery('photographers.list', firstPage({ limit: 20, city: 'Pokhara', specialty: 'wedding' }))],
        ['GET /api/photographers?search=wedding', '/api/photographers?search=wedding'],
        ['GET /api/photographers?free_on (half of them taken that day)', `/api/photographers?free_on=${busyWeddingDate}`],
        ['visitor photographers.list {free_on, specialty} (batched tRPC)', batchedQuery('photographers.list', firstPage({ limit: 20, free_on: busyWeddingDate, specialty: 'wedding' }))],
        ['GET /api/photographers?search=kathmandu&specialty=portrait', '/api/photographers?search=kathmandu&specialty=portrait'],
        ['GET /api/leaderboard/weekly', '/api/leaderboard/weekly'],
        ['GET /api/leaderboard/monthly', '/api/leaderboard/monthly'],
        ['GET /api/leaderboard/yearly', '/api/leaderboard/yearly'],
      ]),
    );
    for (const row of rows) record('other lists', row.name, { ratio: row.ratio, listP99: row.p99, errors: row.errors });
    for (const row of rows.filter((r) => r.name.startsWith('GET /api/leaderboard/'))) record('boards', row.name, { boardP99: row.p99, ratio: row.ratio, errors: row.errors });
  } finally {
    database.drop();
  }
}

if (underTsx(import.meta.url)) await main();

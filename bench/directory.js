// Directory filters, search and leaderboards on 10,000 photographers and 1,000,000 gifts, every
// request doing its full work (LIST_CACHE_MS=0), as a ratio of a bare Fastify JSON route measured
// right before each target. The unfiltered directory page is in uncached.js; the tRPC rows are
// batched GETs with the inputs the web app sends (FeaturedPhotographers.tsx, directoryInput in
// directoryQuery.ts). Each filtered target takes 16 filter values in turn, drawn from the places,
// specialties and dates in the data; the home's list takes its first page and 15 later ones
// (variants.js). The boards have nothing to vary but their period, one target each.
//
//   node bench/directory.js            (BENCH_SECONDS=10, BENCH_CONNECTIONS=50 by default)
//
// The server runs in a child process so autocannon and the server do not share one event loop.
import { benchDatabase, boardScale, busyWeddingDate } from './data.js';
import { measureTargets, print, underTsx, withServers } from './lib.js';
import { record } from './results.js';
import {
  cursorsOf,
  directoryFilters,
  directoryQuery,
  pairsOf,
  spread,
  variantsPerTarget,
  withParam,
} from './variants.js';
import { batchedQuery } from './webRequests.js';

/**
 * `[name, paths]` for the home's list at `cursors`, the directory's search and filters over
 * `filters` (directoryFilters), and the boards: `{home, searchAndFilters, boards}`.
 */
function filterTargets({ cities, specialties, searchWords, dates }, cursors) {
  const count = variantsPerTarget;
  const rest = (params) => `/api/photographers?${new URLSearchParams(params)}`;
  // The busy wedding date first: half the photographers are taken on it.
  const busiest = [busyWeddingDate, ...dates.filter((date) => date !== busyWeddingDate)].slice(0, count);
  const places = pairsOf(cities, specialties, count);
  const words = spread([...searchWords, ...cities.map((city) => city.toLowerCase())], count);
  const home = { limit: 6 };
  const homeTargets = [
    [
      'GET /api/photographers?limit=6 (home)',
      [rest(home), ...cursors.map((cursor) => withParam(rest(home), 'cursor', cursor))],
    ],
    [
      'visitor photographers.list {limit: 6} (home, batched tRPC)',
      [
        batchedQuery('photographers.list', home),
        ...cursors.map((cursor) => batchedQuery('photographers.list', { ...home, cursor })),
      ],
    ],
  ];
  const searchAndFilters = [
    ['GET /api/photographers?city&specialty', places.map(([city, specialty]) => rest({ city, specialty }))],
    [
      'visitor photographers.list {city, specialty} (batched tRPC)',
      places.map(([city, specialty]) => directoryQuery({ city, specialty })),
    ],
    ['GET /api/photographers?search (specialties and places)', words.map((search) => rest({ search }))],
    [
      'GET /api/photographers?search (two words, a prefix, a typo; with a city or specialty)',
      places.map(([city, specialty], index) =>
        rest(
          [
            { search: `photographer ${city.toLowerCase()}` },
            { search: city.toLowerCase().slice(0, 3) },
            { search: `${city.toLowerCase()}x`, specialty },
            { search: 'number', city },
          ][index % 4],
        ),
      ),
    ],
    ['GET /api/photographers?free_on (the busiest dates)', busiest.map((date) => rest({ free_on: date }))],
    [
      'visitor photographers.list {free_on, specialty} (batched tRPC)',
      pairsOf(busiest, specialties, count).map(([date, specialty]) => directoryQuery({ free_on: date, specialty })),
    ],
    [
      'GET /api/photographers?search=<place>&specialty',
      places.map(([city, specialty]) => rest({ search: city.toLowerCase(), specialty })),
    ],
  ];
  const boards = ['weekly', 'monthly', 'yearly'].map((period) => [
    `GET /api/leaderboard/${period}`,
    `/api/leaderboard/${period}`,
  ]);
  return { home: homeTargets, searchAndFilters, boards };
}

async function main() {
  const database = await benchDatabase(boardScale);
  print(`data: ${database.summary}`);
  try {
    const filters = await directoryFilters(database.url);
    const { rows, searchAndFilterNames } = await withServers(database.url, 0, async (servers) => {
      const { home, searchAndFilters, boards } = filterTargets(
        filters,
        await cursorsOf(servers.base, '/api/photographers'),
      );
      return {
        rows: await measureTargets('list caches off (every request runs its query)', servers, [
          ...home,
          ...searchAndFilters,
          ...boards,
        ]),
        searchAndFilterNames: new Set(searchAndFilters.map(([name]) => name)),
      };
    });
    for (const row of rows) record('other lists', row.name, { ratio: row.ratio, listP99: row.p99, errors: row.errors });
    for (const row of rows.filter((r) => searchAndFilterNames.has(r.name)))
      record('search and filters', row.name, { filterP99: row.p99, ratio: row.ratio, errors: row.errors });
    for (const row of rows.filter((r) => r.name.startsWith('GET /api/leaderboard/')))
      record('boards', row.name, { boardP99: row.p99, ratio: row.ratio, errors: row.errors });
  } finally {
    database.drop();
  }
}

if (underTsx(import.meta.url)) await main();

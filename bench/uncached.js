// Every list request doing its full work (LIST_CACHE_MS=0): the web app's four list pages over REST
// and as batched tRPC GETs (as a visitor and signed in), each at its first page and 15 later pages
// in turn (variants.js), on 10,000 photographers, 100,000 photos and 10,000 reels, then again on ten
// times that to see how p99 grows with the data. At 1× each page's floor (floor.js: a hand-written
// route on raw better-sqlite3 sending the same body from kept JSON) is measured right before the
// app's targets for that page, and each target's share of it is kept. PostgreSQL's pages are kept
// as a share of SQLite's same page in the same run.
//
//   node bench/uncached.js     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50; BENCH_SCALE=1 skips the 10× pass;
//                               BENCH_DATABASE_URL=postgres://user@127.0.0.1:5432/postgres measures the
//                               1× pages on PostgreSQL too, in a database of its own that it drops after)
import { benchDatabase, webScale } from './data.js';
import { measureTargets, print, ratioText, underTsx, withServers } from './lib.js';
import { postgresCopy } from './postgres.js';
import { record } from './results.js';
import { pagedWebPages } from './variants.js';
import { batchedQuery, bearer, signIn } from './webRequests.js';

const floorGroup = 'uncached floor';
const transports = ['uncached REST', 'uncached tRPC visitor', 'uncached tRPC signed in'];

/** The adapters' own floors (one trivial query through REST, and through tRPC as a batched GET), for scale at 1×. */
const adapterFloors = [
  { group: 'adapter floor', target: ['GET /api/health (REST adapter + one query: a floor)', '/api/health'] },
  {
    group: 'adapter floor',
    target: [
      'tRPC system.health, batched (tRPC adapter + one query: its floor)',
      batchedQuery('system.health', undefined),
    ],
  },
];

/**
 * One page's targets (`page` from pagedWebPages), `{group, page, target}` with measureTargets'
 * `target`: its floor first when `floorBase` is given, then the app's page over each transport.
 */
function pageTargets(page, signedIn, floorBase) {
  const floor = {
    group: floorGroup,
    target: [`floor ${page.rest} (raw SQLite, kept JSON)`, page.rests, undefined, floorBase],
  };
  return [
    ...(floorBase ? [floor] : []),
    { group: transports[0], target: [`GET ${page.rest}`, page.rests] },
    { group: transports[1], target: [`visitor ${page.procedure} (${page.page})`, page.trpcs] },
    { group: transports[2], target: [`signed-in ${page.procedure} (${page.page})`, page.trpcs, signedIn] },
  ].map((target) => ({ ...target, page: page.page }));
}

/**
 * The pages on `databaseUrl` holding `scale` × the data, with their floors when `floor`:
 * `[{group, page, name, ratio, p99, errors}]` (the adapters' floors left out).
 */
async function measurePages(title, databaseUrl, scale, floor = false) {
  return withServers(
    databaseUrl,
    0,
    async (servers) => {
      const signedIn = bearer(await signIn(servers.base, 0));
      const pages = await pagedWebPages(servers.base);
      const targets = [
        ...(scale === 1 ? adapterFloors : []),
        ...pages.flatMap((page) => pageTargets(page, signedIn, servers.floor)),
      ];
      const rows = await measureTargets(
        title,
        servers,
        targets.map(({ target }) => target),
      );
      return rows
        .map((row, index) => ({ group: targets[index].group, page: targets[index].page, ...row }))
        .filter((row) => row.group !== 'adapter floor');
    },
    { floor },
  );
}

const keyOf = (row) => `${row.group}|${row.name}`;

/**
 * Each app target's ratio of bare as a share of its page's floor's (each run right after a bare run
 * of its own, so a busy moment weighs on both alike), with the floor's errors; printed a line a page.
 */
function withFloorShares(rows) {
  const floors = new Map(rows.filter((row) => row.group === floorGroup).map((row) => [row.page, row]));
  const shared = rows.map((row) => {
    const floor = floors.get(row.page);
    if (row.group === floorGroup || !floor) return row;
    return { ...row, floorShare: floor.ratio > 0 ? row.ratio / floor.ratio : 0, floorErrors: floor.errors };
  });
  print("\nshare of each page's floor (the target's ratio of bare over the floor's; budget ≥ 70%)");
  print('page'.padEnd(24), 'floor'.padStart(8), ...['REST', 'visitor', 'signed in'].map((head) => head.padStart(10)));
  for (const [page, floor] of floors) {
    const shares = transports.map((group) => shared.find((row) => row.page === page && row.group === group));
    print(
      page.padEnd(24),
      ratioText(floor.ratio).padStart(8),
      ...shares.map((row) => (row ? ratioText(row.floorShare) : '–').padStart(10)),
    );
  }
  return shared;
}

/**
 * The 1× pages again on a PostgreSQL copy of the same rows (BENCH_DATABASE_URL names the server),
 * each as a share of SQLite's same page (`onSqlite`): ratios of bare, each of its own bare run.
 */
async function measurePostgres(serverUrl, sqliteUrl, onSqlite) {
  const started = Date.now();
  const copy = await postgresCopy(serverUrl, sqliteUrl);
  print(`\ndata (1×) copied to PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const rows = await measurePages('1× data on PostgreSQL, list caches off (LIST_CACHE_MS=0)', copy.url, 1);
    const sqlite = new Map(onSqlite.map((row) => [keyOf(row), row]));
    print("\nPostgreSQL's pages as a share of SQLite's same page (ratios of bare; budget ≥ 50%)");
    for (const row of rows) {
      const same = sqlite.get(keyOf(row));
      const ofSqlite = same && same.ratio > 0 ? row.ratio / same.ratio : 0;
      print(row.name.padEnd(64), ratioText(ofSqlite).padStart(8));
      record(`PostgreSQL ${row.group}`, row.name, {
        ratio: row.ratio,
        ofSqlite,
        postgresP99: row.p99,
        errors: row.errors,
      });
    }
  } finally {
    await copy.drop();
  }
}

async function main() {
  const one = await benchDatabase(webScale(1));
  print(`\ndata (1×): ${one.summary}`);
  let atOne;
  try {
    atOne = withFloorShares(await measurePages('1× data, list caches off (LIST_CACHE_MS=0)', one.url, 1, true));
    for (const { group, name, ratio, p99, errors, floorShare, floorErrors } of atOne) {
      if (group === floorGroup) record(group, name, { ratio, floorP99: p99, errors });
      else record(group, name, { ratio, p99, errors, floorShare, floorErrors });
    }
    if (process.env.BENCH_DATABASE_URL) await measurePostgres(process.env.BENCH_DATABASE_URL, one.url, atOne);
  } finally {
    one.drop();
  }
  if (process.env.BENCH_SCALE === '1') {
    print('\nBENCH_SCALE=1: the 10× pass is skipped');
    return;
  }
  const ten = await benchDatabase(webScale(10));
  print(`\ndata (10×): ${ten.summary}`);
  let atTen;
  try {
    atTen = await measurePages('10× data, list caches off (LIST_CACHE_MS=0; no floor)', ten.url, 10);
  } finally {
    ten.drop();
  }
  const oneByKey = new Map(atOne.map((row) => [keyOf(row), row]));
  print('\np99 as the data grows tenfold (budget: 10× ≤ 1.5 × the 1× p99)');
  print('target'.padEnd(64), '1× ms'.padStart(7), '10× ms'.padStart(7), 'growth'.padStart(7), '10× ratio'.padStart(10));
  for (const row of atTen) {
    const before = oneByKey.get(keyOf(row));
    const growth = row.p99 / Math.max(before.p99, 1);
    record(`10× ${row.group}`, row.name, {
      p99x1: before.p99,
      p99x10: row.p99,
      growth,
      ratio: row.ratio,
      errors: row.errors + before.errors,
    });
    print(
      row.name.padEnd(64),
      String(before.p99).padStart(7),
      String(row.p99).padStart(7),
      `${growth.toFixed(2)}×`.padStart(7),
      ratioText(row.ratio).padStart(10),
    );
  }
}

if (underTsx(import.meta.url)) await main();

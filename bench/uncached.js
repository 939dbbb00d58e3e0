// Every list request doing its full work (LIST_CACHE_MS=0): the web app's four list pages over REST
// and as batched tRPC GETs (as a visitor and signed in), each at its first page and 15 later pages
// in turn (variants.js), on 10,000 photographers, 100,000 photos and 10,000 reels, then again on ten
// times that to see how p99 grows with the data.
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

/**
 * `[group, name, paths, headers]` for every page (`pages`, from pagedWebPages) over each transport;
 * at 1× the adapters' floors (one trivial query through REST, and through tRPC as a batched GET)
 * come first, for scale.
 */
function pageTargets(scale, pages, signedIn) {
  const floors = [
    ['floor', 'GET /api/health (REST adapter + one query: a floor)', '/api/health'],
    [
      'floor',
      'tRPC system.health, batched (tRPC adapter + one query: its floor)',
      batchedQuery('system.health', undefined),
    ],
  ];
  return [
    ...(scale === 1 ? floors : []),
    ...pages.map((page) => ['uncached REST', `GET ${page.rest}`, page.rests]),
    ...pages.map((page) => ['uncached tRPC visitor', `visitor ${page.procedure} (${page.page})`, page.trpcs]),
    ...pages.map((page) => [
      'uncached tRPC signed in',
      `signed-in ${page.procedure} (${page.page})`,
      page.trpcs,
      signedIn,
    ]),
  ];
}

/** The pages on `databaseUrl` holding `scale` × the data: `[{group, name, ratio, p99, errors}]` (floors left out). */
async function measurePages(title, databaseUrl, scale) {
  return withServers(databaseUrl, 0, async (servers) => {
    const targets = pageTargets(scale, await pagedWebPages(servers.base), bearer(await signIn(servers.base, 0)));
    const rows = await measureTargets(
      title,
      servers,
      targets.map(([, ...target]) => target),
    );
    return rows.map((row, index) => ({ group: targets[index][0], ...row })).filter((row) => row.group !== 'floor');
  });
}

/** The 1× pages again on a PostgreSQL copy of the same rows (BENCH_DATABASE_URL names the server). */
async function measurePostgres(serverUrl, sqliteUrl) {
  const started = Date.now();
  const copy = await postgresCopy(serverUrl, sqliteUrl);
  print(`\ndata (1×) copied to PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const rows = await measurePages('1× data on PostgreSQL, list caches off (LIST_CACHE_MS=0)', copy.url, 1);
    for (const row of rows)
      record(`PostgreSQL ${row.group}`, row.name, { ratio: row.ratio, postgresP99: row.p99, errors: row.errors });
  } finally {
    await copy.drop();
  }
}

async function main() {
  const one = await benchDatabase(webScale(1));
  print(`\ndata (1×): ${one.summary}`);
  let atOne;
  try {
    atOne = await measurePages('1× data, list caches off (LIST_CACHE_MS=0)', one.url, 1);
    for (const row of atOne) record(row.group, row.name, { ratio: row.ratio, p99: row.p99, errors: row.errors });
    if (process.env.BENCH_DATABASE_URL) await measurePostgres(process.env.BENCH_DATABASE_URL, one.url);
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
    atTen = await measurePages('10× data, list caches off (LIST_CACHE_MS=0)', ten.url, 10);
  } finally {
    ten.drop();
  }
  print('\np99 as the data grows tenfold (budget: 10× ≤ 2 × the 1× p99)');
  print('target'.padEnd(64), '1× ms'.padStart(7), '10× ms'.padStart(7), 'growth'.padStart(7), '10× ratio'.padStart(10));
  for (const [index, row] of atTen.entries()) {
    const growth = row.p99 / Math.max(atOne[index].p99, 1);
    record(`10× ${row.group}`, row.name, {
      p99x1: atOne[index].p99,
      p99x10: row.p99,
      growth,
      ratio: row.ratio,
      errors: row.errors + atOne[index].errors,
    });
    print(
      row.name.padEnd(64),
      String(atOne[index].p99).padStart(7),
      String(row.p99).padStart(7),
      `${growth.toFixed(2)}×`.padStart(7),
      ratioText(row.ratio).padStart(10),
    );
  }
}

if (underTsx(import.meta.url)) await main();

// The run's budgets. Each bench is its own process, so figures travel as JSON lines in the file
// named by BENCH_RESULTS (set by `npm run bench`); the summary reads them back at the end.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { print, ratioText } from './lib.js';

/** Keeps one figure for the summary: `{group, name, ...numbers}`. Without BENCH_RESULTS, nothing. */
export function record(group, name, figures) {
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify({ group, name, ...figures })}\n`);
}

export function readRecords(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const byGroup = (records, group) => records.filter((r) => r.group === group);
const lowest = (rows, field) =>
  rows.reduce((low, row) => (low === undefined || row[field] < low[field] ? row : low), undefined);
const highest = (rows, field) =>
  rows.reduce((high, row) => (high === undefined || row[field] > high[field] ? row : high), undefined);

/**
 * A row's failures (non-2xx answers, timeouts, socket errors, likes that failed) fail every budget
 * the row is in, whatever its figure: a rate of error pages or of a load that did not happen
 * measures nothing. The measured text names them.
 */
function withFailures([label, text, met], rows) {
  const failed = rows.filter((row) => row.errors > 0);
  if (failed.length === 0) return [label, text, met];
  const named = failed
    .slice(0, 3)
    .map((row) => `${row.name}: ${row.errors}`)
    .join('; ');
  return [
    label,
    `${text}; ERRORS in ${failed.length} of ${rows.length} (${named}${failed.length > 3 ? '; …' : ''})`,
    false,
  ];
}

/** A budget on the lowest figure of a group (every row must pass): `[label, measured text, met]`. */
export function atLeast(label, rows, field, floor, show) {
  const worst = lowest(rows, field);
  if (!worst) return [label, 'not measured', undefined];
  const detail = rows.length > 1 ? ` (lowest: ${worst.name})` : worst.note ? ` (${worst.note})` : '';
  return withFailures([label, `${show(worst[field])}${detail}`, worst[field] >= floor], rows);
}

/** A budget on the highest figure of a group; `withNote` shows a single row's note beside it. */
export function atMost(label, rows, field, ceiling, show, { withNote = false } = {}) {
  const worst = highest(rows, field);
  if (!worst) return [label, 'not measured', undefined];
  const detail = rows.length > 1 ? ` (highest: ${worst.name})` : withNote && worst.note ? ` (${worst.note})` : '';
  return withFailures([label, `${show(worst[field])}${detail}`, worst[field] <= ceiling], rows);
}

const uncachedTransports = ['REST', 'tRPC visitor', 'tRPC signed in'];

/**
 * The web app's uncached list pages at 1× (uncached.js): each transport's pages against the bare
 * route and against their page's floor (a floor's errors fail the shares measured against it), every
 * p99, and the floors themselves as a figure.
 */
function uncachedBudgets(records) {
  const budgets = uncachedTransports.flatMap((transport) => {
    const rows = byGroup(records, `uncached ${transport}`);
    const shared = rows
      .filter((r) => r.floorShare !== undefined)
      .map((r) => ({ ...r, errors: r.errors + (r.floorErrors ?? 0) }));
    return [
      atLeast(`uncached pages over ${transport} ≥ 12% of bare`, rows, 'ratio', 0.12, ratioText),
      atLeast(`uncached pages over ${transport} ≥ 70% of their floor`, shared, 'floorShare', 0.7, ratioText),
    ];
  });
  const pages = uncachedTransports.flatMap((transport) => byGroup(records, `uncached ${transport}`));
  budgets.push(atMost('uncached pages (REST, tRPC) at 1×: every p99 ≤ 30 ms', pages, 'p99', 30, (v) => `${v} ms`));
  const floors = byGroup(records, 'uncached floor');
  // A figure, not a budget: the floor is the yardstick the pages are held to.
  if (floors.length > 0)
    budgets.push([
      "  the pages' floors (raw SQLite, kept JSON), of bare (figure only)",
      `${ratioText(lowest(floors, 'ratio').ratio)} to ${ratioText(highest(floors, 'ratio').ratio)}, ` +
        `p99 ≤ ${highest(floors, 'floorP99').floorP99} ms`,
      undefined,
    ]);
  return budgets;
}

/**
 * The budgets and their measured figures with ✓/✗; a missing figure shows as "not measured" (a
 * bench that crashed, or one left out of the run). Returns the labels of the budgets missed.
 */
export function printSummary(records) {
  const ms = (value) => `${value} ms`;
  const times = (value) => `${value.toFixed(2)}×`;
  const atOneTimes = records.filter((r) => r.p99 !== undefined);
  const budgets = [
    atLeast(
      'signed-in batched tRPC photos.list (gallery) ≥ 12%',
      byGroup(records, 'cached').filter((r) => r.name === 'signed-in photos.list (gallery)'),
      'ratio',
      0.12,
      ratioText,
    ),
    atLeast(
      'visitor batched tRPC photographers.list ≥ 50%',
      byGroup(records, 'cached').filter((r) => r.name === 'visitor photographers.list (directory)'),
      'ratio',
      0.5,
      ratioText,
    ),
    ...uncachedBudgets(records),
    atMost('every p99 of those lists at 1× (cached, uncached, with likes) ≤ 50 ms', atOneTimes, 'p99', 50, ms),
    ...['uncached', 'cached'].map((mix) =>
      atLeast(
        `${mix} readers with 20 likes/s ≥ 80% of read-only`,
        byGroup(records, 'mixed').filter((r) => r.name === `${mix} readers`),
        'share',
        0.8,
        ratioText,
      ),
    ),
    ...uncachedTransports.map((transport) =>
      atMost(
        `10× data: uncached ${transport} p99 ≤ 1.5× the 1× p99`,
        byGroup(records, `10× uncached ${transport}`),
        'growth',
        1.5,
        times,
      ),
    ),
  ];
  const gifts = byGroup(records, 'gifts');
  budgets.push(
    atLeast(
      'gift purchases on SQLite ≥ 1,000/s',
      gifts.filter((r) => r.name === 'SQLite'),
      'perSecond',
      1000,
      (value) => `${value.toFixed(0)}/s`,
    ),
  );
  const giftsOnPostgres = gifts.find((r) => r.name === 'PostgreSQL');
  // A figure to follow, not a budget: no goal was set for PostgreSQL, and it moves with that server's disk and settings.
  if (giftsOnPostgres)
    budgets.push([
      'gift purchases on PostgreSQL (figure only, no budget)',
      `${giftsOnPostgres.perSecond.toFixed(0)}/s (${giftsOnPostgres.note})${giftsOnPostgres.errors > 0 ? `; ERRORS: ${giftsOnPostgres.errors}` : ''}`,
      undefined,
    ]);
  budgets.push(
    atLeast('the ledger adds up after every gift load', gifts, 'ledgerOk', 1, (value) => (value === 1 ? 'yes' : 'no')),
  );
  const paymentSettles = byGroup(records, 'settles');
  budgets.push(
    atLeast(
      'payment settles on SQLite ≥ 500/s (provider in process)',
      paymentSettles,
      'perSecond',
      500,
      (value) => `${value.toFixed(0)}/s`,
    ),
  );
  budgets.push(
    atLeast(
      'every settled payment credited once, the ledger adding up after',
      paymentSettles,
      'ledgerOk',
      1,
      (value) => (value === 1 ? 'yes' : 'no'),
    ),
  );
  const chat = byGroup(records, 'chat');
  const chatOnSqlite = chat.filter((r) => r.name === 'SQLite');
  budgets.push(
    atMost(
      'chat delivery p99 ≤ 20 ms with 1,000 sockets',
      chatOnSqlite,
      'deliveryP99',
      20,
      (value) => `${value.toFixed(1)} ms`,
    ),
  );
  budgets.push(
    atLeast("every chat message reached both parties' sockets", chat, 'allArrived', 1, (value) =>
      value === 1 ? 'yes' : 'no',
    ),
  );
  budgets.push(
    atLeast(
      'chat fan-out ≥ 70% of a bare ws server (push path, per CPU-second)',
      chatOnSqlite,
      'fanOutRatio',
      0.7,
      ratioText,
    ),
  );
  // A figure, not a budget: the bare server stores nothing, so this weighs the stored message more than the fan-out.
  for (const row of chatOnSqlite)
    budgets.push([
      'chat POST → sockets, of the bare server per CPU-second (figure only)',
      ratioText(row.sendRatio),
      undefined,
    ]);
  const chatOnPostgres = chat.find((r) => r.name === 'PostgreSQL');
  if (chatOnPostgres)
    budgets.push([
      'chat on PostgreSQL (figures only, no budget)',
      `p99 ${chatOnPostgres.deliveryP99.toFixed(1)} ms, fan-out ${ratioText(chatOnPostgres.fanOutRatio)}, POST → sockets ${ratioText(chatOnPostgres.sendRatio)}`,
      undefined,
    ]);
  const otherLists = byGroup(records, 'other lists');
  budgets.push(
    atLeast(
      'other lists, uncached (photos, home reels, directory filters, boards) ≥ 25%',
      otherLists,
      'ratio',
      0.25,
      ratioText,
    ),
  );
  budgets.push(atMost('other lists, uncached: every p99 ≤ 50 ms', otherLists, 'listP99', 50, ms));
  budgets.push(
    atMost(
      'directory search and filters, uncached: every p99 ≤ 30 ms',
      byGroup(records, 'search and filters'),
      'filterP99',
      30,
      ms,
    ),
  );
  budgets.push(
    atMost(
      'yearly leaderboard at 1,000,000 gifts, uncached, p99 ≤ 50 ms',
      byGroup(records, 'boards').filter((r) => r.name === 'GET /api/leaderboard/yearly'),
      'boardP99',
      50,
      ms,
    ),
  );
  budgets.push(
    atMost(
      'event loop stall during the leaderboard recount at 1,000,000 gifts ≤ 50 ms',
      byGroup(records, 'recount'),
      'stallMax',
      50,
      (value) => `${value.toFixed(1)} ms`,
    ),
  );
  const onPostgres = records.filter((r) => r.group.startsWith('PostgreSQL '));
  budgets.push(
    atLeast(
      "PostgreSQL: uncached pages, REST and tRPC ≥ 50% of SQLite's (same run)",
      onPostgres,
      'ofSqlite',
      0.5,
      ratioText,
    ),
  );
  budgets.push(atMost('PostgreSQL: every p99 of those ≤ 50 ms', onPostgres, 'postgresP99', 50, ms));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const page = byGroup(records, 'page weight');
  // The service worker's downloads join the page's under the one 1.5 MB budget: a first visit makes both.
  budgets.push(
    atMost('home page, first visit: page + service-worker precache ≤ 1.5 MB', page, 'totalBytes', 1536 * 1024, kb, {
      withNote: true,
    }),
  );
  // The worker's failed downloads are not the page's script.
  const pageAlone = page.map((row) => ({ ...row, errors: row.pageErrors ?? row.errors }));
  budgets.push(
    atMost("home page, first visit: the page's own script ≤ 150 KB gzipped", pageAlone, 'scriptBytes', 150 * 1024, kb),
  );
  for (const row of page.filter((r) => r.precacheBytes !== undefined))
    budgets.push([
      '  of the 1.5 MB: service-worker precache (figure)',
      `${kb(row.precacheBytes)} (${kb(row.precacheScriptBytes)} of it script)`,
      undefined,
    ]);
  // Compression (webLists.js): a cached list a browser asks for compressed, against the same list plain, same run.
  budgets.push(
    atLeast(
      'cached visitor lists compressed (br) ≥ 90% of their plain throughput',
      byGroup(records, 'cached compressed'),
      'ofPlain',
      0.9,
      ratioText,
    ),
  );
  // Lighthouse (lighthouse.js): the budgets lighthouserc.json records, on every page in both languages.
  const lighthouse = byGroup(records, 'lighthouse');
  const score = (value) => `${value}`;
  budgets.push(
    atLeast('Lighthouse mobile: performance ≥ 95 on every page', lighthouse, 'performance', 95, score),
    atLeast('Lighthouse mobile: accessibility 100', lighthouse, 'accessibility', 100, score),
    atLeast('Lighthouse mobile: best practices 100', lighthouse, 'bestPractices', 100, score),
    atLeast('Lighthouse mobile: SEO 100', lighthouse, 'seo', 100, score),
    atMost('Lighthouse mobile: LCP ≤ 2.0 s', lighthouse, 'lcpMs', 2000, (value) => `${(value / 1000).toFixed(1)} s`),
    atMost('Lighthouse mobile: TBT ≤ 150 ms', lighthouse, 'tbtMs', 150, (value) => `${Math.round(value)} ms`),
    atMost('Lighthouse mobile: CLS ≤ 0.02', lighthouse, 'cls', 0.02, (value) => value.toFixed(3)),
  );
  for (const row of byGroup(records, 'pipeline'))
    budgets.push([
      'photo pipeline, of a bare sharp resize loop (figure only)',
      `${ratioText(row.ratio)} (${row.perSecond.toFixed(1)} photos/s)`,
      undefined,
    ]);
  for (const row of byGroup(records, 'galleryPipeline'))
    budgets.push([
      'gallery preview pipeline, of a bare sharp loop (≥ 80%)',
      `${ratioText(row.ratio)} (${row.perSecond.toFixed(1)} photos/s)`,
      row.ratio >= 0.8,
    ]);
  for (const row of byGroup(records, 'galleryZip')) {
    budgets.push([
      'gallery ZIP stream, of a bare fs read of the same files (≥ 50%)',
      `${ratioText(row.ratio)} (${row.mbPerSecond.toFixed(0)} MB/s, ${row.totalMb} MB)`,
      row.ratio >= 0.5,
    ]);
    budgets.push([
      '  memory while it streams: peak growth ≤ 64 MB (flat)',
      `${row.growthMb.toFixed(1)} MB`,
      row.growthMb <= 64,
    ]);
  }
  print(
    '\n######## summary: budgets (figures from this run; each list ratio is of a bare Fastify run right before that list)',
  );
  const width = Math.max(...budgets.map(([label]) => label.length));
  for (const [label, measured, met] of budgets) {
    const mark = met === undefined ? '–' : met ? '✓' : '✗';
    print(mark, label.padEnd(width), ' ', measured);
  }
  return budgets.filter(([, , met]) => met === false).map(([label]) => label);
}

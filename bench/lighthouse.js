// Lighthouse CI (@lhci/cli, Lighthouse 12, its default mobile emulation and throttling) against the
// built app with the demo data, in Debian's Chromium: home, the directory, photos, reels, the
// leaderboard, one portfolio, one photo and one reel, each in English and in Nepali (?lang=ne).
// Prints each page's scores and metrics, and which of the budgets in lighthouserc.json it misses.
// One load of a page varies by several points on a two-core machine (Lighthouse times one
// unthrottled load and multiplies its main-thread work by four), so each page is run
// LIGHTHOUSE_RUNS times (3 unless told) and each figure is the median of its runs.
// Run `npm run build` first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print, startBuiltDemoApp } from './lib.js';
import { record } from './results.js';

const main = fileURLToPath(new URL('../packages/api/dist/main.js', import.meta.url));
const config = fileURLToPath(new URL('./lighthouserc.json', import.meta.url));
const lhci = fileURLToPath(new URL('../node_modules/@lhci/cli/src/cli.js', import.meta.url));
if (!existsSync(main)) {
  print('packages/api/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}
/** The budgets, as lighthouserc.json records them for `lhci assert`. */
const assertions = JSON.parse(readFileSync(config, 'utf8')).ci.assert.assertions;
const minScore = (category) => assertions[`categories:${category}`][1].minScore;
const maxValue = (audit) => assertions[audit][1].maxNumericValue;

const { origin, dataDir, stop } = await startBuiltDemoApp(main, (address) => ({ PUBLIC_URL: address }));

const firstId = async (path) => {
  const [item] = await (await fetch(`${origin}${path}`)).json();
  if (!item?.id) throw new Error(`${path} has no item`);
  return item.id;
};

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** The middle value (the lower middle of an even count). */
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const audits = [
  ['largest-contentful-paint', 'LCP', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['total-blocking-time', 'TBT', (ms) => `${Math.round(ms)} ms`],
  ['cumulative-layout-shift', 'CLS', (value) => value.toFixed(3)],
];

try {
  const pages = [
    ['home', '/'],
    ['photographers', '/photographers'],
    ['photos', '/photos'],
    ['reels', '/reels'],
    ['leaderboard', '/leaderboard'],
    ['a portfolio', `/photographers/${await firstId('/api/photographers?limit=1')}`],
    ['a photo', `/photos/${await firstId('/api/photos?limit=1')}`],
    ['a reel', `/reels/${await firstId('/api/reels?limit=1')}`],
  ].flatMap(([name, path]) => [
    [name, path],
    [`${name} (ne)`, `${path}?lang=ne`],
  ]);
  const collected = spawnSync(
    process.execPath,
    [
      lhci,
      'collect',
      `--config=${config}`,
      `--numberOfRuns=${runs}`,
      ...pages.map(([, path]) => `--url=${origin}${path}`),
    ],
    {
      cwd: dataDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, LHCI_BUILD_CONTEXT__CURRENT_HASH: 'bench' },
    },
  );
  if (collected.status !== 0) throw new Error(`lhci collect exited ${collected.status}`);
  const reports = readdirSync(join(dataDir, '.lighthouseci'))
    .filter((name) => /^lhr-.*\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(dataDir, '.lighthouseci', name), 'utf8')));
  print(
    `\nLighthouse ${reports[0]?.lighthouseVersion ?? '?'}, mobile (its defaults), median of ${runs} run${runs === 1 ? '' : 's'} a page; ✗ past a budget of lighthouserc.json`,
  );
  print(
    `${'page'.padEnd(22)}${['perf', 'a11y', 'best', 'seo'].map((h) => h.padStart(6)).join('')}${audits.map(([, h]) => h.padStart(9)).join('')}`,
  );
  for (const [name, path] of pages) {
    const pageReports = reports.filter((lhr) => lhr.requestedUrl === `${origin}${path}`);
    if (pageReports.length === 0) {
      print(`${name.padEnd(22)} no report`);
      record('lighthouse', name, { errors: 1 });
      continue;
    }
    const scores = categories.map((category) =>
      median(pageReports.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100))),
    );
    const values = audits.map(([audit]) =>
      median(pageReports.map((report) => report.audits[audit]?.numericValue ?? Number.POSITIVE_INFINITY)),
    );
    const scoreCells = scores.map((score, i) =>
      `${score < minScore(categories[i]) * 100 ? '✗' : ''}${score}`.padStart(6),
    );
    const auditCells = audits.map(([audit, , show], i) =>
      `${values[i] > maxValue(audit) ? '✗' : ''}${show(values[i])}`.padStart(9),
    );
    print(`${name.padEnd(22)}${scoreCells.join('')}${auditCells.join('')}`);
    record('lighthouse', name, {
      performance: scores[0],
      accessibility: scores[1],
      bestPractices: scores[2],
      seo: scores[3],
      lcpMs: values[0],
      tbtMs: values[1],
      cls: values[2],
      errors: 0,
    });
  }
} finally {
  await stop();
}

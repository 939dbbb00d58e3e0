// `npm run bench`: every benchmark in turn, each printing its measured ratios, then the budgets
// with the figures this run measured. Exits non-zero when a budget is missed (a figure past its
// limit, or errors in a row the budget covers) or a bench crashed. Not part of CI (.ci/run).
//
//   BENCH_ONLY=webLists,directory   runs only those benches (the others' budgets read "not measured")
//   BENCH_DATABASE_URL=postgres://…  the PostgreSQL server the benches copy their data to (each in a
//                                    database of its own, dropped after); the local one by default,
//                                    empty to measure SQLite alone
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from './lib.js';
import { printSummary, readRecords } from './results.js';

const allBenches = [
  'webLists.js',
  'uncached.js',
  'mixed.js',
  'media.js',
  'galleryPipeline.js',
  'galleryZip.js',
  'directory.js',
  'recount.js',
  'gifts.js',
  'settles.js',
  'chat.js',
  'pageWeight.js',
  'lighthouse.js',
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim().replace(/(\.js)?$/, '.js'));
const unknown = (only ?? []).filter((name) => !allBenches.includes(name));
if (unknown.length > 0) {
  print(`BENCH_ONLY names no bench: ${unknown.join(', ')} (benches: ${allBenches.join(', ')})`);
  process.exit(2);
}
const benches = only ? allBenches.filter((name) => only.includes(name)) : allBenches;
const runDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-run-'));
// One data folder for the run, so benches on the same data make it once (unless one is kept by hand).
// Five seconds a target (a bench run alone takes ten); each target still sees thousands of
// requests. BENCH_SECONDS=10 gives the steadier figures, BENCH_SECONDS=1 a quick smoke run.
const env = {
  ...process.env,
  BENCH_RESULTS: join(runDir, 'results.jsonl'),
  BENCH_DATA_DIR: process.env.BENCH_DATA_DIR ?? join(runDir, 'data'),
  BENCH_SECONDS: process.env.BENCH_SECONDS ?? '5',
  // PostgreSQL's pages have budgets of their own (uncached.js): measured unless asked not to.
  BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};
const started = Date.now();
const crashed = [];
let missed = [];
print(`npm run bench: ${env.BENCH_SECONDS} s a target${only ? `; only ${benches.join(', ')}` : ''}`);
try {
  for (const bench of benches) {
    print(`\n######## ${bench}`);
    const benchStarted = Date.now();
    const { status } = spawnSync(process.execPath, [fileURLToPath(new URL(bench, import.meta.url))], {
      stdio: 'inherit',
      env,
    });
    if (status !== 0) crashed.push(bench);
    print(`(${bench} took ${((Date.now() - benchStarted) / 1000).toFixed(0)} s)`);
  }
  missed = printSummary(readRecords(env.BENCH_RESULTS));
} finally {
  rmSync(runDir, { recursive: true, force: true });
}
const outcome = [
  crashed.length > 0 && `crashed: ${crashed.join(', ')}`,
  missed.length > 0 && `${missed.length} budget${missed.length === 1 ? '' : 's'} missed`,
].filter(Boolean);
print(
  `\nnpm run bench took ${((Date.now() - started) / 60_000).toFixed(1)} min${outcome.length > 0 ? `; ${outcome.join('; ')}` : '; every budget measured was met'}`,
);
process.exit(outcome.length === 0 ? 0 : 1);

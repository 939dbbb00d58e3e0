// `npm run bench`: every benchmark in turn, each printing its measured ratios, then the budgets
// with the figures this run measured. Exits non-zero only when a bench itself crashed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from './lib.js';
import { printSummary, readRecords } from './results.js';

const benches = ['webLists.js', 'uncached.js', 'mixed.js', 'media.js', 'directory.js', 'recount.js', 'gifts.js', 'settles.js', 'chat.js', 'pageWeight.js'];
const runDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-run-'));
// One data folder for the run, so benches on the same data make it once (unless one is kept by hand).
// Five seconds a target (a bench run alone takes ten) keeps the whole run under ten minutes; each
// target still sees thousands of requests. BENCH_SECONDS=10 gives the steadier figures.
const env = {
  ...process.env,
  BENCH_RESULTS: join(runDir, 'results.jsonl'),
  BENCH_DATA_DIR: process.env.BENCH_DATA_DIR ?? join(runDir, 'data'),
  BENCH_SECONDS: process.env.BENCH_SECONDS ?? '5',
};
const started = Date.now();
const crashed = [];
print(`npm run bench: ${env.BENCH_SECONDS} s a target`);
try {
  for (const bench of benches) {
    print(`\n######## ${bench}`);
    const benchStarted = Date.now();
    const { status } = spawnSync(process.execPath, [fileURLToPath(new URL(bench, import.meta.url))], { stdio: 'inherit', env });
    if (status !== 0) crashed.push(bench);
    print(`(${bench} took ${((Date.now() - benchStarted) / 1000).toFixed(0)} s)`);
  }
  printSummary(readRecords(env.BENCH_RESULTS));
} finally {
  rmSync(runDir, { recursive: true, force: true });
}
print(`\nnpm run bench took ${((Date.now() - started) / 60_000).toFixed(1)} min${crashed.length ? `; crashed: ${crashed.join(', ')}` : ''}`);
process.exit(crashed.length === 0 ? 0 : 1);

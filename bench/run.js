// `npm run bench`: every benchmark in turn, each printing its measured ratios.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benches = ['media.js', 'directory.js', 'pageWeight.js'];
let failed = 0;
for (const bench of benches) {
  process.stdout.write(`\n######## ${bench}\n`);
  const { status } = spawnSync(process.execPath, [fileURLToPath(new URL(bench, import.meta.url))], { stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);

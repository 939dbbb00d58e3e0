// Home page weight on a first visit (docs/architecture.md "Performance budgets": ≤ 1.5 MB in total with
// 12 photos, initial JS ≤ 150 KB gzipped), measured in Debian's Chromium against the built app with
// the demo data. Run `npm run build` first.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from './lib.js';
import { record } from './results.js';

const main = fileURLToPath(new URL('../packages/api/dist/main.js', import.meta.url));
if (!existsSync(main)) {
  print('packages/api/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-page-'));
const port = 36_000 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, [main], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: `file:${join(dataDir, 'app.db')}`, DEMO_DATA: '1', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet (the demo seed makes photos first)
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map();
  const types = new Map();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  // Scroll to the bottom, as a visitor would, so lazy images below the fold load too.
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  const photos = await page.locator('img[src*="/api/media/"]').count();
  const byType = {};
  for (const [id, bytes] of sizes) {
    const type = types.get(id) ?? 'Other';
    byType[type] = (byType[type] ?? 0) + bytes;
  }
  const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  print(`\nhome page, first visit (${photos} media images on the page)`);
  for (const [type, bytes] of Object.entries(byType).sort((a, b) => b[1] - a[1])) print(`  ${type.padEnd(12)} ${kb(bytes).padStart(10)}`);
  print(`  ${'total'.padEnd(12)} ${kb(total).padStart(10)}   budget 1536 KB: ${((total / (1536 * 1024)) * 100).toFixed(1)}% of it`);
  print(`  ${'script'.padEnd(12)} ${kb(byType.Script ?? 0).padStart(10)}   budget 150 KB gzipped: ${(((byType.Script ?? 0) / (150 * 1024)) * 100).toFixed(1)}% of it`);
  record('page weight', 'home page, first visit', { totalBytes: total, scriptBytes: byType.Script ?? 0 });
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

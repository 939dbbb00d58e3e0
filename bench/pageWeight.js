// Home page weight on a first visit (docs/architecture.md "Performance budgets": ≤ 1.5 MB in total with
// 12 photos, initial JS ≤ 150 KB gzipped), measured in Debian's Chromium against the built app with
// the demo data. A first visit also installs the service worker, which downloads its precache (the
// app shell: every route's script and style, the icons): the 1.5 MB budget counts those bytes too,
// the 150 KB one only the page's own script. Run `npm run build` first.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print, startBuiltDemoApp } from './lib.js';
import { builtPrecache, precacheDownloads } from './precache.js';
import { record } from './results.js';

const main = fileURLToPath(new URL('../packages/api/dist/main.js', import.meta.url));
const webDist = fileURLToPath(new URL('../packages/web/dist', import.meta.url));
if (!existsSync(main) || !existsSync(join(webDist, 'sw.js'))) {
  print('packages/api/dist/main.js or packages/web/dist/sw.js is missing: run `npm run build` first');
  process.exit(1);
}

const { port, stop } = await startBuiltDemoApp(main);

try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // The worker is kept out of the page's own figures; what it would download is fetched after (below).
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let phase = 'page';
  cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, phase }));
  cdp.on('Network.responseReceived', (event) =>
    Object.assign(requests.get(event.requestId) ?? {}, { type: event.type, status: event.response.status }),
  );
  cdp.on('Network.loadingFinished', (event) =>
    Object.assign(requests.get(event.requestId) ?? {}, { bytes: event.encodedDataLength }),
  );
  cdp.on('Network.loadingFailed', (event) =>
    Object.assign(requests.get(event.requestId) ?? {}, { bytes: 0, failed: event.errorText }),
  );
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  // Scroll to the bottom, as a visitor would, so lazy images below the fold load too.
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  const photos = await page.locator('img[src*="/api/media/"]').count();
  const pageFetched = new Set([...requests.values()].map((request) => new URL(request.url).pathname));
  // What the worker's install downloads (precache.js), fetched from the page past the HTTP cache, so
  // the bytes are Chromium's own count with the encodings it accepts, like the page's.
  phase = 'service worker';
  const downloads = precacheDownloads(builtPrecache(webDist), pageFetched);
  await page.evaluate(async (paths) => {
    for (const path of paths) await (await fetch(path, { cache: 'no-store' })).arrayBuffer();
  }, downloads);
  const until = Date.now() + 10_000;
  while ([...requests.values()].some((request) => request.bytes === undefined) && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const of = (wanted) => [...requests.values()].filter((request) => request.phase === wanted);
  const sum = (list) => list.reduce((total, request) => total + (request.bytes ?? 0), 0);
  const failed = [...requests.values()].filter(
    (request) => request.failed || request.bytes === undefined || !(request.status < 400),
  );
  const byType = {};
  for (const request of of('page'))
    byType[request.type ?? 'Other'] = (byType[request.type ?? 'Other'] ?? 0) + (request.bytes ?? 0);
  const pageBytes = sum(of('page'));
  const precache = of('service worker');
  const precacheBytes = sum(precache);
  const precacheScriptBytes = sum(precache.filter((request) => /\.m?js$/.test(new URL(request.url).pathname)));
  const total = pageBytes + precacheBytes;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  print(`\nhome page, first visit (${photos} media images on the page)`);
  for (const [type, bytes] of Object.entries(byType).sort((a, b) => b[1] - a[1]))
    print(`  ${type.padEnd(16)} ${kb(bytes).padStart(10)}`);
  print(`  ${'page'.padEnd(16)} ${kb(pageBytes).padStart(10)}`);
  print(
    `  ${'service worker'.padEnd(16)} ${kb(precacheBytes).padStart(10)}   ${precache.length} files (sw.js, its Workbox runtime, and the precache the page had not loaded; ${kb(precacheScriptBytes)} of it script)`,
  );
  print(
    `  ${'first visit'.padEnd(16)} ${kb(total).padStart(10)}   budget 1536 KB (page + service worker): ${((total / (1536 * 1024)) * 100).toFixed(1)}% of it`,
  );
  print(
    `  ${'page script'.padEnd(16)} ${kb(byType.Script ?? 0).padStart(10)}   budget 150 KB gzipped: ${(((byType.Script ?? 0) / (150 * 1024)) * 100).toFixed(1)}% of it`,
  );
  for (const request of failed)
    print(`  ✗ ${request.url}: ${request.failed ?? (request.status ? `HTTP ${request.status}` : 'no answer')}`);
  record('page weight', 'home page, first visit', {
    totalBytes: total,
    pageBytes,
    precacheBytes,
    precacheScriptBytes,
    scriptBytes: byType.Script ?? 0,
    errors: failed.length,
    pageErrors: failed.filter((request) => request.phase === 'page').length,
    note: `page ${kb(pageBytes)} + service worker ${kb(precacheBytes)}`,
  });
  await browser.close();
} finally {
  await stop();
}

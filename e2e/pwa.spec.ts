import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { account, register, setPlan, stamp } from './fixtures.js';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: ManifestIcon[];
};

const offlineNotice = 'You are offline. Showing what was saved on this device.';
// One second of 320×568 H.264 (see media.spec.ts); the server makes its poster with ffmpeg.
const mp4 = readFileSync(new URL('./fixtures/reel.mp4', import.meta.url));
const reelTitle = `Rara lake offline ${stamp}`;
const reelMaker = account('pwareels');
let reel: { id: string; token: string };

const dataSaver = (page: Page) => page.getByRole('contentinfo').getByRole('switch', { name: 'Data saver' });
const reelRegion = (page: Page) => page.getByRole('region', { name: `Reel: ${reelTitle}` });
const noticeOf = (page: Page) => page.getByRole('status').filter({ hasText: offlineNotice });

/** The state of the page's active service worker, once one has installed (the app shell is precached). */
const serviceWorkerState = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
/** The width an image at this address decodes to in the page, or 0 when it does not load. */
const decodedWidth = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    return image.decode().then(
      () => image.naturalWidth,
      () => 0,
    );
  }, src);

async function createReel(request: APIRequestContext) {
  const { token } = await register(request, reelMaker, 'photographer');
  await setPlan(request, token, 'silver');
  const response = await request.post('/api/reels', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: reelTitle,
      description: 'Still water at dawn.',
      video_data: `data:video/mp4;base64,${mp4.toString('base64')}`,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { id: ((await response.json()) as { id: string }).id, token };
}

test.beforeAll(async ({ request }) => {
  reel = await createReel(request);
});

// Other files expect an empty reels feed on the shared server: the reel made here goes again.
test.afterAll(async ({ request }) => {
  const response = await request.delete(`/api/reels/${reel.id}`, {
    headers: { Authorization: `Bearer ${reel.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
});

test('the manifest loads with its icons, and Chromium reports the app installable', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // A profile of its own: Chromium never offers to install from an incognito context (Playwright's usual kind).
  const profile = mkdtempSync(join(tmpdir(), 'tasbir-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/about');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');

  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Tasbir',
    short_name: 'Tasbir',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of pngs) {
    expect(await decodedWidth(page, icon.src), icon.src).toBe(Number(icon.sizes.split('x')[0]));
  }

  await expect.poll(() => serviceWorkerState(page)).toBe('activated');
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('the service worker activates; offline, a reload shows the app, its offline notice and what it kept', async ({
  page,
  context,
}) => {
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');

  // First visit: the worker installs with the app shell and takes over; the reload goes through it.
  await page.goto('/photos');
  await expect(noticeOf(page)).toHaveCount(0);
  await expect.poll(() => serviceWorkerState(page)).toBe('activated');
  await page.reload();
  expect(await controlled(page)).toBe(true);

  // The reels feed, seen online with data saver on, keeps its answer and the poster it showed.
  await dataSaver(page).check();
  await page.goto('/reels');
  const poster = reelRegion(page).locator('img');
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(reelRegion(page).getByRole('heading', { name: reelTitle })).toBeVisible();
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Any page opens offline, with the notice; it goes when the network is back.
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Tasbir', level: 1 })).toBeVisible();
  await expect(noticeOf(page)).toBeVisible();
  await context.setOffline(false);
  await expect(noticeOf(page)).toHaveCount(0);
});

test('data saver: a poster and a play button instead of a loading video, on by itself when the browser asks to save data', async ({
  browser,
  baseURL,
}) => {
  // The browser reports saveData: data saver is on before anyone touches it.
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '2g' } }),
  );
  const page = await context.newPage();
  await page.goto('/photos');
  await expect(dataSaver(page)).toBeChecked();

  await page.goto('/reels');
  await expect(reelRegion(page).locator('video')).toHaveCount(0);
  await expect(reelRegion(page).locator('img')).toBeVisible();
  await reelRegion(page).getByRole('button', { name: 'Play video' }).click();
  const video = reelRegion(page).locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);

  // Turned off by hand, it stays off on this device although the browser still asks to save data.
  await page.goto('/photos');
  await dataSaver(page).press('Space');
  await expect(dataSaver(page)).not.toBeChecked();
  await page.goto('/reels');
  await expect(reelRegion(page).locator('video')).toHaveCount(1);
  await expect(reelRegion(page).getByRole('button', { name: 'Play video' })).toHaveCount(0);
  await context.close();
});

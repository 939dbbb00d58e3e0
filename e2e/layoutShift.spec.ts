import { expect, test, type Page } from '@playwright/test';
import { account, register, setPlan, stamp } from './fixtures.js';
import { noisePng } from './mediaFiles.js';

// Core Web Vitals: nothing on the page moves while its lists and images arrive (CLS ≤ 0.02, Lighthouse's budget).
const photographer = account('steady');
const photoCount = 3;
let firstPhotoId = '';
let photographerToken = '';
const postedPhotoIds: string[] = [];

declare global {
  interface Window {
    /** The values of the layout shifts not caused by input, as the page recorded them. */
    layoutShifts: number[];
  }
}

/** Layout shifts not caused by input, summed as CLS sums them (a page this short is one session window). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ('value' in entry && 'hadRecentInput' in entry && entry.hadRecentInput === false) {
          window.layoutShifts.push(Number(entry.value));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => page.evaluate(() => window.layoutShifts.reduce((sum, value) => sum + value, 0));
}

/** The lists answer late, as on a slow phone network: the page paints its loading state first. */
async function slowLists(page: Page) {
  await page.route(/\/trpc\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test.beforeAll(async ({ request }) => {
  const { token } = await register(request, photographer, 'photographer');
  photographerToken = token;
  await setPlan(request, token, 'silver');
  for (let index = 0; index < photoCount; index += 1) {
    const response = await request.post('/api/photos', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: `Steady frame ${index} ${stamp}`,
        image_data: `data:image/png;base64,${noisePng(640, 480).toString('base64')}`,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    postedPhotoIds.push(((await response.json()) as { id: string }).id);
  }
  firstPhotoId = postedPhotoIds.at(-1) ?? '';
});

// The specs share one server: later ones (media.spec.ts) start from a gallery with no photos.
test.afterAll(async ({ request }) => {
  for (const id of postedPhotoIds) {
    const response = await request.delete(`/api/photos/${id}`, {
      headers: { Authorization: `Bearer ${photographerToken}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
});

test('the photos page loads without moving: the grid keeps its place, the footer stays below', async ({ page }) => {
  const layoutShift = await recordLayoutShifts(page);
  await slowLists(page);
  await page.goto('/photos');
  const cards = page.getByRole('list', { name: 'Photo gallery' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
  await page.waitForTimeout(500);
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);

  // The first photo is the page's largest paint: fetched at once, ahead of the rest, which wait their turn.
  await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager');
  await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
});

test('a shared photo opens in the lightbox without moving: the dialog is sized before the photo arrives', async ({
  page,
}) => {
  const layoutShift = await recordLayoutShifts(page);
  await slowLists(page);
  await page.goto(`/photos/${firstPhotoId}`);
  const image = page.getByRole('dialog').locator('.lightbox__image img');
  await expect(image).toHaveJSProperty('complete', true);
  await page.waitForTimeout(500);
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
});

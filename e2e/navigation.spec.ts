import { expect, test } from '@playwright/test';
import { mainNav } from './fixtures.js';

test('pages have real addresses: deep links, reload, back and forward work', async ({ page }) => {
  await page.goto('/photographers');
  await expect(page.getByRole('heading', { name: 'Photographers', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const nav = mainNav(page);
  await nav.getByRole('link', { name: 'Reels' }).click();
  await expect(page).toHaveURL('/reels');
  await expect(page.getByRole('heading', { name: 'No Reels Available' })).toBeVisible();
  await expect(page.getByText('Be the first to upload a reel!')).toBeVisible();

  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { name: 'About Tasbir', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Rs 5,000 / month')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/reels');
  await expect(page.getByRole('heading', { name: 'No Reels Available' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'About Tasbir', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'About Tasbir', level: 1 })).toBeVisible();

  await page.goto('/reels/some-reel');
  await expect(nav.getByRole('link', { name: 'Reels' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
});

test("dashboards refuse visitors with the product's sentences", async ({ page }) => {
  for (const [path, reason] of [
    ['/dashboard', 'This dashboard is for regular users only'],
    ['/photographer-dashboard', 'This dashboard is for photographers only'],
    ['/admin-dashboard', 'This dashboard is for administrators only'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
  }
  await page.goto('/subscriptions');
  await expect(page.getByText('Subscription plans are available for photographers only.')).toBeVisible();
});

test('the language switch shows Nepali and is remembered', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'नेपाली' }).click();
  await expect(page.getByRole('heading', { name: 'तस्बिरको बारेमा', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'मुख्य नेभिगेसन' }).getByRole('link', { name: 'फोटोहरू' }),
  ).toBeVisible();
  await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'About Tasbir', level: 1 })).toBeVisible();
});

test('on a phone the hamburger opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/leaderboard');
  await expect(mainNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await menu.getByRole('link', { name: 'Photos' }).click();
  await expect(page).toHaveURL('/photos');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Photos', level: 1 })).toBeVisible();
});

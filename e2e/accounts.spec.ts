import { expect, test, type Page } from '@playwright/test';
import { noticeMessages } from '@tasbir/shared';
import { dismissBetaNotice, mainNav, signIn, stamp, topBar } from './fixtures.js';
import { newestMailAfter, outboxFiles, resetLink } from './mail.js';

const photographer = {
  username: `lens_${stamp}`,
  email: `lens_${stamp}@example.com`,
  password: 'mountain-light-1',
  newPassword: 'valley-dawn-2024',
};

async function openAccountMenu(page: Page) {
  await topBar(page).getByRole('button', { name: photographer.username }).click();
  return page.getByRole('list', { name: `Account menu for ${photographer.username}` });
}

async function logout(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(topBar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Studio Dashboard' })).toHaveCount(0);
}

async function expectPhotographerMenus(page: Page) {
  await expect(mainNav(page).getByRole('link', { name: 'Studio Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Subscriptions' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'My Dashboard' })).toHaveCount(0);
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Upload Content' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test('a photographer registers, signs out and in, and resets a forgotten password', async ({ page, baseURL }) => {
  await page.goto('/');
  await dismissBetaNotice(page);

  // Register as a photographer, with district and city.
  await topBar(page).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/register');
  await page.getByLabel('Username').fill(photographer.username);
  await page.getByLabel('Email').fill(photographer.email);
  await page.getByLabel('Password', { exact: true }).fill(photographer.password);
  await expect(page.getByLabel('District')).toHaveCount(0);
  await page.getByRole('radio', { name: /^Photographer/ }).check();
  await page.getByLabel('District').selectOption('Kaski');
  await page.getByLabel('City').fill('Pokhara');
  await page.getByLabel('Contact number (optional)').fill('9800000000');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/');
  await expectPhotographerMenus(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The stored token survives a reload (verified with auth.me).
  await page.reload();
  await dismissBetaNotice(page);
  await expect(topBar(page).getByRole('button', { name: photographer.username })).toBeVisible();

  // Upload Content goes to the studio dashboard, the closest real page.
  const menu = await openAccountMenu(page);
  await menu.getByRole('link', { name: 'Upload Content' }).click();
  await expect(page).toHaveURL('/photographer-dashboard');
  await expect(page.getByText(`Welcome, ${photographer.username}!`)).toBeVisible();

  await logout(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Sign in again.
  await topBar(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, photographer.email, photographer.password);
  await expect(page).toHaveURL('/');
  await expectPhotographerMenus(page);
  await logout(page);

  // Forgot password: the reset mail lands in DATA_DIR/outbox.
  await topBar(page).getByRole('link', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  const before = await outboxFiles();
  await page.getByLabel('Email').fill(photographer.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(noticeMessages.forgotPasswordSent);

  const link = resetLink(await newestMailAfter(before));
  expect(link.url).toBe(`${baseURL}/?token=${link.token}`);

  // The link opens reset-password and the token leaves the address.
  await page.goto(link.url);
  await expect(page).toHaveURL('/reset-password');
  expect(page.url()).not.toContain('token');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  const newPassword = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  await newPassword.fill(photographer.newPassword);
  await confirm.fill(`${photographer.newPassword}!`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await newPassword.fill('short');
  await confirm.fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');

  await newPassword.fill(photographer.newPassword);
  await confirm.fill(photographer.newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(noticeMessages.passwordResetDone);
  const resetAt = Date.now();

  // The login page opens by itself after 3 seconds.
  await expect(page).toHaveURL('/login', { timeout: 10_000 });
  expect(Date.now() - resetAt).toBeGreaterThan(2_000);

  // The old password no longer works; the new one does.
  await signIn(page, photographer.email, photographer.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/login');

  await signIn(page, photographer.email, photographer.newPassword);
  await expect(page).toHaveURL('/');
  // The reset link was a new page visit, so home shows the beta notice once more.
  await dismissBetaNotice(page);
  await expectPhotographerMenus(page);
});

test('a reset link works only once', async ({ page, request }) => {
  const email = `once_${stamp}@example.com`;
  const registered = await request.post('/trpc/auth.register', {
    data: { username: `once_${stamp}`, email, password: 'first-pass-123', role: 'user' },
  });
  expect(registered.ok()).toBe(true);
  const before = await outboxFiles();
  const answer = await request.post('/trpc/auth.forgotPassword', { data: { email } });
  expect(answer.ok()).toBe(true);
  const link = resetLink(await newestMailAfter(before));

  for (const attempt of [1, 2]) {
    await page.goto(link.url);
    await expect(page).toHaveURL('/reset-password');
    await page.getByLabel('New password', { exact: true }).fill(`another-pass-${attempt}`);
    await page.getByLabel('Confirm new password').fill(`another-pass-${attempt}`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    if (attempt === 1) await expect(page.getByRole('status')).toHaveText(noticeMessages.passwordResetDone);
    else await expect(page.getByRole('alert')).toHaveText('Invalid or expired reset token. Please try again.');
  }
});

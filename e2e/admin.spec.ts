import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { account, openAs, register, setPlan, stamp } from './fixtures.js';
import { noisePng } from './mediaFiles.js';

const member = account('applicant');
const painter = account('lightpainter');
const receipt = () => `data:image/png;base64,${noisePng(32, 20).toString('base64')}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { email: process.env.TASBIR_E2E_ADMIN_EMAIL, password: process.env.TASBIR_E2E_ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function postAs(request: APIRequestContext, path: string, token: string, data: object) {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

const adminTab = (page: Page, name: RegExp) => page.getByRole('tablist', { name: 'Admin panel sections' }).getByRole('tab', { name });

test('an admin approves a plan request with its receipt, a credit request with a note, and deletes a photo', async ({ page }) => {
  const { token: photographerToken } = await register(page.request, member, 'photographer');
  await postAs(page.request, '/api/subscription/upgrade', photographerToken, { plan: 'diamond', payment_method: 'bank_transfer', payment_proof: receipt() });
  const { token: fanToken } = await register(page.request, painter, 'user');
  await postAs(page.request, '/api/credits/request', fanToken, { amount: 1200, payment_method: 'khalti', receipt_image: receipt() });
  await setPlan(page.request, photographerToken, 'silver');
  const photoTitle = `Rara Lake at noon ${stamp}`;
  await postAs(page.request, '/api/photos', photographerToken, { title: photoTitle, image_data: `data:image/png;base64,${noisePng(120, 80).toString('base64')}` });

  await page.goto('/');
  await openAs(page, await adminToken(page.request), '/admin-dashboard');
  await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByText('Total revenue')).toBeVisible();

  // The plan request: its receipt is shown before the admin approves it.
  await adminTab(page, /^Subscriptions \(\d+\)$/).click();
  const planRequest = page.getByRole('listitem', { name: `@${member.username}` });
  await expect(planRequest).toContainText(member.email);
  await expect(planRequest).toContainText('Rs 2,000 / month');
  await expect(planRequest.getByRole('img', { name: `Payment receipt of ${member.username}` })).toBeVisible();
  await expect(planRequest).toContainText(/Receipt \(\d+ KB\)/);
  await planRequest.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscription approved successfully!' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Approved/ })).toContainText(`@${member.username}`);

  // The credit request, approved with a note; the balance follows.
  await adminTab(page, /^Credits \(\d+\)$/).click();
  const creditRequest = page.getByRole('listitem', { name: `@${painter.username}: 1,200 credits` });
  await expect(creditRequest.getByRole('img', { name: `Payment receipt of ${painter.username}` })).toBeVisible();
  await creditRequest.getByLabel('Admin note (optional)').fill('Khalti reference checked');
  await creditRequest.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Credit request approved: 1,200 credits added for @${painter.username}.` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last 5 approved' })).toContainText('Khalti reference checked');
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${fanToken}` } });
  expect(((await me.json()) as { credits: number }).credits).toBe(1200);

  // A photo goes from the content tab, after a confirmation.
  await adminTab(page, /^Content$/).click();
  const photo = page.getByRole('listitem', { name: photoTitle });
  await expect(photo).toContainText(`by @${member.username}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await photo.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo deleted successfully!' })).toBeVisible();
  await expect(photo).toHaveCount(0);
});

test('the admin panel is for administrators only', async ({ page }) => {
  const { token } = await register(page.request, account('curious'), 'user');
  await page.goto('/');
  await openAs(page, token, '/admin-dashboard');
  await expect(page.getByText('This dashboard is for administrators only')).toBeVisible();
  expect((await page.request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { account, openAs, password, register, setPlan, signIn, stamp, topBar } from './fixtures.js';
import { noisePng } from './mediaFiles.js';

const member = account('applicant');
const painter = account('lightpainter');
const receipt = () => `data:image/png;base64,${noisePng(32, 20).toString('base64')}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: process.env.TASBIR_E2E_ADMIN_EMAIL, password: process.env.TASBIR_E2E_ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function postAs(request: APIRequestContext, path: string, token: string, data: object) {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

const adminTab = (page: Page, name: RegExp) =>
  page.getByRole('tablist', { name: 'Admin panel sections' }).getByRole('tab', { name });

test('an admin approves a plan request with its receipt and a credit request, deletes a photo, suspends and reactivates a user, and finds each in the audit log', async ({
  page,
  browser,
}) => {
  const { token: photographerToken } = await register(page.request, member, 'photographer');
  await postAs(page.request, '/api/subscription/upgrade', photographerToken, {
    plan: 'diamond',
    payment_method: 'bank_transfer',
    payment_proof: receipt(),
  });
  const { token: fanToken } = await register(page.request, painter, 'user');
  await postAs(page.request, '/api/credits/request', fanToken, {
    amount: 1200,
    payment_method: 'khalti',
    receipt_image: receipt(),
  });
  await setPlan(page.request, photographerToken, 'silver');
  const photoTitle = `Rara Lake at noon ${stamp}`;
  await postAs(page.request, '/api/photos', photographerToken, {
    title: photoTitle,
    image_data: `data:image/png;base64,${noisePng(120, 80).toString('base64')}`,
  });

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
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Credit request approved: 1,200 credits added for @${painter.username}.` }),
  ).toBeVisible();
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

  // The fan is signed in elsewhere; a suspension signs them out, an activation lets them back in.
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await fanPage.goto('/');
  await openAs(fanPage, fanToken, '/photos');
  await expect(topBar(fanPage)).toContainText(painter.username);
  await adminTab(page, /^Users$/).click();
  await page.getByLabel('Search by username or email').fill(painter.username);
  const row = page.getByRole('listitem', { name: painter.username });
  await expect(row).toContainText('1,200 credits');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to suspend this user?');
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User suspended successfully!' })).toBeVisible();
  await expect(row).toContainText('Suspended');
  await fanPage.reload();
  await expect(topBar(fanPage).getByRole('link', { name: 'Login' })).toBeVisible();
  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User activated successfully!' })).toBeVisible();
  await fanPage.goto('/login');
  await signIn(fanPage, painter.email, password);
  await expect(topBar(fanPage)).toContainText(painter.username);
  await fanContext.close();

  // Every step is in the audit log; History shows one account's entries.
  await adminTab(page, /^Audit$/).click();
  const audit = page.getByRole('tabpanel', { name: 'Audit' });
  for (const action of [
    'subscription_request.approved',
    'credit_request.approved',
    'photo.deleted',
    'user.suspended',
    'user.activated',
  ])
    await expect(audit.getByRole('list').getByText(action, { exact: true }).first()).toBeVisible();
  await expect(audit).toContainText('suspended: false → true');
  await adminTab(page, /^Users$/).click();
  await row.getByRole('button', { name: 'History' }).click();
  await expect(audit).toContainText(`Entries about @${painter.username}`);
  await expect(audit.getByRole('listitem')).toHaveCount(3);
});

test('the admin panel is for administrators only', async ({ page }) => {
  const { token } = await register(page.request, account('curious'), 'user');
  await page.goto('/');
  await openAs(page, token, '/admin-dashboard');
  await expect(page.getByText('This dashboard is for administrators only')).toBeVisible();
  expect(
    (await page.request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(403);
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { account, openAs, register, setPlan, stamp, topBar } from './fixtures.js';
import { noisePng } from './mediaFiles.js';

const fan = account('patron');
const maker = account('lensman');
const mp4 = readFileSync(new URL('./fixtures/reel.mp4', import.meta.url));
let reel: { id: string; token: string } | undefined;

/** A receipt as the file picker hands it over: a small PNG. */
const receiptFile = (name: string) => ({ name, mimeType: 'image/png', buffer: noisePng(24, 16) });

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: process.env.TASBIR_E2E_ADMIN_EMAIL, password: process.env.TASBIR_E2E_ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** The admin approves the newest waiting request of a list (the admin panel comes with its own tests). */
async function approveNewest(
  request: APIRequestContext,
  listPath: string,
  approvePath: (id: string) => { method: 'put' | 'post'; path: string; data?: object },
  username: string,
) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await request.get(listPath, { headers });
  expect(listed.ok(), await listed.text()).toBe(true);
  const body = (await listed.json()) as {
    pending?: { id: string; user_username: string }[];
    requests?: { id: string; user_username: string; status: string }[];
  };
  const waiting = body.pending ?? body.requests?.filter((entry) => entry.status === 'pending_approval') ?? [];
  const mine = waiting.find((entry) => entry.user_username === username);
  expect(mine, `a waiting request of ${username}`).toBeTruthy();
  const call = approvePath(mine?.id ?? '');
  const approved = await request[call.method](call.path, { headers, data: call.data });
  expect(approved.ok(), await approved.text()).toBe(true);
}

const dashboardTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });

// Other files expect an empty reels feed on the shared server: the reel made here goes again.
test.afterAll(async ({ request }) => {
  if (!reel) return;
  const response = await request.delete(`/api/reels/${reel.id}`, {
    headers: { Authorization: `Bearer ${reel.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
});

test('a user buys credits with a receipt, an admin approves, and the gift reaches the photographer and the leaderboard', async ({
  page,
}) => {
  const { token: makerToken } = await register(page.request, maker, 'photographer');
  await setPlan(page.request, makerToken, 'silver');
  const title = `Dawn over Phewa ${stamp}`;
  const created = await page.request.post('/api/reels', {
    headers: { Authorization: `Bearer ${makerToken}` },
    data: { title, video_data: `data:video/mp4;base64,${mp4.toString('base64')}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  reel = { id: ((await created.json()) as { id: string }).id, token: makerToken };

  // The fan asks for 300 credits on the dashboard's credits tab, with a receipt and its preview.
  const { token } = await register(page.request, fan, 'user');
  await page.goto('/');
  await openAs(page, token, '/dashboard');
  await dashboardTab(page, 'Credits').click();
  const form = page.getByRole('form', { name: 'Request credits' });
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields and upload a receipt');
  await form.getByLabel('Amount (credits)').fill('300');
  await form.getByLabel('Payment method').selectOption('esewa');
  await form.getByLabel('Payment receipt').setInputFiles(receiptFile('esewa-receipt.png'));
  await expect(form.getByRole('img', { name: 'Preview of your receipt' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Credit request sent! An admin will check your receipt and add 300 credits.',
  );
  const history = page.getByRole('region', { name: 'Your credit requests' });
  await expect(history.getByRole('listitem').first()).toContainText('300 credits');
  await expect(history.getByRole('listitem').first()).toContainText('Pending');
  await expect(history.getByRole('listitem').first()).toContainText('eSewa');

  // The admin approves; the tab follows the waiting request, and the top bar shows the new balance.
  await approveNewest(
    page.request,
    '/api/admin/credits/requests',
    (id) => ({
      method: 'put',
      path: `/api/admin/credits/requests/${id}`,
      data: { status: 'approved', admin_note: 'Receipt checked' },
    }),
    fan.username,
  );
  await expect(history.getByRole('listitem').first()).toContainText('Approved', { timeout: 20_000 });
  await expect(history.getByRole('listitem').first()).toContainText('Receipt checked');
  await expect(topBar(page)).toContainText('300 credits');

  // A gift from the reel, and one from the directory card.
  await page.goto('/reels');
  await page
    .getByRole('region', { name: `Reel: ${title}` })
    .getByRole('button', { name: 'Send a gift' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Send a gift to @${maker.username}` });
  await dialog.getByText('Lali Gurans').click();
  await dialog.getByLabel('Message (optional)').fill('Thank you for the sunrise');
  await dialog.getByRole('button', { name: 'Send Gift' }).click();
  await expect(dialog.getByRole('status')).toContainText('You now have 50 credits.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.goto('/photographers');
  await page.getByRole('article', { name: maker.username }).getByRole('button', { name: 'Send Gift' }).click();
  await dialog.getByText('Marigold Garland').click();
  await dialog.getByRole('button', { name: 'Send Gift' }).click();
  await expect(dialog.getByRole('status')).toContainText('You now have 40 credits.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(topBar(page)).toContainText('40 credits');

  // The fan's dashboard counts both gifts.
  await page.goto('/dashboard');
  await expect(page.getByRole('definition').filter({ hasText: '40 credits' })).toBeVisible();
  await dashboardTab(page, 'Gifts').click();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('tabpanel')).toContainText(`to @${maker.username}`);

  // The photographer sees the gifts and their share (silver: 50%) on the studio dashboard.
  await openAs(page, makerToken, '/photographer-dashboard');
  const statCard = (label: string) =>
    page
      .getByRole('tabpanel')
      .locator('.stat-card')
      .filter({ has: page.getByRole('term').filter({ hasText: label }) });
  await expect(statCard('Gifts received')).toContainText('Rs 260');
  await expect(statCard('Earnings')).toContainText('Rs 130');
  const received = page.getByRole('region', { name: 'Gifts you received' });
  await expect(received.getByRole('listitem')).toHaveCount(2);
  await expect(received).toContainText(`from @${fan.username}`);
  await expect(received).toContainText('Thank you for the sunrise');

  // And on the leaderboard.
  await page.goto('/leaderboard');
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: maker.username }) });
  await expect(entry).toContainText('Rs 260');
});

test('a photographer asks for a plan with a receipt and, once approved, sees it with its days remaining', async ({
  page,
}) => {
  const photographer = account('upgrader');
  const { token } = await register(page.request, photographer, 'photographer');
  await page.goto('/');
  await openAs(page, token, '/subscriptions');
  await expect(page.getByRole('heading', { name: 'Your current plan: Free' })).toBeVisible();
  await expect(page.getByText('Photos: 0 used of 0, 0 remaining')).toBeVisible();

  const form = page.getByRole('form', { name: 'Upgrade your plan' });
  await form.getByLabel('Plan').selectOption('gold');
  await form.getByLabel('Payment receipt').setInputFiles(receiptFile('bank-transfer.png'));
  await form.getByRole('button', { name: 'Send upgrade request' }).click();
  await expect(page.getByText(/Your request for the Gold plan \(sent .+\) is waiting for approval\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan requests' })).toContainText('Waiting for approval');

  await approveNewest(
    page.request,
    '/api/subscription/requests',
    (id) => ({ method: 'post', path: `/api/subscription/approve/${id}` }),
    photographer.username,
  );
  await expect(page.getByRole('heading', { name: 'Your current plan: Gold' })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('30 days remaining')).toBeVisible();
  await expect(page.getByText('Photos: 0 used of 15, 15 remaining')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan requests' })).toContainText('Approved');
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { account, openAs, register, setPlan, stamp, topBar } from './fixtures.js';
import { noisePng } from './mediaFiles.js';

const giver = account('giver');
const maker = account('giftee');
const mp4 = readFileSync(new URL('./fixtures/reel.mp4', import.meta.url));
let reel: { id: string; token: string } | undefined;

/** Credits the way the product gives them: the user sends a receipt and the admin approves it. */
async function grantCredits(request: APIRequestContext, token: string, amount: number) {
  const receipt = `data:image/png;base64,${noisePng(8, 8).toString('base64')}`;
  const asked = await request.post('/api/credits/request', {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount, payment_method: 'khalti', receipt_image: receipt },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { id } = (await asked.json()) as { id: string };
  const login = await request.post('/api/login', {
    data: { email: process.env.TASBIR_E2E_ADMIN_EMAIL, password: process.env.TASBIR_E2E_ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: adminToken } = (await login.json()) as { access_token: string };
  const approved = await request.put(`/api/admin/credits/requests/${id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

// Other files expect an empty reels feed on the shared server: the reel made here goes again.
test.afterAll(async ({ request }) => {
  if (!reel) return;
  const response = await request.delete(`/api/reels/${reel.id}`, {
    headers: { Authorization: `Bearer ${reel.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
});

test('a user sends a gift from the reels feed and the top bar shows the lower balance', async ({ page }) => {
  const { id: makerId, token: makerToken } = await register(page.request, maker, 'photographer');
  await setPlan(page.request, makerToken, 'silver');
  const title = `Gift me ${stamp}`;
  const created = await page.request.post('/api/reels', {
    headers: { Authorization: `Bearer ${makerToken}` },
    data: { title, video_data: `data:video/mp4;base64,${mp4.toString('base64')}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  reel = { id: ((await created.json()) as { id: string }).id, token: makerToken };

  const { token } = await register(page.request, giver, 'user');
  await grantCredits(page.request, token, 500);
  await page.goto('/reels');
  await openAs(page, token, '/reels');
  await expect(topBar(page)).toContainText('500 credits');

  await page
    .getByRole('region', { name: `Reel: ${title}` })
    .getByRole('button', { name: 'Send a gift' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Send a gift to @${maker.username}` });
  await expect(dialog).toContainText('500 credits');
  const send = dialog.getByRole('button', { name: 'Send Gift' });
  await expect(send).toBeDisabled();

  // The grid is a radio group: arrow keys move the choice.
  await dialog.getByText('Plate of Momo').click();
  await expect(dialog.getByRole('radio', { name: 'Plate of Momo 50 credits' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Film Roll 100 credits' })).toBeChecked();
  await expect(dialog.getByRole('definition')).toHaveText(['100 credits', '400 credits']);
  await dialog.getByLabel('Message (optional)').fill('For the light on the ridge');
  await expect(dialog.getByText('26/200 characters')).toBeVisible();

  // +500 opens the credit request form with 500 filled in; back again, the choice and message wait.
  await dialog.getByRole('button', { name: '+500' }).click();
  await expect(dialog.getByLabel('Amount (credits)')).toHaveValue('500');
  await dialog.getByRole('button', { name: 'Back to gifts' }).click();
  await expect(dialog.getByRole('radio', { name: 'Film Roll 100 credits' })).toBeChecked();
  await expect(dialog.getByLabel('Message (optional)')).toHaveValue('For the light on the ridge');

  await send.click();
  await expect(dialog.getByRole('status')).toHaveText(
    `🎞️ Film Roll sent to @${maker.username}! You now have 400 credits.`,
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(topBar(page)).toContainText('400 credits');

  // Credits spent elsewhere meanwhile: the server refuses by its code and the balance shown refreshes.
  await page
    .getByRole('region', { name: `Reel: ${title}` })
    .getByRole('button', { name: 'Send a gift' })
    .click();
  await expect(dialog.getByText('400 credits', { exact: true })).toBeVisible();
  const elsewhere = await page.request.post('/api/gifts/purchase', {
    headers: { Authorization: `Bearer ${token}` },
    data: { recipient_id: makerId, gift_type: 'lali_gurans' },
  });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
  await dialog.getByText('Lali Gurans').click();
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Insufficient credits! You need 250 credits but only have 150 credits.',
  );
  await expect(dialog.getByText('150 credits', { exact: true })).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(topBar(page)).toContainText('150 credits');
});

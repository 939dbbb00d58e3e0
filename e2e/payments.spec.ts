import { expect, test } from '@playwright/test';
import { uiEn } from '@tasbir/shared';
import { expectAccessible, watchContentSecurity } from './a11y.js';
import { account, openAs, register, stamp, topBar } from './fixtures.js';
import { noisePng, tempFile } from './mediaFiles.js';
import {
  adminToken,
  balanceOf,
  grantCredits,
  outcome,
  payAtSandbox,
  paymentIdOf,
  sendGiftFromPaymentPage,
} from './paymentSteps.js';

/*
 * Online payments and payouts (issue 14), through the in-process sandbox of eSewa and Khalti: its
 * checkout pages stand in for the wallets' own, and its buttons choose how the payment ends. No
 * admin takes part in a payment; one takes part in a payout. The pages are scanned with axe as they
 * fill, and the whole trip (a form posted to eSewa, the returns) runs under the Content-Security-Policy.
 */

const maker = account('payee');
let photo: { id: string; token: string } | undefined;

test.beforeAll(async ({ request }) => {
  await register(request, maker, 'photographer');
});

let csp: ReturnType<typeof watchContentSecurity>;
test.beforeEach(({ page }) => {
  csp = watchContentSecurity(page);
});
test.afterEach(() => {
  expect.soft(csp.reports, 'what the Content-Security-Policy refused').toEqual([]);
  expect.soft(csp.unprotected, 'pages served without the Content-Security-Policy').toEqual([]);
});

// Other files expect an empty gallery on the shared server: the photo uploaded here goes again.
test.afterAll(async ({ request }) => {
  if (!photo) return;
  const response = await request.delete(`/api/photos/${photo.id}`, {
    headers: { Authorization: `Bearer ${photo.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
});

test('a new user buys 500 credits with eSewa, sends a gift at once, and reloading the return changes nothing', async ({
  page,
}) => {
  const fan = account('esewafan');
  const { token } = await register(page.request, fan, 'user');
  await page.goto('/');
  await openAs(page, token, '/dashboard/credits');

  const form = page.getByRole('form', { name: 'Buy credits online' });
  await expect(form.getByRole('radio', { name: '500 credits' })).toBeChecked();
  await expect(form).toContainText('You pay Rs 500 for 500 credits.');
  const returnUrl = await payAtSandbox(page, 'Pay with eSewa', 'eSewa', 'Pay');
  await expect(outcome(page)).toHaveText('500 credits were added. Your balance is 500 credits.');
  await expect(page.getByRole('region', { name: 'Payment details' })).toContainText('Paid');
  await expect(topBar(page)).toContainText('500 credits');
  await expectAccessible(page, uiEn, 'a completed payment');
  const paymentId = paymentIdOf(page);

  // "Lali Gurans" is worth 250 credits.
  await sendGiftFromPaymentPage(page, maker.username, 250);
  await expect(topBar(page)).toContainText('250 credits');

  // The wallet's return again, and the payment page again: nothing is paid twice.
  await page.goto(returnUrl);
  await expect(page).toHaveURL(`/payments/${paymentId}`);
  await expect(outcome(page)).toHaveText('500 credits were added. Your balance is 250 credits.');
  await page.reload();
  await expect(outcome(page)).toHaveText('500 credits were added. Your balance is 250 credits.');
  expect(await balanceOf(page.request, token)).toBe(250);

  // The Credits tab lists the payment.
  await openAs(page, token, '/dashboard/credits');
  const history = page.getByRole('region', { name: 'Your online payments' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Paid');
  await expect(history.getByRole('listitem').first()).toContainText('eSewa · Rs 500');
  await expectAccessible(page, uiEn, 'the credits tab with an online payment');

  // An admin finds it by our number; its credits are spent, so it cannot be refunded.
  await openAs(page, await adminToken(page.request), '/admin-dashboard/payments');
  await page.getByRole('searchbox', { name: 'Our payment number or the wallet’s reference' }).fill(paymentId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('listitem', { name: `@${fan.username}: 500 credits` });
  await expect(found).toBeVisible();
  await expect(page.getByText('Showing 1 payments, newest first (at most 100).')).toBeVisible();
  await found.getByLabel('Refund reference at eSewa').fill('ESW-REFUND-1');
  await found.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Could not mark the payment refunded: These credits are already spent: the account has 250 of the 500 credits to refund',
  );
  await expectAccessible(page, uiEn, 'the admins’ payments with a refusal');
});

test('a new user buys 500 credits with Khalti, sends a gift at once, and reloading the return changes nothing', async ({
  page,
}) => {
  const fan = account('khaltifan');
  const { token } = await register(page.request, fan, 'user');
  await page.goto('/');
  await openAs(page, token, '/dashboard/credits');

  const returnUrl = await payAtSandbox(page, 'Pay with Khalti', 'Khalti', 'Pay');
  await expect(outcome(page)).toHaveText('500 credits were added. Your balance is 500 credits.');
  const paymentId = paymentIdOf(page);
  await sendGiftFromPaymentPage(page, maker.username, 250);

  await page.goto(returnUrl);
  await expect(page).toHaveURL(`/payments/${paymentId}`);
  await expect(outcome(page)).toHaveText('500 credits were added. Your balance is 250 credits.');
  await page.reload();
  await expect(outcome(page)).toHaveText('500 credits were added. Your balance is 250 credits.');
  expect(await balanceOf(page.request, token)).toBe(250);
});

test('a cancelled payment can be tried again, and a pending one is followed until it completes', async ({ page }) => {
  const fan = account('patientfan');
  const { token } = await register(page.request, fan, 'user');
  await page.goto('/');
  await openAs(page, token, '/dashboard/credits');

  const form = page.getByRole('form', { name: 'Buy credits online' });
  await form.getByRole('radio', { name: 'Another amount' }).check();
  await form.getByLabel('Your amount (credits)').fill('5');
  await form.getByRole('button', { name: 'Pay with Khalti' }).click();
  await expect(form.getByRole('alert')).toHaveText('Amount must be between 10 and 1,00,000 credits');
  await form.getByLabel('Your amount (credits)').fill('120');
  await expect(form).toContainText('You pay Rs 120 for 120 credits.');

  await payAtSandbox(page, 'Pay with Khalti', 'Khalti', 'Cancel');
  await expect(outcome(page)).toHaveText('This payment did not go through, and nothing was added to your account.');
  await expect(page.getByRole('link', { name: 'Choose another way to pay' })).toBeVisible();
  await expectAccessible(page, uiEn, 'a payment that did not go through');

  // The same payment again; the wallet takes a moment, and the page asks until it is done.
  await payAtSandbox(page, 'Try again with Khalti', 'Khalti', 'Pending, then complete');
  await expect(outcome(page)).toHaveText('Checking with Khalti…');
  await expect(outcome(page)).toHaveText('120 credits were added. Your balance is 120 credits.', { timeout: 20_000 });
  await expect(topBar(page)).toContainText('120 credits');
});

test('a photographer buys the Gold plan with Khalti and uploads a photo at once', async ({ page }) => {
  const studio = account('goldbuyer');
  const { token } = await register(page.request, studio, 'photographer');
  await page.goto('/');
  await openAs(page, token, '/subscriptions');
  await expect(page.getByRole('heading', { name: 'Your current plan: Free' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Pay online' });
  await form.getByLabel('Plan').selectOption('gold');
  await expect(form).toContainText('You pay Rs 1,000 for 30 days of the Gold plan.');
  await payAtSandbox(page, 'Pay with Khalti', 'Khalti', 'Pay');
  await expect(outcome(page)).toHaveText('Your Gold plan is now active.');
  await expect(page.getByText(/^It runs until .+\.$/)).toBeVisible();

  await page.getByRole('link', { name: 'Upload a photo' }).click();
  await expect(page).toHaveURL('/photos');
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a Photo' });
  await expect(dialog.getByText('Uploads left on your plan: 15')).toBeVisible();
  await dialog.getByLabel('Title').fill(`Gold morning ${stamp}`);
  await dialog.getByLabel('Image').setInputFiles(tempFile('gold.png', noisePng(64, 48)));
  const uploaded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/api/photos'),
  );
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const answer = await uploaded;
  expect(answer.ok(), await answer.text()).toBe(true);
  photo = { id: ((await answer.json()) as { id: string }).id, token };
  await expect(page.getByRole('alert').filter({ hasText: 'Photo uploaded successfully!' })).toBeVisible();
});

test('a photographer asks for a payout, an admin marks it paid, and both see it in their histories', async ({
  page,
}) => {
  const studio = account('payoutee');
  const { token } = await register(page.request, studio, 'photographer');
  await grantCredits(page.request, token, 1500);
  await page.goto('/');
  await openAs(page, token, '/photographer-dashboard/earnings');

  const figure = (label: string) =>
    page
      .getByRole('tabpanel')
      .locator('.stat-card')
      .filter({ has: page.getByRole('term').filter({ hasText: label }) });
  await expect(figure('You can withdraw')).toContainText('1,500 credits');
  const form = page.getByRole('form', { name: 'Withdraw your earnings' });
  await form.getByLabel('Credits to withdraw').fill('1200');
  await form.getByRole('radio', { name: 'Khalti' }).check();
  await form.getByLabel('Account holder’s name').fill('Sita Rai');
  await form.getByLabel('Khalti wallet (mobile number)').fill('98123');
  await form.getByRole('button', { name: 'Request payout' }).click();
  await expect(form.getByRole('alert')).toHaveText('eSewa and Khalti IDs are Nepali mobile numbers (98XXXXXXXX)');
  await form.getByLabel('Khalti wallet (mobile number)').fill('9812345678');
  await form.getByRole('button', { name: 'Request payout' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Payout requested: 1,200 credits are held until an admin sends them.' }),
  ).toBeVisible();
  await expect(figure('Waiting to be sent')).toContainText('1,200 credits');
  await expect(topBar(page)).toContainText('300 credits');
  const mine = page.getByRole('region', { name: 'Your payouts' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText('Waiting for an admin');
  await expectAccessible(page, uiEn, 'the earnings tab with a held payout');

  const admin = await adminToken(page.request);
  await openAs(page, admin, '/admin-dashboard/payouts');
  const held = page.getByRole('listitem', { name: `@${studio.username}: 1,200 credits` });
  await expect(held).toContainText('Sita Rai');
  await expect(held).toContainText('9812345678');
  await expectAccessible(page, uiEn, 'the admins’ held payouts');
  await held.getByLabel('Transfer reference').fill(`KHT-${stamp}`);
  await held.getByRole('button', { name: 'Mark paid' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Payout of 1,200 credits to @${studio.username} marked paid.` }),
  ).toBeVisible();
  await expect(held).toBeHidden();
  await page.getByLabel('Show').selectOption('paid');
  await expect(page.getByRole('listitem', { name: `@${studio.username}: 1,200 credits` })).toContainText(
    `KHT-${stamp}`,
  );

  await openAs(page, token, '/photographer-dashboard/earnings');
  await expect(mine.first()).toContainText('Paid');
  await expect(mine.first()).toContainText(`Transfer reference: KHT-${stamp}`);
  await expect(figure('Paid out so far')).toContainText('1,200 credits');
});

test('a payer who never came back finds the payment done from their history, and an ambiguous one waits for an admin', async ({
  page,
}) => {
  const fan = account('wanderer');
  const { token } = await register(page.request, fan, 'user');
  await page.goto('/');
  await openAs(page, token, '/dashboard/credits');
  await page.getByRole('form', { name: 'Buy credits online' }).getByRole('radio', { name: '100 credits' }).check();
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  await page.getByRole('button', { name: 'Pay but never come back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You left the payment page' })).toBeVisible();

  // Back on the site, the history shows the payment as started; its page asks eSewa, which has it paid.
  await openAs(page, token, '/dashboard/credits');
  const history = page.getByRole('region', { name: 'Your online payments' });
  await expect(history.getByRole('listitem').first()).toContainText('Started');
  await history.getByRole('link', { name: '100 credits' }).click();
  await expect(outcome(page)).toHaveText('100 credits were added. Your balance is 100 credits.', { timeout: 20_000 });

  await openAs(page, token, '/dashboard/credits');
  await page.getByRole('form', { name: 'Buy credits online' }).getByRole('radio', { name: '100 credits' }).check();
  await payAtSandbox(page, 'Pay with eSewa', 'eSewa', 'Ambiguous (status AMBIGUOUS)');
  await expect(outcome(page)).toContainText(
    'eSewa answered in a way we could not match to this payment, so an admin is looking at it.',
  );
  expect(await balanceOf(page.request, token)).toBe(100);

  await openAs(page, await adminToken(page.request), '/admin-dashboard/payments');
  await page.getByRole('button', { name: /^Payments to check \(\d+\)$/ }).click();
  await expect(page.getByLabel('Status')).toHaveValue('ambiguous');
  const waiting = page.getByRole('listitem', { name: `@${fan.username}: 100 credits` });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Being checked by an admin');
  await expect(waiting.getByRole('button', { name: 'Mark refunded' })).toHaveCount(0);
});

test('the payment page stops asking after a while and checks again when asked', async ({ page }) => {
  const fan = account('waiter');
  const { token } = await register(page.request, fan, 'user');
  await page.clock.install();
  await page.goto('/');
  await openAs(page, token, '/dashboard/credits');
  await page.getByRole('button', { name: 'Pay with Khalti' }).click();
  await expect(page.getByRole('heading', { name: 'Khalti sandbox checkout' })).toBeVisible();
  const checkout = page.url();

  // The payer opens the payment's page before choosing at Khalti: it asks, and asks, then stops.
  await page.goto('/dashboard/credits');
  await page.getByRole('region', { name: 'Your online payments' }).getByRole('link', { name: '500 credits' }).click();
  await expect(outcome(page)).toHaveText('Checking with Khalti…');
  const checkAgain = page.getByRole('button', { name: 'Check again' });
  await expect
    .poll(
      async () => {
        await page.clock.fastForward('00:45');
        return checkAgain.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(outcome(page)).toHaveText(
    'Khalti has not confirmed this payment yet. If you paid, it shows here once they do.',
  );

  // In another tab the payer pays at Khalti and never comes back from there; here, they check again.
  const other = await page.context().newPage();
  await other.goto(checkout);
  await other.getByRole('button', { name: 'Pay but never come back', exact: true }).click();
  await expect(other.getByRole('heading', { name: 'You left the payment page' })).toBeVisible();
  await other.close();
  await checkAgain.click();
  await expect(outcome(page)).toHaveText('500 credits were added. Your balance is 500 credits.');
  await expect(checkAgain).toBeHidden();
});

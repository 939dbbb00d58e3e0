import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { noisePng } from './mediaFiles.js';

// Steps of the payment tests (payments.spec.ts): the admin's token, credits by receipt, the balance, the sandbox's checkout.

/** A token of the e2e server's admin (playwright.config.ts). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: process.env.TASBIR_E2E_ADMIN_EMAIL, password: process.env.TASBIR_E2E_ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Credits the way the product gives them without a wallet: a receipt the admin approves. */
export async function grantCredits(request: APIRequestContext, token: string, amount: number) {
  const receipt = `data:image/png;base64,${noisePng(8, 8).toString('base64')}`;
  const asked = await request.post('/api/credits/request', {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount, payment_method: 'bank_transfer', receipt_image: receipt },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { id } = (await asked.json()) as { id: string };
  const approved = await request.put(`/api/admin/credits/requests/${id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** The account's balance, asked of the API. */
export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok(), await me.text()).toBe(true);
  return ((await me.json()) as { credits: number }).credits;
}

/**
 * Clicks a wallet button and then the sandbox checkout's outcome button; answers the return URL the
 * wallet sent the browser to (it then goes on to the payment page).
 */
export async function payAtSandbox(
  page: Page,
  payButton: string,
  wallet: 'eSewa' | 'Khalti',
  outcome: string,
): Promise<string> {
  await page.getByRole('button', { name: payButton }).click();
  await expect(page.getByRole('heading', { name: `${wallet} sandbox checkout` })).toBeVisible();
  const returned = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() && request.url().includes(`/api/payments/${wallet.toLowerCase()}/return`),
  );
  await page.getByRole('button', { name: outcome, exact: true }).click();
  const returnUrl = (await returned).url();
  await expect(page).toHaveURL(/\/payments\/[\w-]+$/);
  return returnUrl;
}

/** The payment the page shows, from its address (`/payments/{id}`). */
export const paymentIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';
/** The payment page's live sentence: where the payment stands. */
export const outcome = (page: Page) => page.getByRole('main').getByRole('status');

/** From the payment page's link, a gift ("Lali Gurans", 250 credits) on the photographer's directory card. */
export async function sendGiftFromPaymentPage(page: Page, username: string, balanceAfter: number) {
  await page.getByRole('link', { name: 'Send a gift to a photographer' }).click();
  await expect(page).toHaveURL('/photographers');
  await page.getByRole('search', { name: 'Filter photographers' }).getByLabel('Search').fill(username);
  await page.getByRole('article', { name: username }).getByRole('button', { name: 'Send Gift' }).click();
  const dialog = page.getByRole('dialog', { name: `Send a gift to @${username}` });
  await dialog.getByText('Lali Gurans').click();
  await dialog.getByRole('button', { name: 'Send Gift' }).click();
  await expect(dialog.getByRole('status')).toContainText(`You now have ${balanceAfter} credits.`);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

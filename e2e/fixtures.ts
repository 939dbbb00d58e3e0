import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

// Steps the browser tests share: accounts, the shell's landmarks, the beta notice, signing in.

/** Part of every name made by this run, so runs against one server never collide. */
export const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
export const password = 'mountain-light-1';

export type Account = { username: string; email: string; city?: string; district?: string };

/** A new account's username and email, `{prefix}_{stamp}`, with a city and district when given. */
export const account = (prefix: string, place?: { city: string; district: string }): Account => ({
  username: `${prefix}_${stamp}`,
  email: `${prefix}_${stamp}@example.com`,
  ...place,
});

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
export const topBar = (page: Page) => page.getByRole('banner');

/** Closes the beta notice that every page visit opens on home. */
export async function dismissBetaNotice(page: Page) {
  const notice = page.getByRole('dialog', { name: 'Beta testing' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
}

/** Fills and sends the login form of the page that is open. */
export async function signIn(page: Page, email: string, secret: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

let registrations = 0;
const addressBlock = Math.floor(Math.random() * 250);

/**
 * A client address of its own for each registration made through the API: the suite registers more
 * accounts than one address may in five minutes, and the server (behind TRUST_PROXY here, as behind a
 * load balancer) counts them by the forwarded address, as it would count real people.
 */
function nextClientAddress(): string {
  registrations += 1;
  return `10.${addressBlock}.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`;
}

/** Registers with `password` through the REST twin of auth.register; answers the new account's id and token. */
export async function register(
  request: APIRequestContext,
  who: Account,
  role: 'user' | 'photographer',
  details: { contact_number?: string } = {},
) {
  const response = await request.post('/api/register', {
    data: { ...who, password, role, ...details },
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: body.user.id, token: body.access_token };
}

/** Sends a JSON POST as the account the token belongs to, and expects it to succeed. */
export async function postAs(request: APIRequestContext, path: string, token: string, data: object) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Puts an account on a plan through the test-only route (ENABLE_TEST_ROUTES). */
export async function setPlan(request: APIRequestContext, token: string, plan: string) {
  const response = await request.post(`/api/test/set-subscription?plan=${plan}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens a page signed in with a token (as if stored by an earlier sign-in), or as a visitor. */
export async function openAs(page: Page, token: string | null, path: string) {
  await page.evaluate(
    (stored) => (stored ? localStorage.setItem('token', stored) : localStorage.removeItem('token')),
    token,
  );
  await page.goto(path);
}

/** A signed-in page of its own browser context (its own storage), opened at `path`. */
export async function signedInPage(browser: Browser, baseURL: string, token: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await openAs(page, token, path);
  return page;
}

/** The admin account the server makes at start (ADMIN_EMAIL, ADMIN_PASSWORD): its token. */
export async function adminTokenOf(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: process.env.TASBIR_E2E_ADMIN_EMAIL, password: process.env.TASBIR_E2E_ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Picks नेपाली with the top bar's language switch, as a person would. */
export async function switchToNepali(page: Page) {
  await page.goto('/about');
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'नेपाली' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
}

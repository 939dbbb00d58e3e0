import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  addDays,
  adminEn,
  auditEn,
  fillMessage,
  nepalToday,
  paymentsEn,
  payoutsEn,
  uiEn,
  type UiMessages,
} from '@tasbir/shared';
import {
  axeTally,
  expectAccessible,
  expectEveryTabAccessible,
  tabTo,
  textsOf,
  unseenFocus,
  visit,
  watchContentSecurity,
} from './a11y.js';
import { account, postAs, register, setPlan, stamp } from './fixtures.js';
import { noisePng } from './mediaFiles.js';

// With the tables only the pages loaded on demand carry (admin, audit, payments, payouts).
const en = { ...uiEn, ...adminEn, ...auditEn, ...paymentsEn, ...payoutsEn };

/*
 * Accessibility (issue 13): axe-core on every page and main dialog in English and in Nepali, signed
 * out and signed in as each role, with no violation of impact serious or critical; every page's
 * controls reachable by Tab with a focus ring that shows; the main actions done by keyboard alone.
 * Every walk also runs under the server's Content-Security-Policy and expects it to refuse nothing.
 */

const mp4 = readFileSync(new URL('./fixtures/reel.mp4', import.meta.url));
const receipt = () => `data:image/png;base64,${noisePng(32, 20).toString('base64')}`;
const studio = account('axephoto');
const patron = account('axeguest');
const photoTitle = `Rhododendron forest ${stamp}`;
let studioId = '';
let patronId = '';
let studioToken = '';
let patronToken = '';
let adminToken = '';
let reelId = '';
let photoId = '';

test.beforeAll(async ({ request }) => {
  const photographer = await register(request, studio, 'photographer', { contact_number: '9800000000' });
  [studioId, studioToken] = [photographer.id, photographer.token];
  await postAs(request, '/api/portfolio', studioToken, {
    specializations: ['Wedding Photography', 'Portrait'],
    experience_years: '3-5',
    pricing_range: '50000-100000',
    portfolio_description: 'Mountain weddings and family portraits.',
    services: ['Photo Shoots'],
    equipment: 'Nikon Z6',
  });
  await setPlan(request, studioToken, 'silver');
  const photo = await request.post('/api/photos', {
    headers: { Authorization: `Bearer ${studioToken}` },
    data: { title: photoTitle, image_data: receipt() },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  photoId = ((await photo.json()) as { id: string }).id;
  const reel = await request.post('/api/reels', {
    headers: { Authorization: `Bearer ${studioToken}` },
    data: {
      title: `Prayer wheels ${stamp}`,
      description: 'Swayambhu at dusk.',
      video_data: `data:video/mp4;base64,${mp4.toString('base64')}`,
    },
  });
  expect(reel.ok(), await reel.text()).toBe(true);
  reelId = ((await reel.json()) as { id: string }).id;

  const user = await register(request, patron, 'user');
  [patronId, patronToken] = [user.id, user.token];
  await postAs(request, '/api/reviews', patronToken, {
    photographer_id: studioId,
    rating: 4,
    comment: 'Calm and careful.',
  });
  await postAs(request, '/api/bookings', patronToken, {
    photographer_id: studioId,
    event_date: addDays(nepalToday(), 20),
    event_location: 'Boudha',
    contact_phone: '9811111111',
  });
  await postAs(request, '/api/credits/request', patronToken, {
    amount: 300,
    payment_method: 'esewa',
    receipt_image: receipt(),
  });
  await postAs(request, '/api/chat/send', patronToken, {
    recipient_id: studioId,
    message: 'Namaste, are you free in spring?',
  });

  const login = await request.post('/api/login', {
    data: { email: process.env.TASBIR_E2E_ADMIN_EMAIL, password: process.env.TASBIR_E2E_ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  adminToken = ((await login.json()) as { access_token: string }).access_token;
});

// Other files expect an empty reels feed and an empty gallery on the shared server.
test.afterAll(async ({ request }) => {
  for (const path of [`/api/reels/${reelId}`, `/api/photos/${photoId}`]) {
    const response = await request.delete(path, { headers: { Authorization: `Bearer ${studioToken}` } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const found = [...axeTally.violations]
    .map(([rule, places]) => `  ${rule} on ${places.length}: ${places.join('; ')}`)
    .join('\n');
  process.stdout.write(`axe: ${axeTally.scans} scans; violations at every impact, by rule:\n${found || '  none'}\n`);
});

let csp: ReturnType<typeof watchContentSecurity>;
test.beforeEach(({ page }) => {
  csp = watchContentSecurity(page);
});
test.afterEach(() => {
  expect.soft(csp.reports, 'what the Content-Security-Policy refused').toEqual([]);
  expect.soft(csp.unprotected, 'pages served without the Content-Security-Policy').toEqual([]);
});

const card = (page: Page) => page.getByRole('article', { name: studio.username });
const bell = (page: Page, t: UiMessages) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t.notificationsLabel}`) });

for (const language of ['en', 'ne'] as const) {
  const t = textsOf(language);

  test.describe(`in ${language === 'en' ? 'English' : 'Nepali'}`, () => {
    test('every page a visitor sees, and its dialogs, passes axe', async ({ page }) => {
      await visit(page, language, null, '/');
      const beta = page.getByRole('dialog', { name: t.betaTitle });
      await expect(beta).toBeVisible();
      await expectAccessible(page, t, 'home with the beta notice');
      await beta.getByRole('button', { name: t.betaDismiss }).click();
      await expect(card(page)).toBeVisible();
      await expectAccessible(page, t, 'home');

      for (const path of [
        '/about',
        '/terms-conditions',
        '/privacy-policy',
        '/leaderboard',
        '/login',
        '/forgot-password',
        '/reset-password?token=not-a-real-token',
        '/subscriptions',
        `/reels/${reelId}`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectAccessible(page, t, path);
      }
      // The reel's comments sheet, over the feed the last path opened.
      await page.getByRole('button', { name: new RegExp(`^${t.commentsButton.replace('{count}', '')}`) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, t, 'a reel’s comments');

      await page.goto('/register');
      await page.getByRole('main').getByRole('button', { name: t.registerButton }).click();
      await expect(page.getByRole('alert')).toHaveText(t.usernameRequired);
      await expectAccessible(page, t, 'the registration form with a refusal');

      await page.goto('/photographers');
      await expect(card(page)).toBeVisible();
      await expectAccessible(page, t, 'the directory');
      await card(page).getByRole('button', { name: t.viewPortfolio }).click();
      await expect(page.getByRole('dialog', { name: studio.username })).toBeVisible();
      await expectAccessible(page, t, 'a portfolio');
      await page.keyboard.press('Escape');

      await page.goto('/photos');
      await page.getByRole('button', { name: fillMessage(t.openPhoto, { title: photoTitle }) }).click();
      await expect(page.getByRole('dialog', { name: photoTitle })).toBeVisible();
      await expectAccessible(page, t, 'the photos with the lightbox open');
    });

    test('a user’s dashboard, messages, the booking and gift dialogs and notifications pass axe', async ({ page }) => {
      await visit(page, language, patronToken, '/dashboard');
      await expectEveryTabAccessible(page, t, t.dashboardTabsLabel, 'the user dashboard');
      await page.goto('/messages');
      await expect(page.getByRole('main').getByRole('button', { name: studio.username })).toBeVisible();
      await expectAccessible(page, t, 'the conversations');
      await page.goto(`/messages/${studioId}`);
      await expect(page.getByRole('main').getByText('Namaste, are you free in spring?').last()).toBeVisible();
      await expectAccessible(page, t, 'a chat thread');

      await page.goto('/photographers');
      await card(page).getByRole('button', { name: t.bookNow }).click();
      await expect(
        page.getByRole('dialog', { name: fillMessage(t.bookingTitle, { name: studio.username }) }),
      ).toBeVisible();
      await expectAccessible(page, t, 'the booking dialog');
      await page.keyboard.press('Escape');
      await card(page).getByRole('button', { name: t.sendGift }).click();
      await expect(
        page
          .getByRole('dialog', { name: fillMessage(t.giftModalTitle, { username: studio.username }) })
          .getByRole('radio'),
      ).toHaveCount(8);
      await expectAccessible(page, t, 'the gift dialog');
      await page.keyboard.press('Escape');
      await bell(page, t).click();
      await expect(page.getByRole('region', { name: t.notificationsLabel })).toBeVisible();
      await expectAccessible(page, t, 'the notifications (user)');
    });

    test('the photographer dashboard, the upload dialog, plans and notifications pass axe', async ({ page }) => {
      await visit(page, language, studioToken, '/photographer-dashboard');
      await expectEveryTabAccessible(page, t, t.dashboardTabsLabel, 'the photographer dashboard');
      await page.getByRole('tab', { name: t.dashboardTabOverview }).click();
      await page.getByRole('button', { name: t.quickUploadPhoto }).click();
      await expect(page.getByRole('dialog', { name: t.uploadPhotoTitle })).toBeVisible();
      await expectAccessible(page, t, 'the upload dialog');
      await page.keyboard.press('Escape');
      await bell(page, t).click();
      await expect(
        page.getByRole('region', { name: t.notificationsLabel }).getByRole('listitem').first(),
      ).toBeVisible();
      await expectAccessible(page, t, 'the notifications (photographer)');
      await page.goto('/subscriptions');
      await expect(page.getByRole('heading', { level: 1, name: t.subscriptionsTitle })).toBeVisible();
      await expectAccessible(page, t, 'the plans');
      await page.goto(`/messages/${patronId}`);
      await expect(page.getByRole('main').getByText('Namaste, are you free in spring?').last()).toBeVisible();
      await expectAccessible(page, t, 'a chat thread (photographer)');
    });

    test('every tab of the admin panel passes axe', async ({ page }) => {
      await visit(page, language, adminToken, '/admin-dashboard');
      await expectEveryTabAccessible(page, t, t.adminTabsLabel, 'the admin panel');
    });
  });
}

test('every page’s controls show where the keyboard focus is', async ({ page }) => {
  const pages: [string | null, string][] = [
    [null, '/'],
    [null, '/about'],
    [null, '/terms-conditions'],
    [null, '/privacy-policy'],
    [null, '/photographers'],
    [null, '/photos'],
    [null, `/reels/${reelId}`],
    [null, '/leaderboard'],
    [null, '/login'],
    [null, '/register'],
    [null, '/forgot-password'],
    [null, '/reset-password?token=not-a-real-token'],
    [patronToken, '/dashboard/credits'],
    [patronToken, '/messages'],
    [patronToken, `/messages/${studioId}`],
    [studioToken, '/photographer-dashboard'],
    [studioToken, '/photographer-dashboard/portfolio'],
    [studioToken, '/subscriptions'],
    [adminToken, '/admin-dashboard'],
    [adminToken, '/admin-dashboard/users'],
  ];
  for (const [token, path] of pages) {
    await visit(page, 'en', token, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect.soft(await unseenFocus(page), `focus not visible on ${path}`).toEqual([]);
  }
});

test('the main actions work by keyboard alone, and dialogs give focus back', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await visit(page, 'en', patronToken, '/about');
  // Once the app has drawn its first page (in a transition, after its script), the skip link comes
  // first and moves focus to the page's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.skipToContent })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Switching the language.
  const languages = page.getByRole('banner').getByRole('group', { name: en.languageLabel });
  await tabTo(page, languages.getByRole('button', { name: 'नेपाली' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The notifications panel opens with Enter and closes with Escape, focus back on the bell.
  const bellButton = bell(page, en);
  await tabTo(page, bellButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: en.notificationsLabel })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: en.notificationsLabel })).toBeHidden();
  await expect(bellButton).toBeFocused();

  // Opening a photographer, and closing the portfolio with Escape: focus goes back to the opener.
  await page.goto('/photographers');
  const portfolioButton = card(page).getByRole('button', { name: en.viewPortfolio });
  await tabTo(page, portfolioButton, 120);
  await page.keyboard.press('Enter');
  const portfolio = page.getByRole('dialog', { name: studio.username });
  await expect(portfolio).toBeVisible();
  await expect(portfolio).toContainText('Mountain weddings and family portraits.');
  await page.keyboard.press('Tab');
  expect(await portfolio.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(portfolio).toBeHidden();
  await expect(portfolioButton).toBeFocused();

  // The booking dialog: opened with Enter, focus inside, Tab kept inside, Escape gives focus back.
  const bookButton = card(page).getByRole('button', { name: en.bookNow });
  await tabTo(page, bookButton);
  await page.keyboard.press('Enter');
  const booking = page.getByRole('dialog', { name: fillMessage(en.bookingTitle, { name: studio.username }) });
  await expect(booking).toBeVisible();
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await booking.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();
  await expect(bookButton).toBeFocused();

  // The gift dialog: a gift is picked with the arrow keys; Escape gives focus back.
  const giftButton = card(page).getByRole('button', { name: en.sendGift });
  await tabTo(page, giftButton);
  await page.keyboard.press('Enter');
  const gift = page.getByRole('dialog', { name: fillMessage(en.giftModalTitle, { username: studio.username }) });
  await expect(gift.getByRole('radio')).toHaveCount(8);
  await tabTo(page, gift.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await expect(gift.getByRole('radio').nth(1)).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(gift).toBeHidden();
  await expect(giftButton).toBeFocused();

  // Sending a chat message: Chat from the card, type, Enter.
  await tabTo(page, card(page).getByRole('button', { name: en.chat }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/messages/${studioId}`);
  const composer = page.getByRole('textbox', { name: `Message to ${studio.username}` });
  await tabTo(page, composer);
  await page.keyboard.type('Sent from the keyboard');
  await page.keyboard.press('Enter');
  const thread = page.getByRole('region', { name: `Chat with ${studio.username}` });
  await expect(thread).toContainText('Sent from the keyboard');
  await expect(composer).toHaveValue('');
  // The answer arrives live over the page's WebSocket, which the Content-Security-Policy lets through.
  await postAs(page.request, '/api/chat/send', studioToken, {
    recipient_id: patronId,
    message: 'Spring works, namaste!',
  });
  await expect(thread).toContainText('Spring works, namaste!');
  expect(sockets.some((address) => new URL(address).host === new URL(page.url()).host)).toBe(true);
});

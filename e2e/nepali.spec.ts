import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addDays, nepalToday, suggestNe } from '@tasbir/shared';
import { account, openAs, password, postAs, register, setPlan, stamp, switchToNepali } from './fixtures.js';
import { noisePng } from './mediaFiles.js';
import { expectAllNepali, ne, tabIn } from './nepaliSweep.js';

const mp4 = readFileSync(new URL('./fixtures/reel.mp4', import.meta.url));
const receipt = () => `data:image/png;base64,${noisePng(32, 20).toString('base64')}`;

const studio = account('chhayakar');
const patron = account('grahak');
let studioToken = '';
let patronToken = '';
let reelId = '';
let studioId = '';

test.beforeAll(async ({ request }) => {
  // Everything the test's accounts write is English, so only the app's marking keeps it out of the scan.
  const photographer = await register(request, studio, 'photographer', { contact_number: '9800000000' });
  studioToken = photographer.token;
  studioId = photographer.id;
  await postAs(request, '/api/portfolio', studioToken, {
    specializations: ['Wedding Photography', 'Portrait'],
    experience_years: '3-5',
    pricing_range: '50000-100000',
    portfolio_description: 'Village weddings in the hills, told in warm evening light.',
    services: ['Photo Shoots', 'Drone Photography'],
    equipment: 'Canon EOS R5, DJI Mini 4 Pro',
  });
  await setPlan(request, studioToken, 'silver');
  await postAs(request, '/api/photos', studioToken, { title: `Prayer flags at dawn ${stamp}`, image_data: receipt() });
  const reel = await request.post('/api/reels', {
    headers: { Authorization: `Bearer ${studioToken}` },
    data: {
      title: `Festival lights over Bhaktapur ${stamp}`,
      description: 'Candles along the old square.',
      video_data: `data:video/mp4;base64,${mp4.toString('base64')}`,
    },
  });
  expect(reel.ok(), await reel.text()).toBe(true);
  reelId = ((await reel.json()) as { id: string }).id;
  await postAs(request, '/api/subscription/upgrade', studioToken, {
    plan: 'diamond',
    payment_method: 'bank_transfer',
    payment_proof: receipt(),
  });

  const user = await register(request, patron, 'user');
  patronToken = user.token;
  await postAs(request, '/api/reviews', patronToken, {
    photographer_id: photographer.id,
    rating: 5,
    comment: 'Patient, kind and very good with the family.',
  });
  await postAs(request, '/api/bookings', patronToken, {
    photographer_id: photographer.id,
    event_date: addDays(nepalToday(), 30),
    event_location: 'Hotel garden near Lakeside',
    special_requirements: 'Please bring a second camera.',
    contact_phone: '9811111111',
  });
  // An open report for the admins' Reports tab.
  const reported = await request.post('/api/reports', {
    headers: { Authorization: `Bearer ${patronToken}` },
    data: { target_type: 'user', target_id: photographer.id, reason: 'scam', note: 'Asked me to pay outside the app.' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
  await postAs(request, '/api/credits/request', patronToken, {
    amount: 500,
    payment_method: 'khalti',
    receipt_image: receipt(),
  });
  // Five clients write and the studio answers each at once: its card and portfolio show how it replies.
  // In Nepali: the studio's notices quote the messages.
  for (let index = 0; index < 5; index += 1) {
    const client = await register(request, account(`sodhne${index}`), 'user');
    await postAs(request, '/api/chat/send', client.token, { recipient_id: photographer.id, message: 'नमस्ते' });
    await postAs(request, '/api/chat/send', studioToken, { recipient_id: client.id, message: 'नमस्ते, भन्नुहोस्!' });
  }
});

// Other files expect an empty reels feed on the shared server.
test.afterAll(async ({ request }) => {
  const response = await request.delete(`/api/reels/${reelId}`, {
    headers: { Authorization: `Bearer ${studioToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
});

const card = (page: Page) => page.getByRole('article', { name: studio.username });

test('in Nepali, home, the directory and reels show no English, and the choice survives a reload', async ({ page }) => {
  await switchToNepali(page);
  await expectAllNepali(page, 'about');
  await page.getByRole('navigation', { name: ne.mainNavLabel }).getByRole('link', { name: ne.navHome }).click();
  const beta = page.getByRole('dialog', { name: ne.betaTitle });
  await expect(beta).toBeVisible();
  await expectAllNepali(page, 'home with the beta notice');
  await beta.getByRole('button', { name: ne.betaDismiss }).click();
  await expect(
    page.getByRole('region', { name: ne.featuredPhotographersTitle }).getByRole('article', { name: studio.username }),
  ).toBeVisible();
  await expectAllNepali(page, 'home');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1, name: ne.heroTitle })).toBeVisible();

  await page.goto('/photographers');
  await expect(card(page)).toContainText('रु ५०,०००');
  await expect(card(page)).toContainText(ne.trustRepliesWithinHour);
  await expect(page.getByRole('checkbox', { name: ne.trustTopFilter })).toBeVisible();
  await expectAllNepali(page, 'the directory');
  // The search box's suggestions, open (docs/decisions/022-search-suggest.md).
  const search = page.getByRole('combobox', { name: ne.directorySearchLabel });
  await search.pressSequentially('पोख');
  await expect(page.getByRole('listbox', { name: suggestNe.suggestListLabel })).toBeVisible();
  await expectAllNepali(page, 'the directory search box’s suggestions');
  await search.press('Escape');
  await search.fill('');
  await card(page).getByRole('button', { name: ne.viewPortfolio }).click();
  const portfolio = page.getByRole('dialog', { name: studio.username });
  await expect(portfolio).toContainText('रु ५०,००० – रु १,००,०००');
  await expect(portfolio).toContainText(ne.trustNoCancellations);
  await expectAllNepali(page, 'the portfolio');
  await portfolio.getByRole('button', { name: ne.close }).first().click();

  await page.goto('/photos');
  const photoTitle = `Prayer flags at dawn ${stamp}`;
  await page.getByRole('button', { name: ne.openPhoto.replace('{title}', photoTitle) }).click();
  await expect(page.getByRole('dialog', { name: photoTitle })).toBeVisible();
  await expectAllNepali(page, 'the photos and the lightbox');
  await page.keyboard.press('Escape');

  await page.goto('/register');
  await page.getByRole('main').getByRole('button', { name: ne.registerButton }).click();
  await expect(page.getByRole('alert')).toHaveText(ne.usernameRequired);
  await expectAllNepali(page, 'the registration form');

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: ne.leaderboardTitle })).toBeVisible();
  await expectAllNepali(page, 'the leaderboard');

  await page.goto(`/reels/${reelId}`);
  await expect(page.getByRole('region', { name: new RegExp(`Festival lights over Bhaktapur ${stamp}`) })).toBeVisible();
  await expectAllNepali(page, 'reels');
});

test('in Nepali, a user signs in, books with a BS date and Nepali money, and reads their dashboard', async ({
  page,
}) => {
  await switchToNepali(page);
  await page.goto('/login');
  await page.getByLabel(ne.emailLabel).fill(patron.email);
  // A refusal from the server, by its code, in Nepali.
  await page.getByLabel(ne.passwordLabel, { exact: true }).fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: ne.loginButton }).click();
  await expect(page.getByRole('alert')).toHaveText(ne.invalidCredentials);
  await expectAllNepali(page, 'the login form');
  await page.getByLabel(ne.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: ne.loginButton }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/photographers');
  await page.getByRole('combobox', { name: ne.directorySearchLabel }).fill(studio.username);
  await card(page).getByRole('button', { name: ne.bookNow }).click();
  const booking = page.getByRole('dialog', { name: ne.bookingTitle.replace('{name}', studio.username) });
  await expect(booking.getByLabel(ne.bookingBudget).locator('option:checked')).toHaveText('रु ५०,००० - रु १,००,०००');
  await booking.getByLabel(`${ne.bookingEventDate} *`).fill(addDays(nepalToday(), 45));
  await expect(booking.getByText(/^वि\.सं\. [०-९]+ \S+ [०-९]{4}$/)).toBeVisible();
  await booking.getByLabel(`${ne.bookingEventLocation} *`).fill('Temple courtyard, Bhaktapur');
  await booking.getByLabel(`${ne.bookingContactPhone} *`).fill('12345');
  await booking.getByRole('button', { name: ne.sendBookingRequest }).click();
  await expect(booking.getByRole('alert')).toHaveText(ne.contactPhoneInvalid);
  await expectAllNepali(page, 'the booking form');
  await booking.getByLabel(`${ne.bookingContactPhone} *`).fill('9811111111');
  await booking.getByRole('button', { name: ne.sendBookingRequest }).click();
  await expect(booking.getByRole('status')).toHaveText(ne.bookingSentTo.replace('{name}', studio.username));
  await expectAllNepali(page, 'the booking sent');
  await booking.getByRole('button', { name: ne.close }).last().click();

  await card(page).getByRole('button', { name: ne.sendGift }).click();
  const gift = page.getByRole('dialog', { name: ne.giftModalTitle.replace('{username}', studio.username) });
  await expect(gift.getByRole('radio')).toHaveCount(8);
  await expectAllNepali(page, 'the gift dialog');
  await gift.getByRole('button', { name: ne.cancel }).click();

  for (const [tab, path] of [
    [ne.dashboardTabOverview, '/dashboard'],
    [ne.dashboardTabCredits, '/dashboard/credits'],
    [ne.dashboardTabGifts, '/dashboard/gifts'],
    [ne.dashboardTabBookings, '/dashboard/bookings'],
  ] as const) {
    await page.goto(path);
    await expect(tabIn(page, ne.dashboardTabsLabel, tab)).toHaveAttribute('aria-selected', 'true');
    await expectAllNepali(page, `the user dashboard, ${path}`);
  }
  await expect(page.getByRole('tabpanel')).toContainText('Hotel garden near Lakeside');

  await page.goto('/dashboard/credits');
  const request = page.getByRole('form', { name: ne.creditRequestTitle });
  await request.getByRole('button', { name: ne.creditRequestSubmit }).click();
  await expect(request.getByRole('alert')).toHaveText(ne.creditRequestIncomplete);
  await expectAllNepali(page, 'the credit request form');
});

test('in Nepali, buying credits online and the payment’s page show no English, amounts in Nepali digits', async ({
  page,
}) => {
  await switchToNepali(page);
  await openAs(page, patronToken, '/dashboard/credits');
  const form = page.getByRole('form', { name: ne.onlinePayTitle });
  await form.getByRole('radio', { name: ne.creditsAmount.replace('{amount}', '१००') }).check();
  await expect(form).toContainText('तपाईं १०० क्रेडिटका लागि रु १०० तिर्नुहुन्छ।');
  await expectAllNepali(page, 'the online credits form');
  // The sandbox's checkout stands in for eSewa's own page, which is not ours to translate.
  await form.getByRole('button', { name: ne.payWith.replace('{provider}', ne.paymentMethod_esewa) }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/[\w-]+$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('१०० क्रेडिट थपियो। तपाईंको मौज्दात १०० क्रेडिट छ।');
  await expectAllNepali(page, 'the payment page');
  await openAs(page, patronToken, '/dashboard/credits');
  await expect(page.getByRole('region', { name: ne.paymentHistoryTitle }).getByRole('listitem')).toContainText(
    ne.paymentStatus_completed,
  );
  await expectAllNepali(page, 'the credits tab with an online payment');
});

test('in Nepali, the photographer dashboard and the admin panel show no English', async ({ page }) => {
  await switchToNepali(page);
  for (const [tab, path] of [
    [ne.dashboardTabOverview, '/photographer-dashboard'],
    [ne.dashboardTabCredits, '/photographer-dashboard/credits'],
    [ne.dashboardTabEarnings, '/photographer-dashboard/earnings'],
    [ne.dashboardTabGifts, '/photographer-dashboard/gifts'],
    [ne.dashboardTabPortfolio, '/photographer-dashboard/portfolio'],
    [ne.dashboardTabProfile, '/photographer-dashboard/profile'],
    [ne.dashboardTabBookings, '/photographer-dashboard/bookings'],
    [ne.dashboardTabGalleries, '/photographer-dashboard/galleries'],
  ] as const) {
    await openAs(page, studioToken, path);
    await expect(tabIn(page, ne.dashboardTabsLabel, tab)).toHaveAttribute('aria-selected', 'true');
    await expectAllNepali(page, `the photographer dashboard, ${path}`);
  }
  // A new gallery's form, and a gallery as its client opens it (no photos yet: the page around them).
  await openAs(page, studioToken, '/photographer-dashboard/galleries');
  await page.getByRole('button', { name: ne.galleryNew }).click();
  await expect(page.getByRole('button', { name: ne.galleryCreate })).toBeVisible();
  await expectAllNepali(page, 'the new gallery form');
  const made = await page.request.post('/api/galleries', {
    headers: { Authorization: `Bearer ${studioToken}` },
    data: { title: 'Bihe, Pokhara', download: 'original', pick_limit: 40 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { url } = (await made.json()) as { url: string };
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Bihe, Pokhara' })).toBeVisible();
  await expectAllNepali(page, "a client's gallery");

  await openAs(page, studioToken, '/photographer-dashboard');
  await page.getByRole('button', { name: ne.quickUploadPhoto }).click();
  const upload = page.getByRole('dialog', { name: ne.uploadPhotoTitle });
  await expect(upload).toBeVisible();
  await expectAllNepali(page, 'the upload dialog');
  await page.keyboard.press('Escape');
  await expect(upload).toBeHidden();
  // The booking requests and the review arrived as notifications.
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${ne.notificationsLabel}`) })
    .click();
  await expect(page.getByRole('region', { name: ne.notificationsLabel }).getByRole('listitem').first()).toBeVisible();
  await expectAllNepali(page, 'the notifications');
  await openAs(page, studioToken, '/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: ne.subscriptionsTitle })).toBeVisible();
  await expectAllNepali(page, 'the plans');

  const login = await page.request.post('/api/login', {
    data: { email: process.env.TASBIR_E2E_ADMIN_EMAIL, password: process.env.TASBIR_E2E_ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const adminToken = ((await login.json()) as { access_token: string }).access_token;
  for (const path of [
    '',
    '/subscriptions',
    '/users',
    '/credits',
    '/payments',
    '/payouts',
    '/content',
    '/audit',
    '/bookings',
    '/reports',
  ]) {
    await openAs(page, adminToken, `/admin-dashboard${path}`);
    await expect(page.getByRole('tablist', { name: ne.adminTabsLabel })).toBeVisible();
    await expectAllNepali(page, `the admin panel, /admin-dashboard${path}`);
  }

  // The Report dialog, on a photographer's portfolio as a signed-in user sees it.
  await openAs(page, patronToken, `/photographers/${studioId}`);
  await page.getByRole('button', { name: ne.reportOpenLabel_user }).click();
  const report = page.getByRole('dialog', { name: ne.reportOpenLabel_user });
  await expect(report.getByRole('group', { name: ne.reportReasonLegend })).toBeVisible();
  await expectAllNepali(page, 'the Report dialog');
});

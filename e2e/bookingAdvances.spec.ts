import { expect, test, type Page } from '@playwright/test';
import {
  addDays,
  addedErrorsNe,
  bookingAdvancesNe,
  fillMessage,
  fillMessageIn,
  formatDate,
  formatMoney,
  nepalToday,
  plans,
  uiEn,
  uiNe,
} from '@tasbir/shared';
import { formatBikramSambat } from '@tasbir/shared/bikramSambat';
import { expectAccessible, visit } from './a11y.js';
import { figure, moveToYesterday, requestBooking, setPolicy } from './bookingAdvanceSteps.js';
import { account, register, signedInPage, topBar } from './fixtures.js';
import { adminToken, balanceOf, grantCredits, outcome, payAtSandbox } from './paymentSteps.js';

/*
 * Issue 24's journey: a client books, the photographer accepts at an agreed price, the client pays
 * the advance the booking's policy asks for (through the wallet sandbox, then from credits), both
 * sides follow live; cancelling 40 days ahead refunds all of it by the policy, and completing a
 * booking releases it to the photographer's earnings. Then the same dialogs in Nepali, and an
 * admin's settlement, each scanned with axe.
 */

const dashboardTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
const status = (label: string) => `Status: ${label}`;
/** How the lists write an event date: the Gregorian day and its Bikram Sambat twin. */
const dateWritten = (isoDate: string) =>
  fillMessage(uiEn.bookingDateWithBs, {
    date: formatDate(new Date(`${isoDate}T00:00:00Z`), 'en', { timeZone: 'UTC' }),
    bs: formatBikramSambat(isoDate, 'en'),
  });

test('a client pays the advance through Khalti, cancels 40 days ahead for all of it back, and a completed booking releases it to the photographer', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const studio = account('advlens');
  const patron = account('advfan');
  const setup = await browser.newContext({ baseURL: origin });
  const photographer = await register(setup.request, studio, 'photographer');
  const user = await register(setup.request, patron, 'user');
  await setPolicy(setup.request, photographer.token);
  const eventDate = addDays(nepalToday(), 40);

  // The client books from the directory, reading the policy in the form.
  const studioPage = await signedInPage(browser, origin, photographer.token, '/photographer-dashboard/bookings');
  const userPage = await signedInPage(browser, origin, user.token, '/photographers');
  await userPage.getByRole('combobox', { name: 'Search' }).fill(studio.username);
  await userPage.getByRole('article', { name: studio.username }).getByRole('button', { name: 'Book Now' }).click();
  const form = userPage.getByRole('dialog', { name: `Book ${studio.username}` });
  await expect(form.getByRole('region', { name: 'Advance and cancellation' })).toContainText('An advance of 20%');
  await form.getByLabel('Event date *').fill(eventDate);
  await form.getByLabel('Event location *').fill('Patan Durbar Square, Lalitpur');
  await form.getByLabel('Contact phone *').fill('9811111111');
  await form.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(form.getByRole('status')).toContainText('booking request has been sent');
  await form.getByRole('button', { name: 'Close' }).last().click();
  await userPage.goto('/dashboard/bookings');
  const mine = userPage.getByRole('article', { name: `Wedding with ${studio.username}` });
  await expect(mine).toContainText(status('Pending'));

  // The photographer accepts: the dialog asks for the agreed price and shows the advance it makes.
  const incoming = studioPage.getByRole('article', { name: `Wedding for ${patron.username}` });
  await incoming.getByRole('button', { name: 'Accept' }).click();
  const accept = studioPage.getByRole('dialog', { name: `Accept the booking from ${patron.username}` });
  await expect(accept).toContainText('This booking’s policy takes an advance of 20% of the agreed price.');
  const price = accept.getByLabel('Agreed price (Rs)');
  await expect(price).toBeFocused();
  await price.fill('500');
  await accept.getByRole('button', { name: 'Accept booking' }).click();
  await expect(accept.getByRole('alert')).toHaveText(
    'The agreed price must be a whole number of rupees from Rs 1,000 to Rs 1,00,00,000',
  );
  await price.fill('50000');
  await expect(accept).toContainText('Agreed price: Rs 50,000');
  await expect(accept).toContainText('The client pays an advance of Rs 10,000 within 48 hours.');
  await expectAccessible(studioPage, uiEn, 'the accept dialog');
  await accept.getByRole('button', { name: 'Accept booking' }).click();
  await expect(accept).toBeHidden();
  await expect(
    studioPage.getByRole('status').filter({
      hasText: `Booking accepted at Rs 50,000. ${patron.username} has 48 hours to pay the advance of Rs 10,000.`,
    }),
  ).toBeVisible();
  await expect(incoming).toContainText(status('Awaiting advance'));
  await expect(incoming).toContainText(
    /The client pays by \d{1,2} \w{3}, \d{2}:\d{2} \(Nepal time\) — 4[78] h \d+ min/,
  );

  // The client sees it live: the price, the advance due, the deadline counting down in Nepal time.
  await expect(mine).toContainText(status('Awaiting advance'));
  await expect(mine).toContainText('Rs 50,000');
  await expect(mine).toContainText('Rs 10,000 · Due');
  await expect(mine).toContainText(/Pay by \d{1,2} \w{3}, \d{2}:\d{2} \(Nepal time\) — 4[78] h \d+ min left/);

  // They pay it with Khalti, from the sandbox's checkout; the payment page says the booking is confirmed.
  await mine.getByRole('button', { name: 'Pay the advance' }).click();
  const pay = userPage.getByRole('dialog', { name: 'Pay the advance of Rs 10,000' });
  await expect(pay).toContainText('You have 0 credits.');
  await expectAccessible(userPage, uiEn, 'the pay-the-advance dialog');
  await payAtSandbox(userPage, 'Pay with Khalti', 'Khalti', 'Pay');
  await expect(outcome(userPage)).toHaveText('The advance of Rs 10,000 is paid: your booking is confirmed.');
  await expect(userPage.getByRole('region', { name: 'Payment details' })).toContainText('A booking’s advance');
  await userPage.getByRole('link', { name: 'See your bookings' }).click();
  await expect(userPage).toHaveURL('/dashboard/bookings');
  await expect(mine).toContainText(status('Confirmed'));
  await expect(mine).toContainText('Rs 10,000 · Paid, held by Tasbir');
  // The photographer's tab, never reloaded, shows it confirmed too.
  await expect(incoming).toContainText(status('Confirmed'));

  // 40 days ahead the 30-day tier gives all of it back, as the confirmation says before anything happens.
  await mine.getByRole('button', { name: 'Cancel booking' }).click();
  const asked = mine.getByRole('group', {
    name: `Cancel your booking with ${studio.username} on ${dateWritten(eventDate)}?`,
  });
  await expect(asked).toContainText(
    'By this booking’s policy, cancelling today (40 days before the event) gives back 100% of the advance: Rs 10,000 of Rs 10,000, to your credits.',
  );
  await expectAccessible(userPage, uiEn, 'a cancellation with its refund');
  await asked.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(
    userPage.getByRole('status').filter({
      hasText: `Your booking with ${studio.username} has been cancelled. Rs 10,000 came back to your credits.`,
    }),
  ).toBeVisible();
  await expect(mine).toContainText(status('Cancelled'));
  await expect(mine).toContainText('Refunded to the client');
  await expect(topBar(userPage)).toContainText('10,000 credits');
  expect(await balanceOf(setup.request, user.token)).toBe(10_000);
  await expect(incoming).toContainText(status('Cancelled'));
  await expect(incoming).toContainText('Cancelled by');

  // A second booking, paid from the credits that came back, both sides following without a reload.
  const second = await requestBooking(setup.request, user.token, photographer.id, 20, 'portrait');
  const secondIncoming = studioPage.getByRole('article', { name: `Portrait for ${patron.username}` });
  await secondIncoming.getByRole('button', { name: 'Accept' }).click();
  await accept.getByLabel('Agreed price (Rs)').fill('50,000');
  await accept.getByRole('button', { name: 'Accept booking' }).click();
  const secondMine = userPage.getByRole('article', { name: `Portrait with ${studio.username}` });
  await expect(secondMine).toContainText(status('Awaiting advance'));
  await secondMine.getByRole('button', { name: 'Pay the advance' }).click();
  await expect(pay).toContainText('You have 10,000 credits.');
  await pay.getByRole('button', { name: 'Pay with credits' }).click();
  await expect(pay).toBeHidden();
  await expect(
    userPage.getByRole('status').filter({
      hasText: `The advance is paid: your booking with ${studio.username} is confirmed.`,
    }),
  ).toBeVisible();
  await expect(secondMine).toContainText(status('Confirmed'));
  await expect(topBar(userPage)).not.toContainText('10,000 credits');
  expect(await balanceOf(setup.request, user.token)).toBe(0);
  await expect(secondIncoming).toContainText(status('Confirmed'));

  // The event has passed (its date moved by the test-only route): completing releases the advance.
  await moveToYesterday(setup.request, photographer.token, second.id);
  await studioPage.reload();
  await secondIncoming.getByRole('button', { name: 'Mark completed' }).click();
  await expect(secondIncoming).toContainText(status('Completed'));
  await expect(secondIncoming).toContainText('Released to the photographer');
  await expect(secondMine).toContainText(status('Completed'));

  // The photographer's share of it (their plan's, as for gifts) is in their earnings at once.
  const share = (10_000 * plans.free.photographerSharePercent) / 100;
  await dashboardTab(studioPage, 'Earnings').click();
  await expect(figure(studioPage, 'Balance')).toContainText(`${share.toLocaleString('en-IN')} credits`);
  expect(await balanceOf(setup.request, photographer.token)).toBe(share);
  await setup.close();
  await userPage.context().close();
  await studioPage.context().close();
});

test('in Nepali: the accept and pay dialogs and the cancellation read in Nepali and pass axe, and an admin settles a held advance', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const studio = account('advlensne');
  const patron = account('advfanne');
  const setup = await browser.newContext({ baseURL: origin });
  const photographer = await register(setup.request, studio, 'photographer');
  const user = await register(setup.request, patron, 'user');
  await setPolicy(setup.request, photographer.token);
  await requestBooking(setup.request, user.token, photographer.id, 15, 'wedding');
  await grantCredits(setup.request, user.token, 10_000);
  const ne = (template: string, values: Record<string, string | number> = {}) => fillMessageIn(template, values, 'ne');
  const money = (rupees: number) => formatMoney(rupees, 'ne');
  const event = uiNe.eventType_wedding;

  // The photographer accepts at ५०,००० typed in Nepali digits.
  const studioPage = await (await browser.newContext({ baseURL: origin })).newPage();
  await visit(studioPage, 'ne', photographer.token, '/photographer-dashboard/bookings');
  const incoming = studioPage.getByRole('article', { name: ne(uiNe.bookingFrom, { event, name: patron.username }) });
  await incoming.getByRole('button', { name: uiNe.bookingAccept, exact: true }).click();
  const accept = studioPage.getByRole('dialog', {
    name: ne(bookingAdvancesNe.acceptDialogTitle, { name: patron.username }),
  });
  await accept.getByLabel(bookingAdvancesNe.acceptPriceLabel).fill('५०,०००');
  await expect(accept).toContainText(ne(bookingAdvancesNe.acceptPriceReads, { price: money(50_000) }));
  await expect(accept).toContainText(ne(bookingAdvancesNe.acceptAdvanceLine, { amount: money(10_000), hours: 48 }));
  await expectAccessible(studioPage, uiNe, 'the accept dialog in Nepali');
  await accept.getByRole('button', { name: bookingAdvancesNe.acceptSubmit }).click();
  await expect(incoming).toContainText(ne(uiNe.bookingStatusIs, { status: uiNe.bookingStatus_awaiting_advance }));

  // The client pays from credits in Nepali, then asks what cancelling 15 days ahead gives back (half).
  const userPage = await (await browser.newContext({ baseURL: origin })).newPage();
  await visit(userPage, 'ne', user.token, '/dashboard/bookings');
  const mine = userPage.getByRole('article', { name: ne(uiNe.bookingWith, { event, name: studio.username }) });
  await expect(mine).toContainText('(नेपाली समय)');
  await mine.getByRole('button', { name: bookingAdvancesNe.advancePayOpen }).click();
  const pay = userPage.getByRole('dialog', { name: ne(bookingAdvancesNe.advancePayTitle, { amount: money(10_000) }) });
  await expectAccessible(userPage, uiNe, 'the pay-the-advance dialog in Nepali');
  await pay.getByRole('button', { name: bookingAdvancesNe.advancePayCredits }).click();
  await expect(mine).toContainText(ne(uiNe.bookingStatusIs, { status: uiNe.bookingStatus_confirmed }));
  await mine.getByRole('button', { name: uiNe.bookingCancel }).click();
  await expect(mine).toContainText(
    ne(bookingAdvancesNe.cancelRefundClient, {
      when: ne(bookingAdvancesNe.cancelWhenDays, { days: 15 }),
      percent: 50,
      refund: money(5_000),
      held: money(10_000),
    }),
  );
  await expectAccessible(userPage, uiNe, 'a cancellation with its refund, in Nepali');
  await mine.getByRole('button', { name: uiNe.bookingKeep }).click();

  // An admin settles the dispute: a refund over what is held is refused, then 2,000 back and 8,000 released.
  const adminPage = await (await browser.newContext({ baseURL: origin })).newPage();
  await visit(adminPage, 'ne', await adminToken(setup.request), '/admin-dashboard/bookings');
  const disputed = adminPage.getByRole('article', {
    name: ne(uiNe.bookingBetween, { event, requester: patron.username, photographer: studio.username }),
  });
  const settle = disputed.getByRole('group', { name: bookingAdvancesNe.settleTitle });
  await settle.getByLabel(bookingAdvancesNe.settleRefundLabel).fill('१२,०००');
  await settle.getByLabel(bookingAdvancesNe.settleNoteLabel).fill('फोटोग्राफर आउनुभएन');
  await settle.getByRole('button', { name: bookingAdvancesNe.settleSubmit }).click();
  await expect(settle.getByRole('alert')).toHaveText(ne(addedErrorsNe.settlementRefundInvalid, { held: 10_000 }));
  await expectAccessible(adminPage, uiNe, 'the settle form with a refusal, in Nepali');
  await settle.getByLabel(bookingAdvancesNe.settleRefundLabel).fill('2000');
  await settle.getByRole('button', { name: bookingAdvancesNe.settleSubmit }).click();
  await expect(
    adminPage.getByRole('status').filter({
      hasText: ne(bookingAdvancesNe.settleDone, {
        refund: money(2_000),
        client: patron.username,
        released: money(8_000),
        photographer: studio.username,
      }),
    }),
  ).toBeVisible();
  await expect(disputed).toContainText(ne(uiNe.bookingStatusIs, { status: uiNe.bookingStatus_cancelled }));
  await expect(mine).toContainText(ne(uiNe.bookingStatusIs, { status: uiNe.bookingStatus_cancelled }));
  expect(await balanceOf(setup.request, user.token)).toBe(2_000);
  await setup.close();
  for (const page of [studioPage, userPage, adminPage]) await page.context().close();
});

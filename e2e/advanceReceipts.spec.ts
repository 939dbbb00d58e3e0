import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  addDays,
  advanceReceiptsEn,
  advanceReceiptsNe,
  fillMessage,
  formatDate,
  nepalToday,
  uiEn,
  uiNe,
} from '@tasbir/shared';
import { formatBikramSambat } from '@tasbir/shared/bikramSambat';
import { expectAccessible, visit } from './a11y.js';
import { account, register } from './fixtures.js';
import { grantCredits } from './paymentSteps.js';

/** Sends a JSON request as the account the token belongs to, expects it to succeed, and answers its body. */
async function callAs(request: APIRequestContext, method: 'POST' | 'PUT', path: string, token: string, data: object) {
  const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id?: string; status?: string };
}

/** A calendar day as the bookings write it: the Gregorian date with its Bikram Sambat date beside it. */
const dayWritten = (isoDate: string, language: 'en' | 'ne') =>
  fillMessage((language === 'en' ? uiEn : uiNe).bookingDateWithBs, {
    date: formatDate(new Date(`${isoDate}T00:00:00Z`), language, { timeZone: 'UTC' }),
    bs: formatBikramSambat(isoDate, language),
  });

const receiptsOf = (page: Page, title: string) => page.getByRole('region', { name: title });
const receiptLines = (receipts: Locator) => receipts.getByRole('listitem');

test('a paid advance and its refund show in both parties’ histories, with the amount in lakh grouping and the BS date, in English and Nepali', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const studio = account('receiptlens');
  const patron = account('receiptfan');
  const setup = await browser.newContext({ baseURL: origin });
  const request = setup.request;
  const photographer = await register(request, studio, 'photographer', { contact_number: '9800000000' });
  const user = await register(request, patron, 'user');

  // A 20% advance; cancelling 30 or more days ahead refunds all of it.
  await callAs(request, 'PUT', '/api/photographer/booking-policy', photographer.token, {
    advance_percent: 20,
    refund_tiers: [
      { days_before: 30, refund_percent: 100 },
      { days_before: 7, refund_percent: 50 },
    ],
  });
  const eventDate = addDays(nepalToday(), 45);
  const booking = await callAs(request, 'POST', '/api/bookings', user.token, {
    photographer_id: photographer.id,
    event_date: eventDate,
    event_location: 'Boudhanath Stupa, Kathmandu',
    contact_phone: '9811111111',
  });
  const id = booking.id ?? '';
  const accepted = await callAs(request, 'POST', `/api/bookings/${id}/accept`, photographer.token, {
    agreed_price: 50000,
  });
  expect(accepted).toMatchObject({ status: 'awaiting_advance', advance: { amount: 10000, status: 'due' } });
  await grantCredits(request, user.token, 10000);

  // The photographer keeps their Bookings tab open: nothing paid yet.
  const studioContext = await browser.newContext({ baseURL: origin });
  const studioPage = await studioContext.newPage();
  await visit(studioPage, 'en', photographer.token, '/photographer-dashboard/bookings');
  const studioReceipts = receiptsOf(studioPage, advanceReceiptsEn.advanceReceiptsTitle);
  const studioLines = receiptLines(studioReceipts);
  await expect(studioReceipts).toContainText(advanceReceiptsEn.advanceReceiptsEmptyPhotographer);

  // The client pays from credits: the receipt arrives on the photographer's open tab with the notice, without a reload.
  expect(
    await callAs(request, 'POST', `/api/bookings/${id}/pay-advance`, user.token, { method: 'credits' }),
  ).toMatchObject({ status: 'confirmed' });
  await expect(studioLines).toHaveCount(1);
  await expect(studioLines.nth(0)).toContainText('Advance paid with credits');
  await expect(studioLines.nth(0)).toContainText('Rs 10,000');
  await expect(studioLines.nth(0)).toContainText(`Booking for ${patron.username} on ${dayWritten(eventDate, 'en')}`);

  // 45 days ahead: the 30-day tier, the whole advance back; the photographer reads that it went to the client.
  expect(await callAs(request, 'POST', `/api/bookings/${id}/cancel`, user.token, {})).toMatchObject({
    status: 'cancelled',
    advance: { status: 'refunded', refunded: 10000 },
  });
  await setup.close();
  await expect(studioLines).toHaveCount(2);
  await expect(studioLines.nth(0)).toContainText('Refunded to the client');
  await expect(studioLines.nth(0)).toContainText('Rs 10,000');
  await expectAccessible(studioPage, uiEn, 'the photographer’s advance receipts');
  await studioContext.close();
  const today = nepalToday();

  // The client's Bookings tab: the refund (newest) above the payment, each with the booking and the day.
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await visit(page, 'en', user.token, '/dashboard/bookings');
  const receipts = receiptsOf(page, advanceReceiptsEn.advanceReceiptsTitle);
  const lines = receiptLines(receipts);
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Refunded to you, in credits');
  await expect(lines.nth(0)).toContainText('Rs 10,000');
  await expect(lines.nth(1)).toContainText('Advance paid from your credits');
  await expect(lines.nth(1)).toContainText('Rs 10,000');
  for (const line of [lines.nth(0), lines.nth(1)]) {
    await expect(line).toContainText(`Booking with ${studio.username} on ${dayWritten(eventDate, 'en')}`);
    await expect(line.locator('time')).toHaveAttribute('datetime', today);
    await expect(line.locator('time')).toHaveText(dayWritten(today, 'en'));
  }
  await expect(lines.nth(0).locator('time')).toContainText(' BS)');
  await expectAccessible(page, uiEn, 'the client’s advance receipts');

  // The same in Nepali: the amounts in Nepali digits, the days in both calendars.
  await visit(page, 'ne', user.token, '/dashboard/bookings');
  const receiptsNe = receiptsOf(page, advanceReceiptsNe.advanceReceiptsTitle);
  const linesNe = receiptLines(receiptsNe);
  await expect(linesNe).toHaveCount(2);
  await expect(linesNe.nth(0)).toContainText(advanceReceiptsNe.advanceReceiptRefundedToYou);
  await expect(linesNe.nth(0)).toContainText('रु १०,०००');
  await expect(linesNe.nth(1)).toContainText(advanceReceiptsNe.advanceReceiptPaidFromYourCredits);
  await expect(linesNe.nth(1)).toContainText('रु १०,०००');
  await expect(linesNe.nth(1).locator('time')).toHaveText(dayWritten(today, 'ne'));
  await expect(linesNe.nth(1).locator('time')).toContainText(formatBikramSambat(today, 'ne'));
  await expectAccessible(page, uiNe, 'the client’s advance receipts in Nepali');
  await context.close();
});

test('a client without advances reads that there are none yet', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const setup = await browser.newContext({ baseURL: origin });
  const user = await register(setup.request, account('receiptnone'), 'user');
  await setup.close();
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await visit(page, 'en', user.token, '/dashboard/bookings');
  const receipts = receiptsOf(page, advanceReceiptsEn.advanceReceiptsTitle);
  await expect(receipts).toContainText(advanceReceiptsEn.advanceReceiptsEmptyClient);
  await expect(receiptLines(receipts)).toHaveCount(0);
  await context.close();
});

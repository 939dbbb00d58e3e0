import { bookingHoldAccount, platformAccount } from '@tasbir/db';
import { addDays, nepalToday } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmedBooking, awaitingAdvance, heldInLedger, settleBooking } from './bookings.advances.fixtures.js';
import { moveEventDate, daysFromToday, notificationsOf, storedBooking, takeStep } from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { creditsOf, expectLedgerAddsUp } from './economy.factories.js';
import { newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  return expectLedgerAddsUp(t);
});

/** What moved out of a booking's hold, by account (the hold's own row left out). */
async function payoutOf(bookingId: string): Promise<Record<string, number>> {
  const rows = await t.db
    .selectFrom('credit_ledger')
    .select(['account', 'delta'])
    .where('reference', 'in', (eb) =>
      eb
        .selectFrom('credit_ledger')
        .select('reference')
        .where('account', '=', bookingHoldAccount(bookingId))
        .where('delta', '<', 0),
    )
    .where('account', '<>', bookingHoldAccount(bookingId))
    .execute();
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.delta)]));
}

describe('a client who cancels', () => {
  it('gets the whole advance back 40 days before, as the 30-day tier promised', async () => {
    const { parties, booking } = await confirmedBooking(t, { eventInDays: 40 });
    const cancelled = await expectOk(takeStep(t, parties.requester, booking.id, 'cancel'));
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'requester',
      advance: { amount: 10_000, status: 'refunded', refunded: 10_000, released: 0 },
    });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(10_000);
    expect(await heldInLedger(t, booking.id)).toBe(0);
    expect((await notificationsOf(t, parties.requester))[0]).toMatchObject({
      kind: 'advance_refunded',
      params: { amount: 10_000 },
    });
  });

  it('gets half back 10 days before; the photographer keeps the other half less the platform’s share', async () => {
    const { parties, booking } = await confirmedBooking(t, { eventInDays: 10 });
    const cancelled = await expectOk(takeStep(t, parties.requester, booking.id, 'cancel'));
    expect(cancelled.body.advance).toMatchObject({ status: 'refunded', refunded: 5_000, released: 5_000 });
    // The free plan's share is 50%: Rs 2,500 to the photographer, Rs 2,500 to the platform.
    expect(await payoutOf(booking.id)).toEqual({
      [parties.requester.user.id]: 5_000,
      [parties.photographer.user.id]: 2_500,
      [platformAccount]: 2_500,
    });
    expect((await notificationsOf(t, parties.photographer)).map((notice) => notice.kind)).toContain('advance_released');
  });

  it('gets nothing back 3 days before: all of it goes to the photographer', async () => {
    const { parties, booking } = await confirmedBooking(t, { eventInDays: 3 });
    const cancelled = await expectOk(takeStep(t, parties.requester, booking.id, 'cancel'));
    expect(cancelled.body.advance).toMatchObject({ status: 'released', refunded: 0, released: 10_000 });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(0);
    expect(await creditsOf(t, parties.photographer.user.id)).toBe(5_000);
  });

  it('moves nothing when the advance was never paid, and the advance will not fall due again', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    const cancelled = await expectOk(takeStep(t, parties.requester, booking.id, 'cancel'));
    expect(cancelled.body).toMatchObject({ status: 'cancelled', advance: { status: 'expired', refunded: 0 } });
    expect(await heldInLedger(t, booking.id)).toBe(0);
  });

  describe('at the day boundary in Nepal time', () => {
    /** The next midnight in Nepal (UTC+5:45), as a UTC moment. */
    const nextNepalMidnight = () => Date.parse(`${addDays(nepalToday(), 1)}T00:00:00+05:45`);

    it.each([
      [30, 'a minute before the midnight that ends', 10_000, -60_000],
      [30, 'a minute after the midnight that ends', 5_000, 60_000],
      [7, 'a minute before the midnight that ends', 5_000, -60_000],
      [7, 'a minute after the midnight that ends', 0, 60_000],
    ])('on the %i-day tier, cancelling %s its last day gives Rs %i back', async (tierDays, _when, refund, offset) => {
      const midnight = nextNepalMidnight();
      // The event is `tierDays` days after the day that ends at that midnight: that tier until then, the next after.
      const eventDate = addDays(nepalToday(new Date(midnight - 60_000)), tierDays);
      const { parties, booking } = await confirmedBooking(t, { eventInDays: 60 });
      await moveEventDate(t, booking.id, eventDate);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(midnight + offset);
      const cancelled = await expectOk(takeStep(t, parties.requester, booking.id, 'cancel'));
      expect(cancelled.body.advance?.refunded).toBe(refund);
      expect(await creditsOf(t, parties.requester.user.id)).toBe(refund);
    });
  });
});

describe('a photographer who cancels', () => {
  it('refunds the whole advance, even the day before, and the booking says they cancelled', async () => {
    const { parties, booking } = await confirmedBooking(t, { eventInDays: 1 });
    const cancelled = await expectOk(takeStep(t, parties.photographer, booking.id, 'cancel'));
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'photographer',
      advance: { status: 'refunded', refunded: 10_000, released: 0 },
    });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(10_000);
    expect(await creditsOf(t, parties.photographer.user.id)).toBe(0);
    expect((await notificationsOf(t, parties.requester)).map((notice) => notice.kind)).toEqual(
      expect.arrayContaining(['booking_cancelled', 'advance_refunded']),
    );
  });
});

describe('completing a confirmed booking', () => {
  it('releases the advance to the photographer less the platform’s share of their plan', async () => {
    const { parties, booking } = await confirmedBooking(t, { eventInDays: 5 });
    const expires = new Date(Date.now() + 10 * 86_400_000).toISOString();
    await t.db
      .updateTable('users')
      .set({ subscription_plan: 'royal', subscription_expires_at: expires })
      .where('id', '=', parties.photographer.user.id)
      .execute();
    await moveEventDate(t, booking.id, daysFromToday(-1));
    const completed = await expectOk(takeStep(t, parties.photographer, booking.id, 'complete'));
    expect(completed.body.advance).toMatchObject({ status: 'released', refunded: 0, released: 10_000 });
    expect(await payoutOf(booking.id)).toEqual({ [parties.photographer.user.id]: 7_000, [platformAccount]: 3_000 });
    expect(
      (await t.call('GET', '/api/payouts/earnings', { token: parties.photographer.access_token })).body,
    ).toMatchObject({
      credits: 7_000,
    });
  });

  it('cannot be cancelled afterwards, and nothing moves again', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await moveEventDate(t, booking.id, daysFromToday(-1));
    await expectOk(takeStep(t, parties.photographer, booking.id, 'complete'));
    expect(await takeStep(t, parties.requester, booking.id, 'cancel')).toMatchObject({
      status: 409,
      body: { code: 'bookingNotCancellable' },
    });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(0);
  });
});

describe('an admin settling a dispute', () => {
  it('refunds Rs 3,000, releases the rest and keeps the note in the audit log', async () => {
    const { parties, booking } = await confirmedBooking(t);
    const admin = await newUser(t, { role: 'admin' });
    const note = 'Half the ceremony was not covered';
    const settled = await expectOk(settleBooking(t, admin, booking.id, { refund: 3_000, note }));
    expect(settled.body).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'admin',
      advance: { status: 'refunded', refunded: 3_000, released: 7_000 },
    });
    expect(await payoutOf(booking.id)).toEqual({
      [parties.requester.user.id]: 3_000,
      [parties.photographer.user.id]: 3_500,
      [platformAccount]: 3_500,
    });
    for (const party of [parties.requester, parties.photographer])
      expect((await notificationsOf(t, party)).find((notice) => notice.kind === 'booking_settled')).toMatchObject({
        params: { refunded: 3_000, released: 7_000, date: booking.event_date },
      });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: admin.user.id, action: 'booking.settled', target_type: 'booking' });
    expect(JSON.parse(entry.details ?? '{}')).toEqual({
      before: { status: 'confirmed', held: 10_000 },
      after: { status: 'cancelled', refunded: 3_000, released: 7_000, note },
    });
  });

  it('refuses a refund larger than what is held, and a booking that holds nothing', async () => {
    const admin = await newUser(t, { role: 'admin' });
    const { booking } = await confirmedBooking(t);
    expect(await settleBooking(t, admin, booking.id, { refund: 10_001, note: 'All of it and more' })).toMatchObject({
      status: 400,
      body: {
        code: 'settlementRefundInvalid',
        detail: 'The refund must be a whole number of rupees, at most the Rs 10,000 this booking holds',
      },
    });
    expect(await heldInLedger(t, booking.id)).toBe(10_000);
    const unpaid = await awaitingAdvance(t);
    expect(await settleBooking(t, admin, unpaid.booking.id, { refund: 0, note: 'Nothing to split' })).toMatchObject({
      status: 409,
      body: { code: 'bookingNothingHeld' },
    });
    expect(await settleBooking(t, admin, 'no-such-booking', { refund: 0, note: 'Missing' })).toMatchObject({
      status: 404,
      body: { code: 'bookingNotFound' },
    });
    expect(await settleBooking(t, admin, booking.id, { refund: 0, note: '' })).toMatchObject({
      status: 400,
      body: { code: 'settlementNoteRequired' },
    });
    expect((await storedBooking(t, booking.id)).status).toBe('confirmed');
  });
});

describe('deleting an account with an advance held', () => {
  const deleteAccount = async (id: string) => {
    const admin = await newUser(t, { role: 'admin' });
    await expectOk(t.call('DELETE', `/api/admin/users/${id}`, { token: admin.access_token }));
  };

  it('refunds the client everything when the photographer’s account goes', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await deleteAccount(parties.photographer.user.id);
    expect(await creditsOf(t, parties.requester.user.id)).toBe(10_000);
    expect(await heldInLedger(t, booking.id)).toBe(0);
  });

  it('releases it to the photographer when the client’s account goes', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await deleteAccount(parties.requester.user.id);
    expect(await creditsOf(t, parties.photographer.user.id)).toBe(5_000);
    expect(await heldInLedger(t, booking.id)).toBe(0);
  });
});

import { platformAccount } from '@tasbir/db';
import type { AdvanceReceiptList, Booking } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acceptAt, awaitingAdvance, confirmedBooking } from './bookings.advances.fixtures.js';
import { balanceRows, markBalancePaid, onPlan, payBalance, storedBalance } from './bookings.balance.fixtures.js';
import {
  bookingIn,
  daysFromToday,
  moveEventDate,
  newParties,
  notificationsOf,
  pendingBooking,
  takeStep,
} from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { creditsOf, expectLedgerAddsUp, grantCredits } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * A booking's balance (the agreed price less the advance): paid by the client from credits, or
 * marked paid by the photographer; online payments are in bookings.balance.online.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerAddsUp(t));

describe('the balance on every booking answer', () => {
  it('is the agreed price less the advance, unpaid, from the moment of accepting', async () => {
    const { booking } = await awaitingAdvance(t, { price: 50_000, percent: 20 });
    expect(booking.balance).toEqual({ amount: 40_000, paid_at: null, paid_via: null });
  });

  it('is the whole price when no advance is taken, and has no amount without a price', async () => {
    const parties = await newParties(t);
    const priced = await pendingBooking(t, parties, { event_date: daysFromToday(40) });
    expect(priced.balance).toEqual({ amount: null, paid_at: null, paid_via: null });
    const accepted = await expectOk(acceptAt(t, parties.photographer, priced.id, 30_000));
    expect(accepted.body.balance.amount).toBe(30_000);
    const unpriced = await bookingIn(t, 'accepted', await newParties(t));
    expect(unpriced.balance).toEqual({ amount: null, paid_at: null, paid_via: null });
  });
});

describe('marked paid by the photographer', () => {
  it('marks a confirmed booking paid, and tells the client', async () => {
    const { parties, booking } = await confirmedBooking(t);
    const marked = await expectOk(markBalancePaid(t, parties.photographer, booking.id));
    expect(marked.body.balance).toEqual({ amount: 40_000, paid_at: expect.any(String), paid_via: 'marked' });
    expect(marked.body.status).toBe('confirmed');
    const [notice] = await notificationsOf(t, parties.requester);
    expect(notice).toMatchObject({
      kind: 'balance_paid',
      params: { name: parties.photographer.user.username, date: booking.event_date, via: 'marked' },
    });
    expect(await balanceRows(t, booking.id)).toEqual([]);
  });

  it('marks a booking without an agreed price, and a completed one', async () => {
    for (const status of ['accepted', 'completed'] as const) {
      const parties = await newParties(t);
      const booking = await bookingIn(t, status, parties);
      const marked = await expectOk(markBalancePaid(t, parties.photographer, booking.id));
      expect(marked.body).toMatchObject({ status, balance: { amount: null, paid_via: 'marked' } });
    }
  });

  it('answers a second mark with 409 and keeps the first', async () => {
    const { parties, booking } = await confirmedBooking(t);
    const first = await expectOk(markBalancePaid(t, parties.photographer, booking.id));
    expect(await markBalancePaid(t, parties.photographer, booking.id)).toMatchObject({
      status: 409,
      body: { code: 'balanceAlreadyPaid', detail: 'The balance of this booking is already paid' },
    });
    expect((await storedBalance(t, booking.id)).balance_paid_at).toBe(first.body.balance.paid_at);
  });

  it('refuses a booking that is not going ahead: pending, awaiting its advance, declined, cancelled', async () => {
    const waiting = await awaitingAdvance(t);
    const parties = await newParties(t);
    const others = [];
    for (const [index, status] of (['pending', 'declined', 'cancelled'] as const).entries())
      others.push(await bookingIn(t, status, parties, { event_date: daysFromToday(10 + index) }));
    const cases = [
      [waiting.parties.photographer, waiting.booking],
      ...others.map((booking) => [parties.photographer, booking] as const),
    ] as const;
    for (const [photographer, booking] of cases) {
      expect(await markBalancePaid(t, photographer, booking.id)).toMatchObject({
        status: 409,
        body: { code: 'balanceNotPayable' },
      });
      expect((await storedBalance(t, booking.id)).balance_paid_at).toBeNull();
    }
  });

  it('is the photographer’s alone: the client and admins are refused, another photographer finds nothing', async () => {
    const { parties, booking } = await confirmedBooking(t);
    expect(await markBalancePaid(t, undefined, booking.id)).toMatchObject({ status: 401 });
    expect(await markBalancePaid(t, parties.requester, booking.id)).toMatchObject({
      status: 403,
      body: { code: 'onlyPhotographersManageBookings' },
    });
    expect(await markBalancePaid(t, await newUser(t, { role: 'admin' }), booking.id)).toMatchObject({ status: 403 });
    expect(await markBalancePaid(t, await newPhotographer(t), booking.id)).toMatchObject({
      status: 404,
      body: { code: 'bookingNotFound' },
    });
    expect((await storedBalance(t, booking.id)).balance_paid_at).toBeNull();
  });
});

describe('a booking paid in full', () => {
  it('can no longer be cancelled by either party, and can still be completed', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await expectOk(markBalancePaid(t, parties.photographer, booking.id));
    for (const party of [parties.requester, parties.photographer])
      expect(await takeStep(t, party, booking.id, 'cancel')).toMatchObject({
        status: 409,
        body: { code: 'bookingBalancePaid' },
      });
    await moveEventDate(t, booking.id, daysFromToday(-1));
    const completed = await expectOk(takeStep(t, parties.photographer, booking.id, 'complete'));
    expect(completed.body).toMatchObject({ status: 'completed', balance: { paid_via: 'marked' } });
  });
});

describe('paid from the client’s credits', () => {
  it('moves the balance to the photographer less the platform’s share, once, and tells them', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await grantCredits(t, parties.requester.user.id, 45_000);
    const paid = (await expectOk(payBalance(t, parties.requester, booking.id, 'credits'))).body as Booking;
    expect(paid.balance).toEqual({ amount: 40_000, paid_at: expect.any(String), paid_via: 'credits' });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(5_000);
    // The free plan's share: half to the photographer, as for a released advance.
    expect(await creditsOf(t, parties.photographer.user.id)).toBe(20_000);
    expect(await balanceRows(t, booking.id)).toEqual([
      { account: parties.requester.user.id, delta: -40_000, reason: 'balance_paid' },
      { account: parties.photographer.user.id, delta: 20_000, reason: 'balance_paid' },
      { account: platformAccount, delta: 20_000, reason: 'balance_platform_share' },
    ]);
    const [notice] = await notificationsOf(t, parties.photographer);
    expect(notice).toMatchObject({
      kind: 'balance_paid',
      params: { name: parties.requester.user.username, amount: 40_000, via: 'credits' },
    });
    expect(await payBalance(t, parties.requester, booking.id, 'credits')).toMatchObject({
      status: 409,
      body: { code: 'balanceAlreadyPaid' },
    });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(5_000);
  });

  it('gives the photographer their plan’s share at the moment of paying', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await onPlan(t, parties.photographer, 'royal');
    await grantCredits(t, parties.requester.user.id, 40_000);
    await expectOk(payBalance(t, parties.requester, booking.id, 'credits'));
    expect(await creditsOf(t, parties.photographer.user.id)).toBe(28_000);
  });

  it('pays the whole price of a booking that took no advance, and a completed one', async () => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties, { event_date: daysFromToday(20) });
    await expectOk(acceptAt(t, parties.photographer, booking.id, 12_000));
    await moveEventDate(t, booking.id, daysFromToday(-2));
    await expectOk(takeStep(t, parties.photographer, booking.id, 'complete'));
    await grantCredits(t, parties.requester.user.id, 12_000);
    const paid = (await expectOk(payBalance(t, parties.requester, booking.id, 'credits'))).body as Booking;
    expect(paid).toMatchObject({ status: 'completed', balance: { amount: 12_000, paid_via: 'credits' } });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(0);
  });

  it('refuses a short balance with the insufficient-credits refusal and changes nothing', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await grantCredits(t, parties.requester.user.id, 39_999);
    expect(await payBalance(t, parties.requester, booking.id, 'credits')).toMatchObject({
      status: 400,
      body: { code: 'insufficientCredits', params: { needed: 40_000, available: 39_999 } },
    });
    expect(await storedBalance(t, booking.id)).toMatchObject({ balance_paid_at: null, balance_paid_via: null });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(39_999);
    expect(await balanceRows(t, booking.id)).toEqual([]);
    expect(await notificationsOf(t, parties.photographer)).not.toContainEqual(
      expect.objectContaining({ kind: 'balance_paid' }),
    );
  });

  it('refuses a booking awaiting its advance, one without a price, and an unknown method', async () => {
    const waiting = await awaitingAdvance(t);
    await grantCredits(t, waiting.parties.requester.user.id, 50_000);
    expect(await payBalance(t, waiting.parties.requester, waiting.booking.id, 'credits')).toMatchObject({
      status: 409,
      body: { code: 'balanceNotPayable' },
    });
    const parties = await newParties(t);
    const unpriced = await bookingIn(t, 'accepted', parties);
    expect(await payBalance(t, parties.requester, unpriced.id, 'credits')).toMatchObject({
      status: 409,
      body: { code: 'balanceWithoutPrice' },
    });
    expect(await payBalance(t, waiting.parties.requester, waiting.booking.id, 'cash')).toMatchObject({
      status: 400,
      body: { code: 'advanceMethodInvalid' },
    });
    expect(await creditsOf(t, waiting.parties.requester.user.id)).toBe(50_000);
  });

  it('is the client’s alone: the photographer and admins are refused, a stranger finds nothing', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await grantCredits(t, parties.requester.user.id, 40_000);
    expect(await payBalance(t, undefined, booking.id, 'credits')).toMatchObject({ status: 401 });
    expect(await payBalance(t, parties.photographer, booking.id, 'credits')).toMatchObject({
      status: 403,
      body: { code: 'onlyClientsPayBalances' },
    });
    expect(await payBalance(t, await newUser(t, { role: 'admin' }), booking.id, 'credits')).toMatchObject({
      status: 403,
    });
    const stranger = await newUser(t);
    await grantCredits(t, stranger.user.id, 40_000);
    expect(await payBalance(t, stranger, booking.id, 'credits')).toMatchObject({
      status: 404,
      body: { code: 'bookingNotFound' },
    });
    expect(await creditsOf(t, stranger.user.id)).toBe(40_000);
    expect((await storedBalance(t, booking.id)).balance_paid_at).toBeNull();
  });
});

describe('receipts', () => {
  it('lists a balance paid through Tasbir: all of it for the client, the photographer’s part and the share for them', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await grantCredits(t, parties.requester.user.id, 40_000);
    await expectOk(payBalance(t, parties.requester, booking.id, 'credits'));
    const receiptsOf = async (account: NewUser) =>
      (await expectOk(t.call<AdvanceReceiptList>('GET', '/api/bookings/receipts', { token: account.access_token })))
        .body.receipts;
    const [clientLatest, ...clientOlder] = await receiptsOf(parties.requester);
    expect(clientLatest).toMatchObject({
      kind: 'balance_paid',
      booking_id: booking.id,
      amount: 40_000,
      method: 'credits',
      platform_share: null,
      other_party: parties.photographer.user.username,
    });
    expect(clientOlder.map((receipt) => receipt.kind)).toEqual(['advance_paid']);
    const [photographerLatest] = await receiptsOf(parties.photographer);
    expect(photographerLatest).toMatchObject({
      kind: 'balance_paid',
      amount: 20_000,
      platform_share: 20_000,
      method: 'credits',
      other_party: parties.requester.user.username,
    });
  });

  it('lists nothing for a balance marked paid: no money moved through Tasbir', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await expectOk(markBalancePaid(t, parties.photographer, booking.id));
    const reply = await expectOk(
      t.call<AdvanceReceiptList>('GET', '/api/bookings/receipts', { token: parties.photographer.access_token }),
    );
    // The advance the client paid, and nothing for the balance.
    expect(reply.body.receipts.map((receipt) => receipt.kind)).toEqual(['advance_paid']);
  });
});

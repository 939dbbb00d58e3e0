import { bookingHoldAccount, gatewayAccount } from '@tasbir/db';
import type { Booking } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptAt,
  awaitingAdvance,
  confirmedBooking,
  heldInLedger,
  payAdvance,
  setPolicy,
} from './bookings.advances.fixtures.js';
import { bookingFields, newParties, notificationsOf, requestBooking, storedBooking } from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { creditsOf, expectLedgerAddsUp, grantCredits } from './economy.factories.js';
import { newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { atProvider, comeBack, paymentStatus, type Created } from './payments.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerAddsUp(t));

const ledgerRowsOf = (reference: string) =>
  t.db
    .selectFrom('credit_ledger')
    .select(['account', 'delta', 'reason'])
    .where('reference', '=', reference)
    .orderBy('delta')
    .execute();

describe('accepting with the agreed price', () => {
  it('waits 48 hours for an advance of 20% of Rs 50,000 when the policy takes one', async () => {
    const before = Date.now();
    const { parties, booking } = await awaitingAdvance(t, { price: 50_000, percent: 20 });
    expect(booking).toMatchObject({
      status: 'awaiting_advance',
      agreed_price: 50_000,
      advance: { amount: 10_000, status: 'due', refunded: 0, released: 0 },
      cancelled_by: null,
    });
    const dueIn = Date.parse(booking.advance?.due_at ?? '') - before;
    expect(dueIn).toBeGreaterThanOrEqual(48 * 3_600_000 - 1_000);
    expect(dueIn).toBeLessThanOrEqual(48 * 3_600_000 + 60_000);
    const [notice] = await notificationsOf(t, parties.requester);
    expect(notice).toMatchObject({
      kind: 'booking_awaiting_advance',
      params: { name: parties.photographer.user.username, price: 50_000, amount: 10_000, hours: 48 },
    });
  });

  it('holds the date while the advance is due: another request for it is refused', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    const other = await newUser(t);
    const reply = await requestBooking(
      t,
      other,
      bookingFields(parties.photographer.user.id, { event_date: booking.event_date }),
    );
    expect(reply).toMatchObject({ status: 409, body: { code: 'bookingDateTaken' } });
  });

  it('asks for the agreed price when the policy takes an advance, and changes nothing without it', async () => {
    const parties = await newParties(t);
    await setPolicy(t, parties.photographer, { advance_percent: 25, refund_tiers: [] });
    const booking = (await expectOk(requestBooking(t, parties.requester, bookingFields(parties.photographer.user.id))))
      .body;
    const before = await storedBooking(t, booking.id);
    expect(await acceptAt(t, parties.photographer, booking.id)).toMatchObject({
      status: 400,
      body: {
        code: 'agreedPriceRequired',
        detail: 'Please set the agreed price: this booking takes an advance of 25% of it',
      },
    });
    for (const price of [999, 10_000_001, 12_500.5, -5, 'fifty thousand'])
      expect(await acceptAt(t, parties.photographer, booking.id, price as number)).toMatchObject({
        status: 400,
        body: { code: 'agreedPriceInvalid' },
      });
    expect(await storedBooking(t, booking.id)).toEqual(before);
  });

  it('accepts as before when the policy takes no advance, keeping a price if one is given', async () => {
    const parties = await newParties(t);
    const booking = (await expectOk(requestBooking(t, parties.requester, bookingFields(parties.photographer.user.id))))
      .body;
    const accepted = await expectOk(acceptAt(t, parties.photographer, booking.id, 40_000));
    expect(accepted.body).toMatchObject({ status: 'accepted', agreed_price: 40_000, advance: null });
  });

  it('keeps the policy shown when the client booked, whatever the photographer sets later', async () => {
    const parties = await newParties(t);
    await setPolicy(t, parties.photographer, {
      advance_percent: 20,
      refund_tiers: [{ days_before: 30, refund_percent: 100 }],
    });
    const booking = (await expectOk(requestBooking(t, parties.requester, bookingFields(parties.photographer.user.id))))
      .body;
    await setPolicy(t, parties.photographer, { advance_percent: 50, refund_tiers: [] });
    const accepted = await expectOk(acceptAt(t, parties.photographer, booking.id, 50_000));
    expect(accepted.body).toMatchObject({
      policy: { advance_percent: 20, refund_tiers: [{ days_before: 30, refund_percent: 100 }] },
      advance: { amount: 10_000 },
    });
  });
});

describe('paying the advance from credits', () => {
  it('confirms the booking and holds Rs 10,000 in its own account', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    await grantCredits(t, parties.requester.user.id, 12_000);
    const paid = await expectOk(payAdvance(t, parties.requester, booking.id, 'credits'));
    expect(paid.body).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      advance: { amount: 10_000, status: 'held' },
    });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(2_000);
    expect(await heldInLedger(t, booking.id)).toBe(10_000);
    const [notice] = await notificationsOf(t, parties.photographer);
    expect(notice).toMatchObject({
      kind: 'advance_paid',
      params: { name: parties.requester.user.username, amount: 10_000 },
    });
  });

  it('refuses a balance that does not cover it, and moves nothing', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    await grantCredits(t, parties.requester.user.id, 9_999);
    expect(await payAdvance(t, parties.requester, booking.id, 'credits')).toMatchObject({
      status: 400,
      body: {
        code: 'insufficientCredits',
        detail: 'Insufficient credits! You need 10,000 credits but only have 9,999 credits.',
      },
    });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(9_999);
    expect((await storedBooking(t, booking.id)).status).toBe('awaiting_advance');
    expect(await heldInLedger(t, booking.id)).toBe(0);
  });

  it('refuses to take it twice', async () => {
    const { parties, booking } = await confirmedBooking(t);
    await grantCredits(t, parties.requester.user.id, 10_000);
    expect(await payAdvance(t, parties.requester, booking.id, 'credits')).toMatchObject({
      status: 409,
      body: { code: 'advanceNotDue' },
    });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(10_000);
    expect(await heldInLedger(t, booking.id)).toBe(10_000);
  });

  it('refuses after the deadline, and moves nothing', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    await grantCredits(t, parties.requester.user.id, 10_000);
    await t.db
      .updateTable('bookings')
      .set({ advance_due_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', booking.id)
      .execute();
    expect(await payAdvance(t, parties.requester, booking.id, 'credits')).toMatchObject({
      status: 409,
      body: { code: 'advanceDeadlinePassed' },
    });
    expect(await creditsOf(t, parties.requester.user.id)).toBe(10_000);
  });

  it("answers someone else's booking as not found, and the photographer as not the one to pay", async () => {
    const { parties, booking } = await awaitingAdvance(t);
    const stranger = await newUser(t);
    await grantCredits(t, stranger.user.id, 10_000);
    expect(await payAdvance(t, stranger, booking.id, 'credits')).toMatchObject({
      status: 404,
      body: { code: 'bookingNotFound' },
    });
    expect(await payAdvance(t, parties.photographer, booking.id, 'credits')).toMatchObject({
      status: 403,
      body: { code: 'onlyClientsPayAdvances' },
    });
    expect(await creditsOf(t, stranger.user.id)).toBe(10_000);
    expect((await storedBooking(t, booking.id)).status).toBe('awaiting_advance');
  });

  it('refuses a method that is not credits, eSewa or Khalti', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    expect(await payAdvance(t, parties.requester, booking.id, 'cash' as 'credits')).toMatchObject({
      status: 400,
      body: { code: 'advanceMethodInvalid' },
    });
  });
});

describe('paying the advance online', () => {
  it.each(['esewa', 'khalti'] as const)(
    'confirms the booking once %s confirms the payment, moving the advance from the gateway to the hold',
    async (provider) => {
      const { parties, booking } = await awaitingAdvance(t);
      const started = await expectOk(payAdvance(t, parties.requester, booking.id, provider));
      const created = started.body as Created;
      expect(created.payment).toMatchObject({
        purpose: 'advance',
        booking_id: booking.id,
        amount_paisa: 1_000_000,
        credits: null,
        provider,
        status: 'initiated',
      });
      expect((await storedBooking(t, booking.id)).status).toBe('awaiting_advance');
      const location = await atProvider(t, created, 'pay');
      expect((await comeBack(t, location)).status).toBe(303);
      expect(await paymentStatus(t, created.payment.id)).toBe('completed');
      expect((await storedBooking(t, booking.id)).status).toBe('confirmed');
      expect(await ledgerRowsOf(created.payment.id)).toEqual([
        { account: gatewayAccount(provider), delta: -10_000, reason: 'advance_paid' },
        { account: bookingHoldAccount(booking.id), delta: 10_000, reason: 'advance_paid' },
      ]);
      expect(await creditsOf(t, parties.requester.user.id)).toBe(0);
      const kinds = (await notificationsOf(t, parties.requester)).map((notice) => [notice.kind, notice.params.purpose]);
      expect(kinds[0]).toEqual(['payment_settled', 'advance']);
    },
  );

  it('turns a second online payment of the same advance into the payer’s credits: nothing paid is lost', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    const first = (await expectOk(payAdvance(t, parties.requester, booking.id, 'khalti'))).body as Created;
    const second = (await expectOk(payAdvance(t, parties.requester, booking.id, 'esewa'))).body as Created;
    await comeBack(t, await atProvider(t, first, 'pay'));
    await comeBack(t, await atProvider(t, second, 'pay'));
    expect((await storedBooking(t, booking.id)).status).toBe('confirmed');
    expect(await heldInLedger(t, booking.id)).toBe(10_000);
    expect(await creditsOf(t, parties.requester.user.id)).toBe(10_000);
    expect(await ledgerRowsOf(second.payment.id)).toEqual([
      { account: gatewayAccount('esewa'), delta: -10_000, reason: 'payment_completed' },
      { account: parties.requester.user.id, delta: 10_000, reason: 'payment_completed' },
    ]);
    // The second payment says what it bought in the end: credits, for that booking.
    const view = await t.call<{ payment: Record<string, unknown>; credits: number }>(
      'GET',
      `/api/payments/${second.payment.id}`,
      { token: parties.requester.access_token },
    );
    expect(view.body).toMatchObject({
      payment: { purpose: 'credits', credits: 10_000, booking_id: booking.id, status: 'completed' },
      credits: 10_000,
    });
    const [latest] = await notificationsOf(t, parties.requester);
    expect(latest).toMatchObject({ kind: 'payment_settled', params: { purpose: 'credits', credits: 10_000 } });
  });

  it('leaves the booking waiting when the payment is cancelled at the provider', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    const created = (await expectOk(payAdvance(t, parties.requester, booking.id, 'esewa'))).body as Created;
    await comeBack(t, await atProvider(t, created, 'cancel'));
    expect(await paymentStatus(t, created.payment.id)).toBe('failed');
    const stored: Partial<Booking> = await storedBooking(t, booking.id);
    expect(stored.status).toBe('awaiting_advance');
    expect(await heldInLedger(t, booking.id)).toBe(0);
  });

  it('is not refundable through the admins’ payment refund: an advance goes back through its booking', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    const created = (await expectOk(payAdvance(t, parties.requester, booking.id, 'khalti'))).body as Created;
    await comeBack(t, await atProvider(t, created, 'pay'));
    const admin = await newUser(t, { role: 'admin' });
    const reply = await t.call('POST', `/api/admin/payments/${created.payment.id}/refund`, {
      token: admin.access_token,
      body: { reference: 'KHALTI-REFUND-1' },
    });
    expect(reply).toMatchObject({ status: 409, body: { code: 'paymentNotRefundable' } });
    expect(await heldInLedger(t, booking.id)).toBe(10_000);
  });
});

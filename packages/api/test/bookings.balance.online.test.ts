import { gatewayAccount, platformAccount } from '@tasbir/db';
import type { Booking } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking } from './bookings.advances.fixtures.js';
import { balanceRows, markBalancePaid, payBalance, storedBalance } from './bookings.balance.fixtures.js';
import { notificationsOf, storedBooking, takeStep } from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { creditsOf, expectLedgerAddsUp, grantCredits } from './economy.factories.js';
import { newUser } from './factories.js';
import { startTestApp, type Reply, type TestApp } from './harness.js';
import { atProvider, comeBack, paymentStatus, type Created } from './payments.fixtures.js';

/**
 * A booking's balance paid online (eSewa, Khalti through the sandbox) and the races between ways of
 * paying it: exactly one applies, and a payment that finds the balance no longer waiting becomes
 * the payer's credits.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerAddsUp(t));

const statuses = (replies: Reply[]) => replies.map((reply) => reply.status).sort();
const rounds = 4;

const ledgerRowsOf = (reference: string) =>
  t.db
    .selectFrom('credit_ledger')
    .select(['account', 'delta', 'reason'])
    .where('reference', '=', reference)
    .orderBy('delta')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, delta: Number(row.delta) })));

const started = async (reply: Promise<Reply<Booking | Created>>) => (await expectOk(reply)).body as Created;

describe('paying the balance online', () => {
  it.each(['esewa', 'khalti'] as const)(
    'marks the balance paid once %s confirms the payment, from the gateway to the photographer less the share',
    async (provider) => {
      const { parties, booking } = await confirmedBooking(t);
      const created = await started(payBalance(t, parties.requester, booking.id, provider));
      expect(created.payment).toMatchObject({
        purpose: 'balance',
        booking_id: booking.id,
        amount_paisa: 4_000_000,
        credits: null,
        provider,
        status: 'initiated',
      });
      expect((await storedBalance(t, booking.id)).balance_paid_at).toBeNull();
      expect((await comeBack(t, await atProvider(t, created, 'pay'))).status).toBe(303);
      expect(await paymentStatus(t, created.payment.id)).toBe('completed');
      expect(await storedBalance(t, booking.id)).toMatchObject({ balance_paid_via: provider, status: 'confirmed' });
      expect(await balanceRows(t, booking.id)).toEqual([
        { account: gatewayAccount(provider), delta: -40_000, reason: 'balance_paid' },
        { account: parties.photographer.user.id, delta: 20_000, reason: 'balance_paid' },
        { account: platformAccount, delta: 20_000, reason: 'balance_platform_share' },
      ]);
      expect(await creditsOf(t, parties.requester.user.id)).toBe(0);
      const [settled] = await notificationsOf(t, parties.requester);
      expect(settled).toMatchObject({
        kind: 'payment_settled',
        params: { purpose: 'balance', date: booking.event_date },
      });
      const [paid] = await notificationsOf(t, parties.photographer);
      expect(paid).toMatchObject({ kind: 'balance_paid', params: { amount: 40_000, via: provider } });
    },
  );

  it('turns a second online payment of the same balance into the payer’s credits', async () => {
    const { parties, booking } = await confirmedBooking(t);
    const first = await started(payBalance(t, parties.requester, booking.id, 'khalti'));
    const second = await started(payBalance(t, parties.requester, booking.id, 'esewa'));
    await comeBack(t, await atProvider(t, first, 'pay'));
    await comeBack(t, await atProvider(t, second, 'pay'));
    expect((await storedBalance(t, booking.id)).balance_paid_via).toBe('khalti');
    expect(await creditsOf(t, parties.requester.user.id)).toBe(40_000);
    expect(await creditsOf(t, parties.photographer.user.id)).toBe(20_000);
    expect(await ledgerRowsOf(second.payment.id)).toEqual([
      { account: gatewayAccount('esewa'), delta: -40_000, reason: 'payment_completed' },
      { account: parties.requester.user.id, delta: 40_000, reason: 'payment_completed' },
    ]);
    const view = await t.call<{ payment: Record<string, unknown> }>('GET', `/api/payments/${second.payment.id}`, {
      token: parties.requester.access_token,
    });
    expect(view.body.payment).toMatchObject({ purpose: 'credits', credits: 40_000, booking_id: booking.id });
  });

  it('turns the payment into credits when the photographer marked the balance paid meanwhile', async () => {
    const { parties, booking } = await confirmedBooking(t);
    const created = await started(payBalance(t, parties.requester, booking.id, 'esewa'));
    await expectOk(markBalancePaid(t, parties.photographer, booking.id));
    await comeBack(t, await atProvider(t, created, 'pay'));
    expect((await storedBalance(t, booking.id)).balance_paid_via).toBe('marked');
    expect(await creditsOf(t, parties.requester.user.id)).toBe(40_000);
    expect(await balanceRows(t, booking.id)).toEqual([]);
  });

  it('turns the payment into credits when the booking was cancelled meanwhile', async () => {
    const { parties, booking } = await confirmedBooking(t);
    const created = await started(payBalance(t, parties.requester, booking.id, 'khalti'));
    await expectOk(takeStep(t, parties.photographer, booking.id, 'cancel'));
    await comeBack(t, await atProvider(t, created, 'pay'));
    expect(await storedBalance(t, booking.id)).toMatchObject({ status: 'cancelled', balance_paid_at: null });
    // The advance back (the photographer cancelled) and the balance as credits.
    expect(await creditsOf(t, parties.requester.user.id)).toBe(50_000);
  });

  it('leaves the balance unpaid when the payment is cancelled at the provider', async () => {
    const { parties, booking } = await confirmedBooking(t);
    const created = await started(payBalance(t, parties.requester, booking.id, 'esewa'));
    await comeBack(t, await atProvider(t, created, 'cancel'));
    expect(await paymentStatus(t, created.payment.id)).toBe('failed');
    expect((await storedBalance(t, booking.id)).balance_paid_at).toBeNull();
  });

  it('is not refundable through the admins’ payment refund: the balance is the photographer’s', async () => {
    const { parties, booking } = await confirmedBooking(t);
    const created = await started(payBalance(t, parties.requester, booking.id, 'khalti'));
    await comeBack(t, await atProvider(t, created, 'pay'));
    const admin = await newUser(t, { role: 'admin' });
    const reply = await t.call('POST', `/api/admin/payments/${created.payment.id}/refund`, {
      token: admin.access_token,
      body: { reference: 'KHALTI-REFUND-2' },
    });
    expect(reply).toMatchObject({ status: 409, body: { code: 'paymentNotRefundable' } });
    expect(await creditsOf(t, parties.photographer.user.id)).toBe(20_000);
  });
});

describe('two ways of paying at once', () => {
  it('takes one of two payments from credits and refuses the other: credits move once', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { parties, booking } = await confirmedBooking(t);
      await grantCredits(t, parties.requester.user.id, 80_000);
      const replies = await Promise.all([
        payBalance(t, parties.requester, booking.id, 'credits'),
        payBalance(t, parties.requester, booking.id, 'credits'),
      ]);
      expect(statuses(replies)).toEqual([200, 409]);
      expect(await creditsOf(t, parties.requester.user.id)).toBe(40_000);
      expect(await creditsOf(t, parties.photographer.user.id)).toBe(20_000);
      await expectLedgerAddsUp(t);
    }
  });

  it('lets exactly one of a payment from credits and the photographer’s mark apply', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { parties, booking } = await confirmedBooking(t);
      await grantCredits(t, parties.requester.user.id, 40_000);
      const [paid, marked] = await Promise.all([
        payBalance(t, parties.requester, booking.id, 'credits'),
        markBalancePaid(t, parties.photographer, booking.id),
      ]);
      expect(statuses([paid, marked])).toEqual([200, 409]);
      const via = (await storedBalance(t, booking.id)).balance_paid_via;
      expect(via).toBe(paid.status === 200 ? 'credits' : 'marked');
      expect(await creditsOf(t, parties.requester.user.id)).toBe(via === 'credits' ? 0 : 40_000);
      await expectLedgerAddsUp(t);
    }
  });

  it('lets exactly one of a payment from credits and a cancellation apply', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { parties, booking } = await confirmedBooking(t);
      await grantCredits(t, parties.requester.user.id, 40_000);
      const replies = await Promise.all([
        payBalance(t, parties.requester, booking.id, 'credits'),
        takeStep(t, parties.photographer, booking.id, 'cancel'),
      ]);
      expect(statuses(replies)).toEqual([200, 409]);
      const stored = await storedBalance(t, booking.id);
      if (stored.status === 'cancelled') {
        expect(stored.balance_paid_at).toBeNull();
        expect(await creditsOf(t, parties.requester.user.id)).toBe(50_000);
      } else {
        expect(stored.balance_paid_via).toBe('credits');
        expect((await storedBooking(t, booking.id)).status).toBe('confirmed');
      }
      await expectLedgerAddsUp(t);
    }
  });
});

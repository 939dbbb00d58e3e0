import { bookingHoldAccount } from '@tasbir/db';
import type { Booking, BookingPolicy, RefundTier } from '@tasbir/shared';
import { expect } from 'vitest';
import { bookingFields, daysFromToday, newParties, requestBooking, type Parties } from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { grantCredits } from './economy.factories.js';
import type { NewUser } from './factories.js';
import { nextIp, type Reply, type TestApp } from './harness.js';
import type { Created } from './payments.fixtures.js';

/** The policy of the journey: 20% advance, all back 30 days ahead, half 7 days ahead. */
export const journeyTiers: RefundTier[] = [
  { days_before: 30, refund_percent: 100 },
  { days_before: 7, refund_percent: 50 },
];

export async function setPolicy(t: TestApp, photographer: NewUser, policy: BookingPolicy): Promise<void> {
  await expectOk(t.call('PUT', '/api/photographer/booking-policy', { token: photographer.access_token, body: policy }));
}

export const acceptAt = (
  t: TestApp,
  photographer: NewUser,
  id: string,
  agreedPrice?: number,
): Promise<Reply<Booking>> =>
  t.call<Booking>('POST', `/api/bookings/${id}/accept`, {
    token: photographer.access_token,
    body: agreedPrice === undefined ? {} : { agreed_price: agreedPrice },
  });

export const payAdvance = (
  t: TestApp,
  account: NewUser,
  id: string,
  method: 'credits' | 'esewa' | 'khalti',
): Promise<Reply<Booking | Created>> =>
  t.call<Booking | Created>('POST', `/api/bookings/${id}/pay-advance`, {
    token: account.access_token,
    body: { method },
    ip: nextIp(),
  });

export type AdvanceOptions = {
  price?: number;
  percent?: number;
  tiers?: RefundTier[];
  /** Days from today (Nepal) to the event. */
  eventInDays?: number;
  parties?: Partial<Parties>;
};

/** A booking accepted at `price` under a policy with an advance: it waits for the client to pay. */
export async function awaitingAdvance(
  t: TestApp,
  { price = 50_000, percent = 20, tiers = journeyTiers, eventInDays = 60, parties: given = {} }: AdvanceOptions = {},
): Promise<{ parties: Parties; booking: Booking }> {
  const parties = await newParties(t, given);
  await setPolicy(t, parties.photographer, { advance_percent: percent, refund_tiers: tiers });
  const requested = await expectOk(
    requestBooking(
      t,
      parties.requester,
      bookingFields(parties.photographer.user.id, { event_date: daysFromToday(eventInDays) }),
    ),
  );
  const accepted = await expectOk(acceptAt(t, parties.photographer, requested.body.id, price));
  expect(accepted.body.status).toBe('awaiting_advance');
  return { parties, booking: accepted.body };
}

/** A booking whose advance the client paid from credits granted for it: the platform holds it. */
export async function confirmedBooking(
  t: TestApp,
  options: AdvanceOptions = {},
): Promise<{ parties: Parties; booking: Booking }> {
  const { parties, booking } = await awaitingAdvance(t, options);
  await grantCredits(t, parties.requester.user.id, booking.advance?.amount ?? 0);
  const paid = await expectOk(payAdvance(t, parties.requester, booking.id, 'credits'));
  return { parties, booking: paid.body as Booking };
}

/** What a booking's hold account holds, by its ledger rows. */
export async function heldInLedger(t: TestApp, bookingId: string): Promise<number> {
  const row = await t.db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('total'))
    .where('account', '=', bookingHoldAccount(bookingId))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const settleBooking = (
  t: TestApp,
  admin: NewUser,
  id: string,
  body: Record<string, unknown>,
): Promise<Reply<Booking>> =>
  t.call<Booking>('POST', `/api/admin/bookings/${id}/settle`, { token: admin.access_token, body });

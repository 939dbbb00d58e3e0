import type { Booking } from '@tasbir/shared';
import type { NewUser } from './factories.js';
import { nextIp, type Reply, type TestApp } from './harness.js';
import type { Created } from './payments.fixtures.js';

export type BalanceMethod = 'credits' | 'esewa' | 'khalti';

export const payBalance = (
  t: TestApp,
  account: NewUser | undefined,
  id: string,
  method: BalanceMethod | string,
): Promise<Reply<Booking | Created>> =>
  t.call<Booking | Created>('POST', `/api/bookings/${id}/pay-balance`, {
    ...(account && { token: account.access_token }),
    body: { method },
    ip: nextIp(),
  });

export const markBalancePaid = (t: TestApp, account: NewUser | undefined, id: string): Promise<Reply<Booking>> =>
  t.call<Booking>('POST', `/api/bookings/${id}/balance-paid`, {
    ...(account && { token: account.access_token }),
    ip: nextIp(),
  });

/** A booking's balance columns as stored. */
export const storedBalance = (t: TestApp, id: string) =>
  t.db
    .selectFrom('bookings')
    .select(['balance_paid_at', 'balance_paid_via', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The ledger rows of a booking's balance (its own reference), smallest first. */
export const balanceRows = (t: TestApp, bookingId: string) =>
  t.db
    .selectFrom('credit_ledger')
    .select(['account', 'delta', 'reason'])
    .where('reference', '=', `balance-${bookingId}`)
    .orderBy('delta')
    .orderBy('reason')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, delta: Number(row.delta) })));

/** Puts the photographer on a paid plan for a month, straight in the database. */
export async function onPlan(t: TestApp, photographer: NewUser, plan: 'gold' | 'royal'): Promise<void> {
  await t.db
    .updateTable('users')
    .set({ subscription_plan: plan, subscription_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString() })
    .where('id', '=', photographer.user.id)
    .execute();
}

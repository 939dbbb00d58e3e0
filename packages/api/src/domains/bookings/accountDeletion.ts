import type { Transaction } from 'kysely';
import { newId, type Database } from '@tasbir/db';
import { plans } from '@tasbir/shared';
import { moveCredits } from '../credits/ledger.js';
import { effectivePlan } from '../subscriptions/effectivePlan.js';
import { payOut } from './advanceMoney.js';

/**
 * Pays out every advance held for an account's bookings before the account is deleted (its bookings
 * go with it): a photographer who goes refunds the client everything, as a photographer who cancels
 * does; a client who goes leaves it to the photographer, less the platform's share, as a client who
 * cancels too late does. Runs in the deletion's transaction, before the account's ledger is closed,
 * so no hold is left with money and no booking.
 */
export async function payOutAdvancesOfDeletedAccount(
  trx: Transaction<Database>,
  accountId: string,
  now: string,
): Promise<void> {
  const held = await trx
    .selectFrom('bookings')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', accountId), eb('photographer_id', '=', accountId)]))
    .where('advance_status', '=', 'held')
    .execute();
  for (const booking of held) {
    const photographerGoes = booking.photographer_id === accountId;
    const photographer = await trx
      .selectFrom('users')
      .select(['subscription_plan', 'subscription_expires_at'])
      .where('id', '=', booking.photographer_id)
      .executeTakeFirstOrThrow();
    const paid = payOut(
      booking,
      photographerGoes ? (booking.advance_amount ?? 0) : 0,
      plans[effectivePlan(photographer)].photographerSharePercent,
    );
    await moveCredits(trx, paid.moves, newId(), now);
    await trx
      .updateTable('bookings')
      .set({
        status: 'cancelled',
        cancelled_by: photographerGoes ? 'photographer' : 'requester',
        advance_status: paid.refunded > 0 ? 'refunded' : 'released',
        advance_refunded: booking.advance_refunded + paid.refunded,
        advance_released: booking.advance_released + paid.released,
        updated_at: now,
      })
      .where('id', '=', booking.id)
      .execute();
  }
}

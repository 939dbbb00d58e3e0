import type { Kysely, Updateable } from 'kysely';
import {
  bookingHoldAccount,
  gatewayAccount,
  type BookingRow,
  type BookingsTable,
  type Database,
  type Db,
  type NotificationRow,
} from '@tasbir/db';
import { paisaPerRupee, paymentProviderLabels, plans, type BookingStatus } from '@tasbir/shared';
import { writeAudit, type AuditRecord } from '../audit/auditLog.js';
import { creditUnappliedBookingPayment, moveCredits, type CreditMove } from '../credits/ledger.js';
import { insertNotification } from '../notifications/repository.js';
import type { Notifier } from '../notifications/service.js';
import type { BookingPaymentSettler } from '../payments/repository.js';
import { effectivePlan } from '../subscriptions/effectivePlan.js';
import { answerRequest, keepTrust } from '../trust/repository.js';

/** One step of a booking's life as it is written: the booking's change, its money, its notices, in one transaction. */
export type StepWrite = {
  /** Where the caller saw the booking: the step applies only while it still stands there (its balance too). */
  seen: Pick<BookingRow, 'status' | 'advance_status' | 'balance_paid_at'>;
  set: Updateable<BookingsTable> & { status: BookingStatus; updated_at: string };
  /** Paying an advance: only while its deadline is after this moment. */
  dueAfter?: string;
  money?: { moves: CreditMove[]; reference: string };
  notices: NotificationRow[];
  audit?: AuditRecord;
  /**
   * The photographer's trust figures the step changes (docs/decisions/019-trust-signals.md), kept in
   * its transaction: their answer to the request (`answers`), or a cancellation of theirs.
   * `changed` is called once the step is committed, when a figure their card shows moved.
   */
  trust?: { answers: boolean; changed: () => void };
};

/** `lost`: another call moved the booking first (nothing written); `short`: the payer's balance did not cover it. */
export type StepOutcome = 'moved' | 'lost' | { short: string };

/** Thrown inside a step's transaction to roll the booking's change back when a debit falls short. */
class StepShort extends Error {
  constructor(readonly account: string) {
    super('booking step: a debit fell short');
  }
}

/**
 * The steps of a booking's life that can move money (docs/decisions/016-booking-advances.md). A step
 * is a conditional update from the status the caller saw, so of two steps at once (a cancel and a
 * completion, two payments) exactly one applies; its money moves in the same transaction.
 */
export class BookingStepsRepository {
  constructor(private readonly db: Db) {}

  async write(id: string, step: StepWrite): Promise<StepOutcome> {
    let trustChanged = false;
    const outcome = await this.db
      .transaction()
      .execute(async (trx): Promise<StepOutcome> => {
        let update = trx
          .updateTable('bookings')
          .set(step.set)
          .where('id', '=', id)
          .where('status', '=', step.seen.status)
          .where((eb) =>
            step.seen.advance_status === null
              ? eb('advance_status', 'is', null)
              : eb('advance_status', '=', step.seen.advance_status),
          )
          .where((eb) =>
            step.seen.balance_paid_at === null
              ? eb('balance_paid_at', 'is', null)
              : eb('balance_paid_at', '=', step.seen.balance_paid_at),
          );
        if (step.dueAfter !== undefined) update = update.where('advance_due_at', '>', step.dueAfter);
        const moved = await update.returning(['user_id', 'photographer_id']).executeTakeFirst();
        if (!moved) return 'lost';
        if (step.money) {
          const paid = await moveCredits(trx, step.money.moves, step.money.reference, step.set.updated_at);
          if ('short' in paid) throw new StepShort(paid.short);
        }
        if (step.set.status === 'completed') {
          await trx
            .updateTable('reviews')
            .set({ verified: 1 })
            .where('user_id', '=', moved.user_id)
            .where('photographer_id', '=', moved.photographer_id)
            .execute();
        }
        for (const notice of step.notices) await insertNotification(trx, notice);
        if (step.audit) await writeAudit(trx, step.audit);
        if (step.trust) {
          const at = step.set.updated_at;
          if (step.trust.answers) await answerRequest(trx, id, at);
          trustChanged = await keepTrust(trx, moved.photographer_id, new Date(at));
        }
        return 'moved';
      })
      .catch((error: unknown): StepOutcome => {
        if (error instanceof StepShort) return { short: error.account };
        throw error;
      });
    if (outcome === 'moved' && trustChanged) step.trust?.changed();
    return outcome;
  }

  /** The percent of a released advance the photographer keeps: their plan's share now, as for gifts. */
  photographerSharePercent(photographerId: string): Promise<number> {
    return photographerSharePercent(this.db, photographerId);
  }

  async balanceOf(userId: string): Promise<number> {
    const row = await this.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirst();
    return row?.credits ?? 0;
  }
}

/** The percent of what a booking pays out that the photographer keeps: their plan's share now, as for gifts. */
export async function photographerSharePercent(db: Kysely<Database>, photographerId: string): Promise<number> {
  const photographer = await db
    .selectFrom('users')
    .select(['subscription_plan', 'subscription_expires_at'])
    .where('id', '=', photographerId)
    .executeTakeFirst();
  return plans[photographer ? effectivePlan(photographer) : 'free'].photographerSharePercent;
}

/**
 * Applies a completed online payment of an advance, inside the payment's settlement: the booking
 * still waiting for exactly this advance is confirmed and the money held for it; otherwise (paid
 * twice, or after the booking expired or was cancelled) the money becomes the payer's credits, so
 * nothing paid is lost. Both parties hear which, in the same transaction. Handed to the payments
 * domain (`bookingPaymentSettler`) where the services are built.
 */
export function advanceSettler(prepare: Notifier['prepare']): BookingPaymentSettler {
  return async (trx, payment, now) => {
    const amount = payment.amount_paisa / paisaPerRupee;
    const payer = payment.user_id;
    // A deleted payer's payment is settled as ambiguous before it gets here.
    if (payer === null) throw new Error(`advanceSettler: payment ${payment.id} has no payer`);
    // The booking may be gone with the photographer's account: then the money is the payer's credits.
    const booking =
      payment.booking_id === null
        ? undefined
        : await trx
            .updateTable('bookings')
            .set({ status: 'confirmed', advance_status: 'held', updated_at: now })
            .where('id', '=', payment.booking_id)
            .where('user_id', '=', payer)
            .where('status', '=', 'awaiting_advance')
            .where('advance_status', '=', 'due')
            .where('advance_amount', '=', amount)
            .returningAll()
            .executeTakeFirst();
    if (booking) {
      const held: CreditMove[] = [
        { account: gatewayAccount(payment.provider), delta: -amount, reason: 'advance_paid' },
        { account: bookingHoldAccount(booking.id), delta: amount, reason: 'advance_paid' },
      ];
      await moveCredits(trx, held, payment.id, now);
    }
    const provider = paymentProviderLabels[payment.provider];
    const notices: NotificationRow[] = [];
    if (booking) {
      const client = await trx.selectFrom('users').select('username').where('id', '=', payer).executeTakeFirst();
      const date = booking.event_date;
      notices.push(
        prepare({
          to: payer,
          kind: 'payment_settled',
          params: { purpose: 'advance', provider, date },
          subjectId: payment.id,
        }),
        prepare({
          to: booking.photographer_id,
          kind: 'advance_paid',
          params: { name: client?.username ?? '', amount, date },
          subjectId: booking.id,
          actorId: payer,
        }),
      );
    } else notices.push(await settledAsCredits(trx, prepare, payment, payer, now));
    for (const notice of notices) await insertNotification(trx, notice);
    return notices;
  };
}

/**
 * A booking's online payment that no booking waits for any more (paid twice, expired, cancelled,
 * gone with an account): its money becomes the payer's credits, so nothing paid is lost, and the
 * payer's notice says so. The advance's and the balance's settlers both end here.
 */
export async function settledAsCredits(
  trx: Parameters<BookingPaymentSettler>[0],
  prepare: Notifier['prepare'],
  payment: Parameters<BookingPaymentSettler>[1],
  payer: string,
  now: string,
): Promise<NotificationRow> {
  const credits = payment.amount_paisa / paisaPerRupee;
  await creditUnappliedBookingPayment(trx, { id: payment.id, provider: payment.provider, payer }, credits, now);
  return prepare({
    to: payer,
    kind: 'payment_settled',
    params: { purpose: 'credits', provider: paymentProviderLabels[payment.provider], credits },
    subjectId: payment.id,
  });
}

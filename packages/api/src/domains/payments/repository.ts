import type { Kysely, Transaction } from 'kysely';
import {
  gatewayAccount,
  isUniqueViolation,
  type Database,
  type Db,
  type NewPaymentRow,
  type NotificationRow,
  type PaymentRow,
  type TransactionRunner,
} from '@tasbir/db';
import { unfinishedPaymentStatuses, type PaymentStatus } from '@tasbir/shared';
import { writeAudit } from '../audit/auditLog.js';
import { moveCredits, type CreditMove } from '../credits/ledger.js';
import { insertNotification } from '../notifications/repository.js';

type Trx = Transaction<Database>;

/** Where the provider's answer takes an unfinished payment; `plan` ends when a completed plan payment runs out. */
export type Settlement = {
  status: Exclude<PaymentStatus, 'initiated' | 'refunded'>;
  providerStatus: string;
  reference: string | null;
  now: string;
  planEndsAt: string;
  /** The payer's notification of a completion, written in the same transaction. */
  notice?: NotificationRow;
};

export type PaymentListed = PaymentRow & { user_username: string | null };

/** A refund's outcome: done, or why not. */
export type RefundOutcome =
  { refunded: PaymentListed } | 'missing' | 'notRefundable' | { short: { available: number; needed: number } };

/**
 * What a completed payment of a booking's advance or balance does to its booking, in the
 * settlement's transaction (the bookings domain's, handed in where the services are built):
 * answers the notices it wrote.
 */
export type BookingPaymentSettler = (trx: Trx, payment: PaymentRow, now: string) => Promise<NotificationRow[]>;

/** Purposes that pay for a booking: their settlement is the bookings domain's. */
const forBooking = (purpose: PaymentRow['purpose']) => purpose === 'advance' || purpose === 'balance';

/** A settlement that applied: the payment as it is now, and the notifications written with it. */
export type Settled = { row: PaymentRow; notices: NotificationRow[] };

/** Payments and what settling one moves: the only Kysely of the payments domain. */
export class PaymentsRepository {
  constructor(
    private readonly db: Db,
    /** How a settle's transaction runs: grouped with others on SQLite (GroupCommit, shared with gifts), alone on PostgreSQL. */
    private readonly runWrite: TransactionRunner,
    private readonly settleForBooking: BookingPaymentSettler,
  ) {}

  async insert(row: NewPaymentRow): Promise<void> {
    await this.db.insertInto('payments').values(row).execute();
  }

  /** The provider's session for a payment it started (Khalti's pidx), or how it failed to start. */
  async started(id: string, session: string | null, now: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ provider_session: session, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'initiated')
      .execute();
  }

  async failedToStart(id: string, providerStatus: string, now: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'failed', provider_status: providerStatus, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'initiated')
      .execute();
  }

  byId(id: string): Promise<PaymentListed | undefined> {
    return listed(this.db).where('p.id', '=', id).executeTakeFirst();
  }

  bySession(provider: 'esewa' | 'khalti', session: string): Promise<PaymentListed | undefined> {
    return listed(this.db)
      .where('p.provider', '=', provider)
      .where('p.provider_session', '=', session)
      .executeTakeFirst();
  }

  /** The user's payments, newest first (ids sort by creation), after the cursor's id. */
  page(userId: string, limit: number, afterId?: string): Promise<PaymentListed[]> {
    let query = listed(this.db).where('p.user_id', '=', userId);
    if (afterId !== undefined) query = query.where('p.id', '<', afterId);
    return query.orderBy('p.id', 'desc').limit(limit).execute();
  }

  /** For admins: by our id or the provider's reference or session, and or by status; newest first, at most 100. */
  find(filter: { query?: string; status?: PaymentStatus }): Promise<PaymentListed[]> {
    let query = listed(this.db);
    const { query: text, status } = filter;
    if (text !== undefined)
      query = query.where((eb) =>
        eb.or([
          eb('p.id', '=', text),
          eb('p.provider_reference', '=', text),
          eb('p.provider_session', '=', text),
          eb('p.refund_reference', '=', text),
        ]),
      );
    if (status !== undefined) query = query.where('p.status', '=', status);
    return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(100).execute();
  }

  async balanceOf(userId: string): Promise<number> {
    const row = await this.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirst();
    return row?.credits ?? 0;
  }

  /** Unfinished payments created and last asked about (if ever) before `before`, oldest first: the reconciler's work. */
  due(before: string, limit: number): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', 'in', [...unfinishedPaymentStatuses])
      .where('created_at', '<=', before)
      .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', before)]))
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  /** The provider did not answer: only when we asked, and how often. */
  async asked(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set((eb) => ({ checked_at: now, checks: eb('checks', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /**
   * Settles an unfinished payment once: a conditional update (`initiated` or `pending` → the new
   * status), and for a completion the credits from the gateway's account or the plan's 30 days, in
   * the same transaction. However many settle one payment at once, one of them moves it; the others
   * find it settled and answer undefined. A provider reference another payment already holds makes
   * it ambiguous instead (one provider payment never settles two of ours).
   */
  async settle(payment: PaymentRow, settlement: Settlement): Promise<Settled | undefined> {
    try {
      return await this.runWrite((trx) => applySettlement(trx, payment, settlement, this.settleForBooking));
    } catch (error) {
      if (!isUniqueViolation(error) || settlement.reference === null) throw error;
      return this.runWrite((trx) =>
        applySettlement(
          trx,
          payment,
          {
            ...settlement,
            status: 'ambiguous',
            providerStatus: `${settlement.providerStatus}: reference used by another payment`,
            reference: null,
          },
          this.settleForBooking,
        ),
      );
    }
  }

  /**
   * Marks a completed payment refunded with the provider's refund reference, in one transaction with
   * its reversing ledger rows (the credits back to the gateway; refused when the owner no longer
   * holds them, as after its account's deletion) or the end of its plan, and the audit entry. No
   * row is ever deleted.
   */
  refund(id: string, reference: string, adminId: string, now: string): Promise<RefundOutcome> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .updateTable('payments')
          .set({ status: 'refunded', refund_reference: reference, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'completed')
          // An advance goes back through its booking (a cancellation, an admin's settlement), not here;
          // a balance went to the photographer, whose credits are theirs.
          .where('purpose', 'not in', ['advance', 'balance'])
          .returningAll()
          .executeTakeFirst();
        if (!row)
          return (await trx.selectFrom('payments').select('id').where('id', '=', id).executeTakeFirst())
            ? 'notRefundable'
            : 'missing';
        if (row.purpose === 'credits' && row.credits !== null) {
          // A deleted account holds nothing: its credits are spent as surely as a live one's that went on gifts.
          if (row.user_id === null) throw new RefundShort(0, row.credits);
          const moves: CreditMove[] = [
            { account: row.user_id, delta: -row.credits, reason: 'payment_refunded' },
            { account: gatewayAccount(row.provider), delta: row.credits, reason: 'payment_refunded' },
          ];
          const moved = await moveCredits(trx, moves, row.id, now);
          if ('short' in moved) {
            const owner = await trx
              .selectFrom('users')
              .select('credits')
              .where('id', '=', row.user_id)
              .executeTakeFirst();
            // Nothing may stay of the refund: the rollback takes the status change back.
            throw new RefundShort(owner?.credits ?? 0, row.credits);
          }
        }
        if (row.purpose === 'plan' && row.plan !== null && row.user_id !== null) {
          await trx
            .updateTable('users')
            .set({ subscription_plan: 'free', subscription_expires_at: null, updated_at: now })
            .where('id', '=', row.user_id)
            .where('subscription_plan', '=', row.plan)
            .execute();
        }
        const details = {
          before: { status: 'completed' },
          after: { status: 'refunded', refund_reference: reference, credits: row.credits, plan: row.plan },
        };
        await writeAudit(trx, {
          actorId: adminId,
          action: 'payment.refunded',
          target: { type: 'payment', id, userId: row.user_id },
          details,
        });
        return { refunded: await listed(trx).where('p.id', '=', id).executeTakeFirstOrThrow() };
      })
      .catch((error: unknown) => {
        if (error instanceof RefundShort) return { short: { available: error.available, needed: error.needed } };
        throw error;
      });
  }
}

/** Thrown inside a refund's transaction to roll it back when the credits are spent. */
class RefundShort extends Error {
  constructor(
    readonly available: number,
    readonly needed: number,
  ) {
    super('refund: the credits are spent');
  }
}

async function applySettlement(
  trx: Trx,
  payment: PaymentRow,
  settlement: Settlement,
  settleForBooking: BookingPaymentSettler,
): Promise<Settled | undefined> {
  const { status, providerStatus, reference, now } = settlement;
  const completed = status === 'completed';
  const row = await trx
    .updateTable('payments')
    .set((eb) => ({
      status,
      provider_status: providerStatus,
      provider_reference: reference ?? eb.ref('provider_reference'),
      updated_at: now,
      checked_at: now,
      checks: eb('checks', '+', 1),
      completed_at: completed ? now : null,
    }))
    .where('id', '=', payment.id)
    .where('status', 'in', [...unfinishedPaymentStatuses])
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  if (!completed) return { row, notices: [] };
  if (row.purpose === 'credits' && row.credits !== null && row.user_id !== null) {
    const moves: CreditMove[] = [
      { account: gatewayAccount(row.provider), delta: -row.credits, reason: 'payment_completed' },
      { account: row.user_id, delta: row.credits, reason: 'payment_completed' },
    ];
    await moveCredits(trx, moves, row.id, now);
  }
  if (row.purpose === 'plan' && row.plan !== null && row.user_id !== null) {
    await trx
      .updateTable('users')
      .set({ subscription_plan: row.plan, subscription_expires_at: settlement.planEndsAt, updated_at: now })
      .where('id', '=', row.user_id)
      .execute();
  }
  const notices = forBooking(row.purpose) ? await settleForBooking(trx, row, now) : [];
  // A booking's payment that found no booking waiting for it became credits: answer the payment as it is now.
  const settled = forBooking(row.purpose)
    ? await trx.selectFrom('payments').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    : row;
  if (settlement.notice) {
    await insertNotification(trx, settlement.notice);
    notices.push(settlement.notice);
  }
  return { row: settled, notices };
}

function listed(db: Kysely<Database>) {
  return db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    .select('u.username as user_username');
}

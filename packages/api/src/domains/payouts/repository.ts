import type { Kysely, Transaction } from 'kysely';
import {
  newId,
  payoutsHeldAccount,
  payoutsPaidAccount,
  platformAccount,
  type Database,
  type Db,
  type PayoutRow,
} from '@tasbir/db';
import type { CreatePayoutFields, PayoutStatus } from '@tasbir/shared';
import { writeAudit } from '../audit/auditLog.js';
import { moveCredits, type CreditMove } from '../credits/ledger.js';

export type PayoutListed = PayoutRow & { photographer_username: string | null };

/** How an admin decides a held payout: paid with the transfer's reference, or rejected with a note. */
export type PayoutDecision = { status: 'paid'; reference: string } | { status: 'rejected'; note: string };

/** Payouts and the credits they hold: the only Kysely of the payouts domain. */
export class PayoutsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the credits from the photographer's balance into `payouts-held` and adds the payout, in
   * one transaction with its audit entry, so the same credits cannot be spent or withdrawn twice.
   * `short` with the balance when it does not cover them (nothing written).
   */
  request(
    photographerId: string,
    input: CreatePayoutFields,
    now: string,
  ): Promise<{ payout: PayoutListed } | { short: number }> {
    return this.db.transaction().execute(async (trx) => {
      const id = newId();
      const moves: CreditMove[] = [
        { account: photographerId, delta: -input.credits, reason: 'payout_requested' },
        { account: payoutsHeldAccount, delta: input.credits, reason: 'payout_requested' },
      ];
      const moved = await moveCredits(trx, moves, id, now);
      if ('short' in moved) {
        const owner = await trx
          .selectFrom('users')
          .select('credits')
          .where('id', '=', photographerId)
          .executeTakeFirst();
        return { short: owner?.credits ?? 0 };
      }
      const row = {
        id,
        photographer_id: photographerId,
        credits: input.credits,
        method: input.method,
        account_name: input.account_name,
        account_number: input.account_number,
        bank_name: input.bank_name,
        status: 'held' as const,
        created_at: now,
      };
      await trx.insertInto('payouts').values(row).execute();
      const details = {
        before: { credits: (moved.balances.get(photographerId) ?? 0) + input.credits },
        after: { status: 'held', credits: moved.balances.get(photographerId) ?? 0, payout: input.credits },
      };
      await writeAudit(trx, {
        actorId: photographerId,
        action: 'payout.requested',
        target: { type: 'payout', id, userId: photographerId },
        details,
      });
      return { payout: await listed(trx).where('p.id', '=', id).executeTakeFirstOrThrow() };
    });
  }

  /**
   * Decides a held payout once (a conditional update, so two admins pressing together decide it
   * once): paid moves its credits from held to paid (they leave the system); rejected gives them
   * back to the photographer, or to the platform when the account was deleted meanwhile.
   * `decided` when it was no longer held, `missing` when there is no such payout.
   */
  decide(
    id: string,
    decision: PayoutDecision,
    adminId: string,
    now: string,
  ): Promise<{ payout: PayoutListed } | 'decided' | 'missing'> {
    return this.db.transaction().execute(async (trx) => {
      const reference = decision.status === 'paid' ? decision.reference : null;
      const note = decision.status === 'rejected' ? decision.note : null;
      const row = await trx
        .updateTable('payouts')
        .set({ status: decision.status, reference, note, decided_at: now, decided_by: adminId })
        .where('id', '=', id)
        .where('status', '=', 'held')
        .returning(['photographer_id', 'credits'])
        .executeTakeFirst();
      if (!row)
        return (await trx.selectFrom('payouts').select('id').where('id', '=', id).executeTakeFirst())
          ? 'decided'
          : 'missing';
      await moveCredits(trx, decisionMoves(decision.status, row.credits, row.photographer_id), id, now);
      const details = {
        before: { status: 'held' },
        after: { status: decision.status, reference, note, credits: row.credits },
      };
      await writeAudit(trx, {
        actorId: adminId,
        action: decision.status === 'paid' ? 'payout.paid' : 'payout.rejected',
        target: { type: 'payout', id, userId: row.photographer_id },
        details,
      });
      return { payout: await listed(trx).where('p.id', '=', id).executeTakeFirstOrThrow() };
    });
  }

  /** The photographer's payouts, newest first (at most 100). */
  mine(photographerId: string): Promise<PayoutListed[]> {
    return listed(this.db)
      .where('p.photographer_id', '=', photographerId)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(100)
      .execute();
  }

  /** Payouts of one status: held ones oldest first (the queue), decided ones newest first (at most 100). */
  withStatus(status: PayoutStatus): Promise<PayoutListed[]> {
    const order = status === 'held' ? 'asc' : 'desc';
    return listed(this.db)
      .where('p.status', '=', status)
      .orderBy('p.created_at', order)
      .orderBy('p.id', order)
      .limit(100)
      .execute();
  }

  /** What the photographer has held and has been paid, in credits. */
  async totals(photographerId: string): Promise<{ held: number; paid: number }> {
    const rows = await this.db
      .selectFrom('payouts')
      .select((eb) => ['status', eb.fn.sum<number>('credits').as('total')])
      .where('photographer_id', '=', photographerId)
      .groupBy('status')
      .execute();
    const total = (status: PayoutStatus) => Number(rows.find((row) => row.status === status)?.total ?? 0);
    return { held: total('held'), paid: total('paid') };
  }
}

function decisionMoves(status: 'paid' | 'rejected', credits: number, photographerId: string | null): CreditMove[] {
  if (status === 'paid') {
    return [
      { account: payoutsHeldAccount, delta: -credits, reason: 'payout_paid' },
      { account: payoutsPaidAccount, delta: credits, reason: 'payout_paid' },
    ];
  }
  return [
    { account: payoutsHeldAccount, delta: -credits, reason: 'payout_rejected' },
    { account: photographerId ?? platformAccount, delta: credits, reason: 'payout_rejected' },
  ];
}

function listed(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('payouts as p')
    .leftJoin('users as u', 'u.id', 'p.photographer_id')
    .selectAll('p')
    .select('u.username as photographer_username');
}

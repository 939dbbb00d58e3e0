import { sql, type Kysely } from 'kysely';
import type { Database, Db } from '@tasbir/db';
import { writeAudit } from '../audit/auditLog.js';
import { mintCredits } from './ledger.js';

type NewCreditRequest = {
  id: string;
  user_id: string;
  amount: number;
  payment_method: 'bank_transfer' | 'esewa' | 'khalti' | 'ime_pay';
  receipt_key: string;
  created_at: string;
};
/** `adminId` null: decided by the system (demo data), which is no admin's action and writes no audit entry. */
type Decision = {
  id: string;
  status: 'approved' | 'rejected';
  adminNote: string | null;
  adminId: string | null;
  now: string;
};

/** Credit requests and the credits an approval adds: the only code of the credits domain that touches Kysely. */
export class CreditsRepository {
  constructor(private readonly db: Db) {}

  /** How many of the account's requests wait for an admin. */
  pendingCount(userId: string): Promise<number> {
    return pendingOf(this.db, userId);
  }

  /**
   * Adds the request unless its owner already has `max` waiting; false then. The owner's row is
   * written first, which on PostgreSQL locks it until commit, so requests of one account arriving
   * together count one after another (a count then an insert alone would let two see room for one).
   * SQLite runs one write transaction at a time anyway.
   */
  insertWithinCap(request: NewCreditRequest, max: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const owner = await trx
        .updateTable('users')
        .set({ id: sql<string>`id` })
        .where('id', '=', request.user_id)
        .executeTakeFirst();
      if (owner.numUpdatedRows === 0n) return false;
      if ((await pendingOf(trx, request.user_id)) >= max) return false;
      await trx.insertInto('credit_requests').values(request).execute();
      return true;
    });
  }

  /** Requests with their owner's name, and whether another request came with the same receipt. */
  private listed(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('credit_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.user_id',
        'u.username as user_username',
        'r.amount',
        'r.payment_method',
        'r.status',
        'r.admin_note',
        'r.created_at',
        'r.processed_at',
        'r.receipt_key',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('credit_requests as o')
              .select(sql.lit(1).as('one'))
              .whereRef('o.receipt_key', '=', 'r.receipt_key')
              .whereRef('o.id', '<>', 'r.id'),
          )
          .as('receipt_used_before'),
      );
  }

  byId(id: string) {
    return this.listed().where('r.id', '=', id).executeTakeFirst();
  }

  /** The user's requests, newest first (at most 100). */
  forUser(userId: string) {
    return this.listed()
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(100)
      .execute();
  }

  /** Requests of one status, newest first (at most 100). */
  withStatus(status: 'pending' | 'approved' | 'rejected') {
    return this.listed()
      .where('r.status', '=', status)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(100)
      .execute();
  }

  /**
   * Approves or rejects a pending request in one transaction with its audit entry; an approval adds
   * its amount to the owner's balance with its ledger row. Only a pending request moves (a
   * conditional update), so however many admins press at once, it is credited once. Answers the
   * request as this transaction left it, read before commit, so a deletion right after cannot
   * turn an approval that went through into "not found"; `processed` when it was decided before,
   * even if it was deleted since.
   */
  decide({
    id,
    status,
    adminNote,
    adminId,
    now,
  }: Decision): Promise<{ done: CreditRequestRow } | 'processed' | 'missing'> {
    return this.db.transaction().execute(async (trx) => {
      const decided = await trx
        .updateTable('credit_requests')
        .set({ status, admin_note: adminNote, processed_at: now, processed_by: adminId })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning(['user_id', 'amount'])
        .executeTakeFirst();
      if (!decided) {
        const exists = await trx.selectFrom('credit_requests').select('id').where('id', '=', id).executeTakeFirst();
        return exists || (await wasDecided(trx, id)) ? 'processed' : 'missing';
      }
      let balance: { before: number; after: number } | undefined;
      if (status === 'approved') {
        const after = await mintCredits(trx, decided.user_id, decided.amount, 'credit_request_approved', id, now);
        balance = { before: after - decided.amount, after };
      }
      if (adminId !== null) {
        const details = {
          before: { status: 'pending', ...(balance && { credits: balance.before }) },
          after: { status, admin_note: adminNote, ...(balance && { credits: balance.after }) },
        };
        const action = status === 'approved' ? 'credit_request.approved' : 'credit_request.rejected';
        await writeAudit(trx, {
          actorId: adminId,
          action,
          target: { type: 'credit_request', id, userId: decided.user_id },
          details,
        });
      }
      return { done: await this.listed(trx).where('r.id', '=', id).executeTakeFirstOrThrow() };
    });
  }

  /** Deletes a request whatever its state (balances and the ledger stay) with its audit entry; its receipt key, if it existed. */
  remove(id: string, adminId: string): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('credit_requests')
        .where('id', '=', id)
        .returning(['receipt_key', 'user_id', 'status', 'amount'])
        .executeTakeFirst();
      if (!row) return undefined;
      const details = { before: { status: row.status, amount: row.amount }, after: null };
      await writeAudit(trx, {
        actorId: adminId,
        action: 'credit_request.deleted',
        target: { type: 'credit_request', id, userId: row.user_id },
        details,
      });
      return row.receipt_key;
    });
  }

  /** Receipts are content-addressed and shared with plan requests: the same bytes may back either kind. */
  async receiptInUse(key: string): Promise<boolean> {
    const [credit, plan] = await Promise.all([
      this.db.selectFrom('credit_requests').select('id').where('receipt_key', '=', key).executeTakeFirst(),
      this.db.selectFrom('subscription_requests').select('id').where('receipt_key', '=', key).executeTakeFirst(),
    ]);
    return credit !== undefined || plan !== undefined;
  }
}

export type CreditRequestRow = NonNullable<Awaited<ReturnType<CreditsRepository['byId']>>>;

async function pendingOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('credit_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Whether an admin approved or rejected the request before it was deleted: its decision stays in
 * the audit log (and an approval in the ledger), where a deleted request's row does not.
 */
async function wasDecided(trx: Kysely<Database>, id: string): Promise<boolean> {
  const decision = await trx
    .selectFrom('audit_log')
    .select('id')
    .where('target_type', '=', 'credit_request')
    .where('target_id', '=', id)
    .where('action', 'in', ['credit_request.approved', 'credit_request.rejected'])
    .executeTakeFirst();
  return decision !== undefined;
}

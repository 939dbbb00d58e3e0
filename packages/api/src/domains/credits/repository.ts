import { sql } from 'kysely';
import { newId, type Db } from '@tasbir/db';

type NewCreditRequest = { id: string; user_id: string; amount: number; payment_method: 'bank_transfer' | 'esewa' | 'khalti' | 'ime_pay'; receipt_key: string; created_at: string };
/** `adminId` null: decided by the system (demo data). */
type Decision = { id: string; status: 'approved' | 'rejected'; adminNote: string | null; adminId: string | null; now: string };

/** Credit requests and the credits an approval adds: the only code of the credits domain that touches Kysely. */
export class CreditsRepository {
  constructor(private readonly db: Db) {}

  async insert(request: NewCreditRequest): Promise<void> {
    await this.db.insertInto('credit_requests').values(request).execute();
  }

  /** Requests with their owner's name, and whether another request came with the same receipt. */
  private listed() {
    return this.db
      .selectFrom('credit_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'u.username as user_username', 'r.amount', 'r.payment_method', 'r.status', 'r.admin_note', 'r.created_at', 'r.processed_at', 'r.receipt_key'])
      .select((eb) =>
        eb
          .exists(eb.selectFrom('credit_requests as o').select(sql.lit(1).as('one')).whereRef('o.receipt_key', '=', 'r.receipt_key').whereRef('o.id', '<>', 'r.id'))
          .as('receipt_used_before'),
      );
  }

  byId(id: string) {
    return this.listed().where('r.id', '=', id).executeTakeFirst();
  }

  /** The user's requests, newest first (at most 100). */
  forUser(userId: string) {
    return this.listed().where('r.user_id', '=', userId).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(100).execute();
  }

  /** Requests of one status, newest first (at most 100). */
  withStatus(status: 'pending' | 'approved' | 'rejected') {
    return this.listed().where('r.status', '=', status).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(100).execute();
  }

  /**
   * Approves or rejects a pending request in one transaction; an approval adds its amount to the
   * owner's balance with its ledger row. Only a pending request moves (a conditional update), so
   * however many admins press at once, it is credited once. `processed` when it was not pending.
   */
  decide({ id, status, adminNote, adminId, now }: Decision): Promise<'done' | 'processed' | 'missing'> {
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
        return exists ? 'processed' : 'missing';
      }
      if (status === 'approved') {
        await trx.updateTable('users').set((eb) => ({ credits: eb('credits', '+', decided.amount) })).where('id', '=', decided.user_id).execute();
        await trx.insertInto('credit_ledger').values({ id: newId(), account: decided.user_id, delta: decided.amount, reason: 'credit_request_approved', reference: id, created_at: now }).execute();
      }
      return 'done';
    });
  }

  /** Deletes a request in any state (balances and the ledger stay); its receipt key, if it existed. */
  async remove(id: string): Promise<string | undefined> {
    const row = await this.db.deleteFrom('credit_requests').where('id', '=', id).returning('receipt_key').executeTakeFirst();
    return row?.receipt_key;
  }

  async receiptInUse(key: string): Promise<boolean> {
    return (await this.db.selectFrom('credit_requests').select('id').where('receipt_key', '=', key).executeTakeFirst()) !== undefined;
  }
}

export type CreditRequestRow = NonNullable<Awaited<ReturnType<CreditsRepository['byId']>>>;

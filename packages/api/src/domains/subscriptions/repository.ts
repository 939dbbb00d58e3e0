import { isUniqueViolation, type Db } from '@tasbir/db';
import type { PlanName } from '@tasbir/shared';
import { writeAudit } from '../audit/auditLog.js';

type NewRequest = {
  id: string;
  user_id: string;
  plan: PlanName;
  monthly_price: number;
  payment_method: 'bank_transfer' | 'esewa' | 'khalti' | 'ime_pay';
  receipt_key: string;
  receipt_size: number;
  created_at: string;
};
type Decision = { id: string; status: 'approved' | 'rejected'; adminId: string; now: string; expiresAt: string };

/** Plan requests and the plan an approval starts: the only code of the subscriptions domain that touches Kysely. */
export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  /** False when the account already has a request waiting (the unique index decides, so two at once cannot both land). */
  async insert(request: NewRequest): Promise<boolean> {
    try {
      await this.db.insertInto('subscription_requests').values(request).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  private listed() {
    return this.db
      .selectFrom('subscription_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('users as a', 'a.id', 'r.decided_by')
      .select([
        'r.id',
        'r.user_id',
        'u.username as user_username',
        'u.email as user_email',
        'r.plan',
        'r.monthly_price',
        'r.payment_method',
        'r.status',
        'r.receipt_key',
        'r.receipt_size',
        'r.created_at',
        'r.decided_at',
        'a.username as decided_by',
      ]);
  }

  byId(id: string) {
    return this.listed().where('r.id', '=', id).executeTakeFirst();
  }

  /** Every request, waiting ones first, newest first within (at most 200). */
  all() {
    return this.listed()
      .orderBy((eb) => eb.case().when('r.status', '=', 'pending_approval').then(0).else(1).end())
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(200)
      .execute();
  }

  /** One account's requests, newest first (at most 50). */
  forUser(userId: string) {
    return this.listed()
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(50)
      .execute();
  }

  /**
   * Approves or rejects a waiting request in one transaction with its audit entry; an approval puts
   * the account on the plan until `expiresAt`. Only a waiting request moves, so it is decided once.
   */
  decide({ id, status, adminId, now, expiresAt }: Decision): Promise<'done' | 'processed' | 'missing'> {
    return this.db.transaction().execute(async (trx) => {
      const decided = await trx
        .updateTable('subscription_requests')
        .set({ status, decided_at: now, decided_by: adminId })
        .where('id', '=', id)
        .where('status', '=', 'pending_approval')
        .returning(['user_id', 'plan'])
        .executeTakeFirst();
      if (!decided) {
        const exists = await trx
          .selectFrom('subscription_requests')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        return exists ? 'processed' : 'missing';
      }
      let plans:
        | {
            before: { subscription_plan: PlanName; subscription_expires_at: string | null };
            after: { subscription_plan: PlanName; subscription_expires_at: string };
          }
        | undefined;
      if (status === 'approved') {
        const owner = await trx
          .selectFrom('users')
          .select(['subscription_plan', 'subscription_expires_at'])
          .where('id', '=', decided.user_id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('users')
          .set({ subscription_plan: decided.plan, subscription_expires_at: expiresAt, updated_at: now })
          .where('id', '=', decided.user_id)
          .execute();
        plans = { before: owner, after: { subscription_plan: decided.plan, subscription_expires_at: expiresAt } };
      }
      const details = { before: { status: 'pending_approval', ...plans?.before }, after: { status, ...plans?.after } };
      const action = status === 'approved' ? 'subscription_request.approved' : 'subscription_request.rejected';
      await writeAudit(trx, {
        actorId: adminId,
        action,
        target: { type: 'subscription_request', id, userId: decided.user_id },
        details,
      });
      return 'done';
    });
  }
}

export type SubscriptionRequestRow = NonNullable<Awaited<ReturnType<SubscriptionsRepository['byId']>>>;

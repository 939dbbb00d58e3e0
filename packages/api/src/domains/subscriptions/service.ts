import { newId, nowIso, type UserRow } from '@tasbir/db';
import {
  planFeatures,
  planPeriodDays,
  plans,
  type CurrentSubscription,
  type PlanName,
  type SubscriptionRequest,
} from '@tasbir/shared';
import { requireOwnerOrAdmin } from '../../access.js';
import { conflict, notFound } from '../../errors.js';
import type { StagedFile } from '../../files/staging.js';
import type { Receipts } from '../credits/receipts.js';
import { effectivePlan } from './effectivePlan.js';
import type { Notifier } from '../notifications/service.js';
import type { SubscriptionRequestRow, SubscriptionsRepository } from './repository.js';

const dayMs = 24 * 60 * 60 * 1000;

/** When a paid plan that starts now ends: approved by request or set by an admin, it runs `planPeriodDays`. */
export const paidPlanEnds = (now: Date) => new Date(now.getTime() + planPeriodDays * dayMs).toISOString();

/**
 * The plan in force for the caller now: a paid plan counts until its period ends, then the account
 * is on free again. Days remaining are whole days, rounded up (a plan ending in 2 hours has 1 left).
 */
export function currentSubscription(
  user: Pick<UserRow, 'subscription_plan' | 'subscription_expires_at'>,
  now = new Date(),
): CurrentSubscription {
  const name = effectivePlan(user, now);
  const plan = plans[name];
  const expiresAt = name === 'free' ? null : user.subscription_expires_at;
  const daysRemaining =
    expiresAt === null ? 0 : Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / dayMs));
  return {
    current_plan: name,
    plan_name: plan.label,
    monthly_price: plan.monthlyPriceRs,
    features: planFeatures(plan),
    days_remaining: daysRemaining,
    expires_at: expiresAt,
  };
}

export type UpgradeFields = {
  plan: PlanName;
  payment_method: 'bank_transfer' | 'esewa' | 'khalti' | 'ime_pay';
  payment_proof: string | StagedFile;
};

/** Where the owner and the admins read a plan request's receipt. */
export const subscriptionReceiptUrl = (id: string) => `/api/subscription/requests/${id}/receipt`;

function toSubscriptionRequest(row: SubscriptionRequestRow): SubscriptionRequest {
  const approved = row.status === 'approved';
  const rejected = row.status === 'rejected';
  return {
    id: row.id,
    user_username: row.user_username,
    user_email: row.user_email,
    plan: row.plan,
    monthly_price: row.monthly_price,
    payment_method: row.payment_method,
    status: row.status,
    receipt_url: subscriptionReceiptUrl(row.id),
    receipt_size: row.receipt_size,
    created_at: row.created_at,
    approved_at: approved ? row.decided_at : null,
    approved_by: approved ? row.decided_by : null,
    rejected_at: rejected ? row.decided_at : null,
    rejected_by: rejected ? row.decided_by : null,
  };
}

export class SubscriptionsService {
  constructor(
    private readonly repository: SubscriptionsRepository,
    private readonly receipts: Receipts,
    private readonly notifier: Notifier,
  ) {}

  /** Asks for a paid plan with a payment receipt; one request may wait at a time. */
  async upgrade(user: UserRow, input: UpgradeFields): Promise<SubscriptionRequest> {
    const id = newId();
    // Refused inside the save, so a receipt stored for a refused request is removed again.
    await this.receipts.keep(input.payment_proof, async ({ key, size }) => {
      const row = {
        id,
        user_id: user.id,
        plan: input.plan,
        monthly_price: plans[input.plan].monthlyPriceRs,
        payment_method: input.payment_method,
        receipt_key: key,
        receipt_size: size,
        created_at: nowIso(),
      };
      if (!(await this.repository.insert(row))) throw conflict('subscriptionPending');
    });
    return this.get(id);
  }

  async all(): Promise<{ requests: SubscriptionRequest[] }> {
    return { requests: (await this.repository.all()).map(toSubscriptionRequest) };
  }

  /** The caller's own plan requests, newest first: the Subscriptions page shows the one waiting and the decisions. */
  async mine(user: UserRow): Promise<{ requests: SubscriptionRequest[] }> {
    return { requests: (await this.repository.forUser(user.id)).map(toSubscriptionRequest) };
  }

  /** Approves (the plan runs 30 days from now) or rejects a waiting request; 409 when it was decided already. */
  async decide(
    admin: UserRow,
    id: string,
    status: 'approved' | 'rejected',
    now = new Date(),
  ): Promise<SubscriptionRequest> {
    const outcome = await this.repository.decide({
      id,
      status,
      adminId: admin.id,
      now: now.toISOString(),
      expiresAt: paidPlanEnds(now),
    });
    if (outcome === 'missing') throw notFound('subscriptionRequestNotFound');
    if (outcome === 'processed') throw conflict('subscriptionRequestProcessed');
    const row = await this.repository.byId(id);
    if (!row) throw notFound('subscriptionRequestNotFound');
    await this.notifier.notify({
      to: row.user_id,
      kind: 'subscription_request_processed',
      params: { plan: row.plan, status },
      subjectId: row.id,
    });
    return toSubscriptionRequest(row);
  }

  /** A request's receipt key, for its owner or an admin only. */
  async receiptFor(user: UserRow, id: string): Promise<string> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound('subscriptionRequestNotFound');
    requireOwnerOrAdmin(user, row.user_id);
    return row.receipt_key;
  }

  private async get(id: string): Promise<SubscriptionRequest> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound('subscriptionRequestNotFound');
    return toSubscriptionRequest(row);
  }
}

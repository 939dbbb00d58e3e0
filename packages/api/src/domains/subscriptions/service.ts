import type { UserRow } from '@tasbir/db';
import { planFeatures, plans, type CurrentSubscription } from '@tasbir/shared';
import { effectivePlan } from '../media/policy.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The plan in force for the caller now: a paid plan counts until its period ends, then the account
 * is on free again. Days remaining are whole days, rounded up (a plan ending in 2 hours has 1 left).
 */
export function currentSubscription(user: Pick<UserRow, 'subscription_plan' | 'subscription_expires_at'>, now = new Date()): CurrentSubscription {
  const name = effectivePlan(user, now);
  const plan = plans[name];
  const expiresAt = name === 'free' ? null : user.subscription_expires_at;
  const daysRemaining = expiresAt === null ? 0 : Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / dayMs));
  return { current_plan: name, plan_name: plan.label, monthly_price: plan.monthlyPriceRs, features: planFeatures(plan), days_remaining: daysRemaining, expires_at: expiresAt };
}

import type { UserRow } from '@tasbir/db';
import type { PlanName } from '@tasbir/shared';
import { subscriptionActive } from '../auth/userDto.js';

/** The plan in force now: a paid plan whose period has run out counts as free. */
export function effectivePlan(
  user: Pick<UserRow, 'subscription_plan' | 'subscription_expires_at'>,
  now = new Date(),
): PlanName {
  return subscriptionActive(user, now) ? user.subscription_plan : 'free';
}

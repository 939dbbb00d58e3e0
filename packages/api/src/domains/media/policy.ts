import type { UserRow } from '@tasbir/db';
import {
  planNames,
  plans,
  type MediaKind,
  type PlanName,
  type UploadAllowance,
  type UploadStat,
  type UploadStats,
} from '@tasbir/shared';
import { forbidden } from '../../errors.js';
import { effectivePlan } from '../subscriptions/effectivePlan.js';

export type Uploader = Pick<
  UserRow,
  'id' | 'role' | 'subscription_plan' | 'subscription_expires_at' | 'photo_count' | 'reel_count'
>;

const megabyte = 1024 * 1024;
const largestPlan = plans.royal;

/**
 * The lowest plan each role needs to upload each kind (docs/product.md#plans):
 * photographers need a paid plan for photos and silver or higher for reels; user-role accounts
 * need silver or higher for both. Silver is the cheapest paid plan, so today these agree; the
 * table keeps the rule readable if a cheaper plan is ever added. Admins are unrestricted.
 */
const minimumPlan: Record<'user' | 'photographer', Record<MediaKind, PlanName>> = {
  user: { photo: 'silver', reel: 'silver' },
  photographer: { photo: 'silver', reel: 'silver' },
};

const rank = (plan: PlanName) => planNames.indexOf(plan);

function stat(used: number, count: number | 'unlimited', maxFileMb: number): UploadStat {
  return {
    used,
    limit: count,
    remaining: count === 'unlimited' ? 'unlimited' : Math.max(0, count - used),
    max_file_mb: maxFileMb,
  };
}

/** The caller's upload stats under their plan now. */
export function uploadStats(user: Uploader, now = new Date()): UploadStats {
  if (user.role === 'admin') {
    return {
      plan: effectivePlan(user, now),
      photos: stat(user.photo_count, 'unlimited', largestPlan.photos.maxFileMb),
      reels: stat(user.reel_count, 'unlimited', largestPlan.reels.maxFileMb),
    };
  }
  const plan = plans[effectivePlan(user, now)];
  return {
    plan: plan.name,
    photos: stat(user.photo_count, plan.photos.count, plan.photos.maxFileMb),
    reels: stat(user.reel_count, plan.reels.count, plan.reels.maxFileMb),
  };
}

/**
 * Whether the caller may upload one more item of a kind now, and how large it may be; refuses
 * with the product's sentences (403). Admins are unrestricted in count and take the largest plan's file size.
 */
export function uploadAllowance(user: Uploader, kind: MediaKind, now = new Date()): UploadAllowance {
  const stats = uploadStats(user, now);
  const current = kind === 'photo' ? stats.photos : stats.reels;
  const allowance = { ...current, kind, max_file_bytes: current.max_file_mb * megabyte };
  if (user.role === 'admin') return allowance;
  const needed = minimumPlan[user.role][kind];
  if (rank(stats.plan) < rank(needed) || current.limit === 0)
    throw forbidden(kind === 'photo' ? 'photoNeedsPlan' : 'reelNeedsPlan');
  const { limit, used } = current;
  if (limit !== 'unlimited' && used >= limit)
    throw forbidden(kind === 'photo' ? 'photoLimitReached' : 'reelLimitReached', { count: limit });
  return allowance;
}

/** The largest file of a kind the largest plan lets a caller send (the body limit of the upload routes). */
export const largestFileBytes = (kind: MediaKind) =>
  (kind === 'photo' ? largestPlan.photos.maxFileMb : largestPlan.reels.maxFileMb) * megabyte;

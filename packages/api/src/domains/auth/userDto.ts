import type { UserRow } from '@tasbir/db';
import type { User } from '@tasbir/shared';

/** Whether a paid plan is running now (plans lapse back to free after their period). */
export function subscriptionActive(
  row: Pick<UserRow, 'subscription_plan' | 'subscription_expires_at'>,
  now = new Date(),
): boolean {
  if (row.subscription_plan === 'free') return false;
  return row.subscription_expires_at !== null && row.subscription_expires_at > now.toISOString();
}

type AccountRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'role'
  | 'verified'
  | 'suspended'
  | 'subscription_plan'
  | 'subscription_expires_at'
  | 'credits'
>;

/** Who an account is, its flags, the plan in force (a lapsed one reads free) and its balance: what every view of an account shows. */
export function accountFields(row: AccountRow) {
  const active = subscriptionActive(row);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    verified: row.verified === 1,
    suspended: row.suspended === 1,
    subscription_plan: active ? row.subscription_plan : 'free',
    subscription_expires_at: active ? row.subscription_expires_at : null,
    credits: row.credits,
  };
}

/** The signed-in user as clients see it (`userSchema` in shared); never the hash or the token version. */
export function toUser(row: UserRow): User {
  return {
    ...accountFields(row),
    subscription_active: subscriptionActive(row),
    bio: row.bio,
    location: row.location,
    district: row.district,
    city: row.city,
    contact_number: row.contact_number,
    profile_picture: row.profile_picture,
    rating: row.rating,
    total_ratings: row.total_ratings,
    photo_count: row.photo_count,
    reel_count: row.reel_count,
    total_gifts_received: row.total_gifts_received,
    verification_badge: row.verified === 1,
    created_at: row.created_at,
  };
}

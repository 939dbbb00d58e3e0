import type { UserRow } from '@tasbir/db';
import type { AdminUser } from '@tasbir/shared';
import { accountFields } from '../auth/userDto.js';

/** The columns the admin panel shows of an account. */
export const adminUserColumns = [
  'id',
  'username',
  'email',
  'role',
  'verified',
  'suspended',
  'subscription_plan',
  'subscription_expires_at',
  'credits',
  'location',
  'city',
  'district',
  'rating',
  'photo_count',
  'reel_count',
  'total_gifts_received',
  'created_at',
] as const satisfies readonly (keyof UserRow)[];
export type AdminUserRow = Pick<UserRow, (typeof adminUserColumns)[number]>;

/** An account as the admin panel lists it: the plan in force, and a photographer's figures only for photographers. */
export function toAdminUser(row: AdminUserRow): AdminUser {
  const photographer = row.role === 'photographer';
  return {
    ...accountFields(row),
    location: row.location,
    city: row.city,
    district: row.district,
    rating: photographer ? row.rating : null,
    photo_count: photographer ? row.photo_count : null,
    reel_count: photographer ? row.reel_count : null,
    total_gifts_received: photographer ? row.total_gifts_received : null,
    created_at: row.created_at,
  };
}

import { z } from 'zod';
import { pageSchema } from './paging.js';
import { photoSchema, reelSchema } from './media.js';

/** How many photos and reels a page of the admin panel's content tab shows. */
export const adminContentPageSize = 12;

/** New accounts this month against last month; `percent` is null when last month had none. */
export const userGrowthSchema = z.object({
  users_this_month: z.number().int(),
  users_last_month: z.number().int(),
  percent: z.number().nullable(),
});
export type UserGrowth = z.infer<typeof userGrowthSchema>;

/** `GET /admin/dashboard`: the admin panel's summary cards and overview, every figure counted by query. */
export const adminDashboardSchema = z.object({
  total_users: z.number().int(),
  total_photographers: z.number().int(),
  /** Accounts on a paid plan that has not run out. */
  total_subscriptions: z.number().int(),
  /** Rs received: approved credit requests plus approved plan requests. */
  total_revenue: z.number().int(),
  pending_subscriptions: z.number().int(),
  pending_credit_requests: z.number().int(),
  /** Booking requests no photographer has answered yet. */
  pending_bookings: z.number().int(),
  /** Reports no admin has resolved yet. */
  open_reports: z.number().int(),
  overview: z.object({
    /** Credits the platform keeps from gifts (its ledger account). */
    platform_revenue: z.number().int(),
    total_gift_value: z.number().int(),
    total_users: z.number().int(),
    /** Accounts seen in the last 30 days. */
    active_users: z.number().int(),
    growth: userGrowthSchema,
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminPhotoPageSchema = pageSchema(photoSchema);
export const adminReelPageSchema = pageSchema(reelSchema);
/** What a delete-all answers. */
export const deletedCountSchema = z.object({ deleted_count: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;

import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { planNames } from '../plans.js';
import { roles } from '../roles.js';
import { userSchema } from './auth.js';
import { digitsAsNumber, lineText, usernameField, wholeNumberField } from './fields.js';
import { blankIsAbsent, pageCursorField, pageLimitField, pageSchema } from './paging.js';

/** The most credits one admin grant may add (1 credit = Rs 1). */
export const adminGrantMax = 100_000;
/** The longest text the user list searches for. */
export const adminSearchMax = 100;

const userIdField = lineText(refuse('userNotFound')).min(1, refuse('userNotFound')).max(64, refuse('userNotFound'));

/** `/admin/users/{id}/…`: the account acted on. */
export const adminUserIdInput = z.object({ id: userIdField });

/** `GET /admin/users`: every account, newest first, optionally those whose username or email contains `search`. */
export const adminUserListInput = z.object({
  search: z.preprocess(
    blankIsAbsent,
    lineText(refuse('fieldTooLong')).trim().max(adminSearchMax, refuse('fieldTooLong')).optional(),
  ),
  limit: pageLimitField,
  cursor: pageCursorField,
});
export type AdminUserListInput = z.output<typeof adminUserListInput>;

/** `POST /admin/users/{id}/credits?credits=N`: a whole number from 1 to `adminGrantMax` (the query sends it as decimal digits). */
export const adminGrantCreditsInput = adminUserIdInput.extend({
  credits: z.preprocess(
    digitsAsNumber,
    wholeNumberField('adminCreditsInvalid', 'adminCreditsInvalid', 1, adminGrantMax),
  ),
});
export type AdminGrantCreditsInput = z.output<typeof adminGrantCreditsInput>;

/** `PUT /admin/users/{id}` {username}: the same username rule as registration. */
export const adminRenameInput = adminUserIdInput.extend({ username: usernameField });
export type AdminRenameInput = z.output<typeof adminRenameInput>;

/** `PUT /admin/users/{id}/role?role=`. */
export const adminRoleInput = adminUserIdInput.extend({ role: z.enum(roles, refuse('adminRoleInvalid')) });
export type AdminRoleInput = z.output<typeof adminRoleInput>;

/** `PUT /admin/users/{id}/subscription?plan=`: a plan of the plan table, paid or free; free ends a paid one. */
export const adminPlanInput = adminUserIdInput.extend({ plan: z.enum(planNames, refuse('planInvalid')) });
export type AdminPlanInput = z.output<typeof adminPlanInput>;

/**
 * An account as the admin panel lists it. The plan is the one in force (a lapsed plan reads free);
 * the photographer's figures (rating, uploads, gifts received) are null for other roles.
 */
export const adminUserSchema = userSchema
  .pick({
    id: true,
    username: true,
    email: true,
    role: true,
    verified: true,
    suspended: true,
    subscription_plan: true,
    subscription_expires_at: true,
    location: true,
    city: true,
    district: true,
    created_at: true,
  })
  .extend({
    credits: z.number().int(),
    rating: z.number().nullable(),
    photo_count: z.number().int().nullable(),
    reel_count: z.number().int().nullable(),
    total_gifts_received: z.number().int().nullable(),
  });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchema(adminUserSchema);

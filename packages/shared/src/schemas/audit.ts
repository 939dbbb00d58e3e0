import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { lineText } from './fields.js';
import { blankIsAbsent, pageCursorField, pageLimitField, pageSchema } from './paging.js';

/** Everything the audit log records; the first two are written at start-up for the configured admin. */
export const auditActions = [
  'admin.created-from-config',
  'admin.updated-from-config',
  'user.verified',
  'user.unverified',
  'user.suspended',
  'user.activated',
  'user.credits_granted',
  'user.renamed',
  'user.role_changed',
  'user.plan_changed',
  'user.deleted',
  'credit_request.approved',
  'credit_request.rejected',
  'credit_request.deleted',
  'subscription_request.approved',
  'subscription_request.rejected',
  'photo.deleted',
  'reel.deleted',
  'photos.deleted_all',
  'reels.deleted_all',
  'payment.refunded',
  'payout.requested',
  'payout.paid',
  'payout.rejected',
  'booking.settled',
  'report.resolved',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditTargetTypes = [
  'user',
  'credit_request',
  'subscription_request',
  'photo',
  'reel',
  'payment',
  'payout',
  'booking',
  'report',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** The values an action changed, by field: `{role: 'user'}` before, `{role: 'photographer'}` after. */
export const auditValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditValues = z.infer<typeof auditValuesSchema>;
/** `before` is null for something new, `after` for something removed. */
export const auditDetailsSchema = z.object({
  before: auditValuesSchema.nullable(),
  after: auditValuesSchema.nullable(),
});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

/**
 * One entry of `GET /admin/audit`. `admin_username` is null for start-up entries and admins since
 * deleted; `target_label` is the username of the account concerned, null once it is deleted (the
 * deletion's own entry keeps the name in `details.before`).
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  admin_username: z.string().nullable(),
  action: z.enum(auditActions),
  target_type: z.enum(auditTargetTypes).nullable(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  details: auditDetailsSchema.nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);

/** `GET /admin/audit`: newest first, optionally one action's entries, or those concerning one account (`target_user_id`). */
export const auditListInput = z.object({
  action: z.preprocess(blankIsAbsent, z.enum(auditActions, refuse('auditActionInvalid')).optional()),
  target_user_id: z.preprocess(
    blankIsAbsent,
    lineText(refuse('userNotFound')).max(64, refuse('userNotFound')).optional(),
  ),
  limit: pageLimitField,
  cursor: pageCursorField,
});
export type AuditListInput = z.output<typeof auditListInput>;

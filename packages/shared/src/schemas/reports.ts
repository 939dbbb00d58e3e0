import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { lineText, multilineText } from './fields.js';
import { blankIsAbsent, pageCursorField, pageLimitField, pageSchema } from './paging.js';
import { reportActions, reportLimits, reportReasons, reportStatuses, reportTargetTypes } from '../reports.js';

const idField = lineText(refuse('reportTargetRequired'))
  .trim()
  .min(1, refuse('reportTargetRequired'))
  .max(64, refuse('reportTargetRequired'));

/** `POST /reports`: one open report per reporter and target. */
export const createReportInput = z.object({
  target_type: z.enum(reportTargetTypes, refuse('reportTargetTypeInvalid')),
  target_id: idField,
  reason: z.enum(reportReasons, refuse('reportReasonInvalid')),
  note: multilineText(refuse('reportNoteTooLong'))
    .trim()
    .max(reportLimits.noteMax, refuse('reportNoteTooLong'))
    .nullish()
    .transform((value) => value || null),
});
export type CreateReportFields = z.output<typeof createReportInput>;

/** A report as its reporter reads it back. */
export const reportSchema = z.object({
  id: z.string(),
  target_type: z.enum(reportTargetTypes),
  target_id: z.string(),
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  status: z.enum(reportStatuses),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * What the admins see of the reported thing: `exists` false once it is gone (removed, or its owner's
 * account deleted); `excerpt` is its text or title as it was when reported, `thumb_url` a photo's
 * thumbnail or a reel's poster while it exists; `owner_*` whose it is (the account itself for a user).
 */
export const reportTargetSchema = z.object({
  kind: z.enum(reportTargetTypes),
  exists: z.boolean(),
  excerpt: z.string().nullable(),
  thumb_url: z.string().nullable(),
  owner_id: z.string().nullable(),
  owner_username: z.string().nullable(),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** One row of `GET /admin/reports`: the report, its reporter, the target's preview, its open reports, the decision once made. */
export const adminReportSchema = reportSchema.extend({
  reporter: z.object({ id: z.string(), username: z.string() }),
  target: reportTargetSchema,
  /** Open reports on the same target, this one included while open. */
  open_reports: z.number().int(),
  resolution: z.enum(reportActions).nullable(),
  resolution_note: z.string().nullable(),
  resolved_at: z.string().nullable(),
  resolved_by_username: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = pageSchema(adminReportSchema);

/** `GET /admin/reports?status=`: open ones by default, newest first. */
export const adminReportListInput = z.object({
  status: z.preprocess(blankIsAbsent, z.enum(reportStatuses, refuse('reportStatusInvalid')).default('open')),
  limit: pageLimitField,
  cursor: pageCursorField,
});
export type AdminReportListInput = z.output<typeof adminReportListInput>;

/** `POST /admin/reports/{id}/resolve`: the decision and a note saying why. */
export const resolveReportInput = z.object({
  id: lineText(refuse('reportNotFound')).trim().min(1, refuse('reportNotFound')).max(64, refuse('reportNotFound')),
  action: z.enum(reportActions, refuse('reportActionInvalid')),
  note: multilineText(refuse('reportResolutionNoteRequired'))
    .trim()
    .min(1, refuse('reportResolutionNoteRequired'))
    .max(reportLimits.noteMax, refuse('reportResolutionNoteRequired')),
});
export type ResolveReportFields = z.output<typeof resolveReportInput>;

/** What resolving answers: the report as admins see it now, and how many reports on its target it closed. */
export const reportResolvedSchema = z.object({ report: adminReportSchema, closed_reports: z.number().int() });
export type ReportResolved = z.infer<typeof reportResolvedSchema>;

/** Reports' choices and bounds (docs/decisions/020-reports.md), apart from their schemas so the web reads them without zod. */

/** What may be reported: each names a row of its own table by `target_id` (a user by their account id). */
export const reportTargetTypes = ['photo', 'reel', 'comment', 'review', 'message', 'user'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

/** Why, in few words a reporter can pick from; `other` leans on the note. */
export const reportReasons = ['spam', 'harassment', 'nudity', 'violence', 'stolen_work', 'scam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportStatuses = ['open', 'resolved'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What an admin decides: nothing to do, the reported thing goes, or its owner is suspended. */
export const reportActions = ['dismiss', 'remove_content', 'suspend_user'] as const;
export type ReportAction = (typeof reportActions)[number];

export const reportLimits = {
  /** The reporter's optional note, and the admin's note on the decision. */
  noteMax: 500,
  /** Reports one account may send in an hour. */
  perHour: 20,
  /** How much of a reported text the admins' preview quotes. */
  excerptMax: 140,
} as const;

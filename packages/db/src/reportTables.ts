import type { Selectable } from 'kysely';
import type { ReportAction, ReportReason, ReportStatus, ReportTargetType } from '@tasbir/shared';

/** Table of migration 0027_reports (docs/decisions/020-reports.md). */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: ReportTargetType;
  /** The reported row's id (a user's account id); no foreign key, so the report outlives it. */
  target_id: string;
  /** Whose it was when reported (the account itself for a user); null once that account is deleted. */
  target_owner_id: string | null;
  /** Its text or title when reported, cut short, so a decided report still shows what it was about. */
  target_excerpt: string | null;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  resolution: ReportAction | null;
  resolution_note: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
}

export type ReportRow = Selectable<ReportsTable>;

import { newId, nowIso, type NotificationRow, type UserRow } from '@tasbir/db';
import {
  reportLimits,
  type AdminReport,
  type AdminReportListInput,
  type CreateReportFields,
  type ErrorCode,
  type Page,
  type Report,
  type ReportResolved,
  type ReportTargetType,
  type ResolveReportFields,
} from '@tasbir/shared';
import { requireReportable } from '../../access.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { mediaUrl } from '../../files/mediaKeys.js';
import { decodeCursor, pageById } from '../../paging/cursor.js';
import type { Notifier } from '../notifications/service.js';
import type { ContentRemoval } from './removal.js';
import type { ListedReport, ReportsRepository } from './repository.js';
import { targetKey, type ReportTargetsRepository, type TargetPresence } from './targetsRepository.js';

type Deps = {
  repository: ReportsRepository;
  targets: ReportTargetsRepository;
  removal: ContentRemoval;
  /** The admin users path: its rules refuse oneself and the last active admin, and its audit entry is written there. */
  suspend: (admin: UserRow, userId: string) => Promise<unknown>;
  notifier: Notifier;
  /** Counts one report of the account against the hourly limit (429 past it). */
  countReport: (userId: string) => Promise<void>;
};

const notFoundCodes: Record<ReportTargetType, ErrorCode> = {
  photo: 'photoNotFound',
  reel: 'reelNotFound',
  comment: 'commentNotFound',
  review: 'reviewNotFound',
  message: 'messageNotFound',
  user: 'userNotFound',
};

/** The start of a text, cut on a character (not inside a surrogate pair). */
function excerptOf(text: string | null): string | null {
  if (text === null || text === '') return null;
  const characters = [...text];
  return characters.length <= reportLimits.excerptMax
    ? text
    : `${characters.slice(0, reportLimits.excerptMax - 1).join('')}…`;
}

const toReport = (
  row: Omit<ListedReport, 'reporter_username' | 'owner_username' | 'resolver_username' | 'open_reports'>,
): Report => ({
  id: row.id,
  target_type: row.target_type,
  target_id: row.target_id,
  reason: row.reason,
  note: row.note,
  status: row.status,
  created_at: row.created_at,
});

function toAdminReport(row: ListedReport, presence: TargetPresence | undefined): AdminReport {
  return {
    ...toReport(row),
    reporter: { id: row.reporter_id, username: row.reporter_username },
    target: {
      kind: row.target_type,
      exists: presence !== undefined,
      excerpt: row.target_excerpt,
      thumb_url: presence?.thumbKey ? mediaUrl(presence.thumbKey) : null,
      owner_id: row.target_owner_id,
      owner_username: row.owner_username,
    },
    open_reports: Number(row.open_reports ?? 0),
    resolution: row.resolution,
    resolution_note: row.resolution_note,
    resolved_at: row.resolved_at,
    resolved_by_username: row.resolver_username,
  };
}

/**
 * Reports (docs/decisions/020-reports.md): every signed-in account reports what it can see and is not
 * its own; admins list them with a preview of what was reported and decide once per target.
 */
export class ReportsService {
  constructor(private readonly deps: Deps) {}

  async create(reporter: UserRow, input: CreateReportFields): Promise<Report> {
    const { target_type: type, target_id: targetId } = input;
    const thing = requireReportable(reporter, await this.deps.targets.find(type, targetId), {
      notFoundCode: notFoundCodes[type],
      isAccount: type === 'user',
    });
    await this.deps.countReport(reporter.id);
    const row = {
      id: newId(),
      reporter_id: reporter.id,
      target_type: type,
      target_id: targetId,
      target_owner_id: thing.ownerId,
      target_excerpt: excerptOf(thing.text),
      reason: input.reason,
      note: input.note,
      created_at: nowIso(),
    };
    if (!(await this.deps.repository.insert(row))) throw conflict('reportAlreadyOpen');
    return toReport({
      ...row,
      status: 'open',
      resolution: null,
      resolution_note: null,
      resolved_by: null,
      resolved_at: null,
    });
  }

  /** One status's reports, newest first, paged by an opaque cursor. */
  async list(input: AdminReportListInput): Promise<Page<AdminReport>> {
    const after = decodeCursor(input.cursor, false);
    const page = pageById(await this.deps.repository.list(input.status, after?.id, input.limit + 1), input.limit);
    return { items: await this.withPreviews(page.rows), next_cursor: page.next };
  }

  /**
   * Acts on the decision first (each through its own domain, which refuses what it must), then closes
   * every open report on the target with it, in one transaction with the audit entry and the
   * reporters' notices; a report decided meanwhile refuses the second decision.
   */
  async resolve(admin: UserRow, input: ResolveReportFields): Promise<ReportResolved> {
    const report = await this.deps.repository.byId(input.id);
    if (!report) throw notFound('reportNotFound');
    if (report.status !== 'open') throw conflict('reportAlreadyResolved');
    if (input.action === 'remove_content') {
      if (report.target_type === 'user') throw badRequest('reportCannotRemoveUser');
      await this.deps.removal.remove(admin, report.target_type, report.target_id);
    }
    if (input.action === 'suspend_user') {
      if (report.target_owner_id === null) throw notFound('userNotFound');
      await this.deps.suspend(admin, report.target_owner_id);
    }
    let notices: NotificationRow[] = [];
    const closed = await this.deps.repository.resolve(
      report,
      { action: input.action, note: input.note, adminId: admin.id, at: nowIso() },
      ({ reports }) => ({
        actorId: admin.id,
        action: 'report.resolved',
        target: { type: 'report', id: report.id, userId: report.target_owner_id },
        details: {
          before: {
            status: 'open',
            target_type: report.target_type,
            target_id: report.target_id,
            reason: report.reason,
          },
          after: { status: 'resolved', action: input.action, note: input.note, closed_reports: reports.length },
        },
      }),
      (reporterIds) =>
        (notices = reporterIds.map((to) =>
          this.deps.notifier.prepare({
            to,
            kind: 'report_resolved',
            params: { action: input.action, target_type: report.target_type },
            subjectId: report.id,
          }),
        )),
    );
    if (!closed) throw conflict('reportAlreadyResolved');
    for (const row of notices) await this.deps.notifier.announce(row);
    const listed = await this.deps.repository.listedById(report.id);
    if (!listed) throw notFound('reportNotFound');
    const [item] = await this.withPreviews([listed]);
    if (!item) throw notFound('reportNotFound');
    return { report: item, closed_reports: closed.reports.length };
  }

  private async withPreviews(rows: ListedReport[]): Promise<AdminReport[]> {
    const present = await this.deps.targets.present(rows.map((row) => ({ type: row.target_type, id: row.target_id })));
    return rows.map((row) => toAdminReport(row, present.get(targetKey(row.target_type, row.target_id))));
  }
}

import { isUniqueViolation, type Db, type NotificationRow, type ReportRow } from '@tasbir/db';
import type { ReportAction, ReportStatus } from '@tasbir/shared';
import { writeAudit, type AuditRecord } from '../audit/auditLog.js';
import { insertNotification } from '../notifications/repository.js';

export type NewReport = Omit<ReportRow, 'status' | 'resolution' | 'resolution_note' | 'resolved_by' | 'resolved_at'>;

export type Decision = { action: ReportAction; note: string; adminId: string; at: string };

/** What one decision closed: every report on the target, the first the one decided. */
export type Closed = { reports: Pick<ReportRow, 'id' | 'reporter_id'>[] };

/** Reports: the only code of the reports domain, with the targets' reader, that touches Kysely. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a report; false when the reporter has one open on the target already (the unique index says so). */
  async insert(report: NewReport): Promise<boolean> {
    try {
      await this.db
        .insertInto('reports')
        .values({ ...report, status: 'open' })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  byId(id: string): Promise<ReportRow | undefined> {
    return this.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private listed() {
    return this.db
      .selectFrom('reports as r')
      .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
      .leftJoin('users as owner', 'owner.id', 'r.target_owner_id')
      .leftJoin('users as resolver', 'resolver.id', 'r.resolved_by')
      .selectAll('r')
      .select([
        'reporter.username as reporter_username',
        'owner.username as owner_username',
        'resolver.username as resolver_username',
      ])
      .select((eb) =>
        eb
          .selectFrom('reports as o')
          .select((o) => o.fn.countAll<number>().as('count'))
          .whereRef('o.target_type', '=', 'r.target_type')
          .whereRef('o.target_id', '=', 'r.target_id')
          .where('o.status', '=', 'open')
          .as('open_reports'),
      );
  }

  /** One status's reports, newest first (ids are UUIDv7), with names and the target's open count. */
  list(status: ReportStatus, afterId: string | undefined, limit: number) {
    let query = this.listed().where('r.status', '=', status).orderBy('r.id', 'desc').limit(limit);
    if (afterId) query = query.where('r.id', '<', afterId);
    return query.execute();
  }

  listedById(id: string) {
    return this.listed().where('r.id', '=', id).executeTakeFirst();
  }

  /**
   * Closes the report and every other open one on its target with the same decision, writes the
   * audit entry and a notice to each reporter, in one transaction. The report's own update is
   * conditional on its being open: undefined when another decision got there first.
   */
  resolve(
    report: ReportRow,
    decision: Decision,
    audit: (closed: Closed) => AuditRecord,
    notices: (reporterIds: string[]) => NotificationRow[],
  ): Promise<Closed | undefined> {
    const decided = {
      status: 'resolved',
      resolution: decision.action,
      resolution_note: decision.note,
      resolved_by: decision.adminId,
      resolved_at: decision.at,
    } as const;
    return this.db.transaction().execute(async (trx) => {
      const first = await trx
        .updateTable('reports')
        .set(decided)
        .where('id', '=', report.id)
        .where('status', '=', 'open')
        .returning(['id', 'reporter_id'])
        .executeTakeFirst();
      if (!first) return undefined;
      const others = await trx
        .updateTable('reports')
        .set(decided)
        .where('target_type', '=', report.target_type)
        .where('target_id', '=', report.target_id)
        .where('status', '=', 'open')
        .returning(['id', 'reporter_id'])
        .execute();
      const closed = { reports: [first, ...others] };
      await writeAudit(trx, audit(closed));
      for (const row of notices([...new Set(closed.reports.map((r) => r.reporter_id))]))
        await insertNotification(trx, row);
      return closed;
    });
  }
}

export type ListedReport = Awaited<ReturnType<ReportsRepository['list']>>[number];

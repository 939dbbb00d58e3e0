import { newId, nowIso, type AuditLogRow, type Db } from '@tasbir/db';

export type AuditEntry = { actorId: string | null; action: string; targetType?: string; targetId?: string; details?: Record<string, unknown> };

/** Who did what to which target, and when: every admin action writes one row. */
export class AuditLog {
  constructor(private readonly db: Db) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        id: newId(),
        actor_id: entry.actorId,
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId ?? null,
        details: entry.details ? JSON.stringify(entry.details) : null,
        created_at: nowIso(),
      })
      .execute();
  }

  recent(limit: number): Promise<AuditLogRow[]> {
    return this.db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }
}

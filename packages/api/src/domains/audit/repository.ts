import type { Db } from '@tasbir/db';
import type { AuditAction } from '@tasbir/shared';
import { writeAudit, type AuditRecord } from './auditLog.js';

export type AuditFilter = { action?: AuditAction; targetUserId?: string; afterId?: string; limit: number };

/** The audit log: the only code of the audit domain that touches Kysely, beside the shared writer. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  record(record: AuditRecord): Promise<void> {
    return writeAudit(this.db, record);
  }

  /**
   * Entries newest first (ids are UUIDv7, so id order is time order), with the acting admin's and
   * the concerned account's usernames as they are now; each filter is one index.
   */
  list({ action, targetUserId, afterId, limit }: AuditFilter) {
    let query = this.db
      .selectFrom('audit_log as a')
      .leftJoin('users as actor', 'actor.id', 'a.actor_id')
      .leftJoin('users as target', 'target.id', 'a.target_user_id')
      .select([
        'a.id',
        'actor.username as admin_username',
        'a.action',
        'a.target_type',
        'a.target_id',
        'target.username as target_label',
        'a.details',
        'a.created_at',
      ])
      .orderBy('a.id', 'desc')
      .limit(limit);
    if (action) query = query.where('a.action', '=', action);
    if (targetUserId) query = query.where('a.target_user_id', '=', targetUserId);
    if (afterId) query = query.where('a.id', '<', afterId);
    return query.execute();
  }
}

export type AuditListRow = Awaited<ReturnType<AuditRepository['list']>>[number];

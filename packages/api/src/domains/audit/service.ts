import { auditDetailsSchema, type AuditEntry, type AuditListInput, type Page } from '@tasbir/shared';
import { decodeCursor, pageById } from '../../paging/cursor.js';
import type { AuditRecord } from './auditLog.js';
import type { AuditListRow, AuditRepository } from './repository.js';

function toEntry(row: AuditListRow): AuditEntry {
  return {
    id: row.id,
    admin_username: row.admin_username,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_label: row.target_label,
    // Written only from typed records (auditLog.ts), so the text always parses.
    details: row.details === null ? null : auditDetailsSchema.parse(JSON.parse(row.details)),
    created_at: row.created_at,
  };
}

/** The audit log: start-up writes through it; admins read it (`GET /api/admin/audit`). */
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  record(record: AuditRecord): Promise<void> {
    return this.repository.record(record);
  }

  /** Newest first, paged by an opaque cursor; optionally one action's entries, or one account's. */
  async list(input: AuditListInput): Promise<Page<AuditEntry>> {
    const after = decodeCursor(input.cursor, false);
    const rows = await this.repository.list({
      action: input.action,
      targetUserId: input.target_user_id,
      afterId: after?.id,
      limit: input.limit + 1,
    });
    const page = pageById(rows, input.limit);
    return { items: page.rows.map(toEntry), next_cursor: page.next };
  }
}

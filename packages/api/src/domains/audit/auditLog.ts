import type { Kysely } from 'kysely';
import { newId, nowIso, type Database, type Db } from '@tasbir/db';
import type { AuditAction, AuditDetails, AuditTargetType } from '@tasbir/shared';

/**
 * One audit entry: who (null for start-up), what, to which target, and the values before and after.
 * `userId` is the account the entry concerns: the user acted on, or the owner of a request decided.
 */
export type AuditRecord = {
  actorId: string | null;
  action: AuditAction;
  target?: { type: AuditTargetType; id: string; userId: string | null };
  details?: AuditDetails;
};

/**
 * Writes an entry through `db`, which may be a transaction: repositories that change something an
 * admin asked for write its entry in the same transaction, so a change and its entry land together.
 */
export async function writeAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      actor_id: record.actorId,
      action: record.action,
      target_type: record.target?.type ?? null,
      target_id: record.target?.id ?? null,
      target_user_id: record.target?.userId ?? null,
      details: record.details ? JSON.stringify(record.details) : null,
      created_at: nowIso(),
    })
    .execute();
}

/** Who did what to which target, and when: every admin action writes one entry. */
export class AuditLog {
  constructor(private readonly db: Db) {}

  /** An entry on its own, for actions with no transaction of their own to join (start-up). */
  record(record: AuditRecord): Promise<void> {
    return writeAudit(this.db, record);
  }
}

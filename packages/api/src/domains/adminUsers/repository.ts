import { sql, type Kysely, type SqlBool } from 'kysely';
import { newId, type Database, type Db, type UserRow, type UserUpdate } from '@tasbir/db';
import type { AuditAction, AuditDetails } from '@tasbir/shared';
import { writeAudit } from '../audit/auditLog.js';
import { mintCredits } from '../credits/ledger.js';
import { adminUserColumns, type AdminUserRow } from './dto.js';

export type UserListFilter = { search?: string; afterId?: string; limit: number };

/** The account an admin acts on, and how many other administrators could still act without it. */
export type AdminTarget = { user: UserRow; otherActiveAdmins: number };

/**
 * The columns an admin may change on an account, besides credits (which move through the ledger);
 * `token_version` ends the account's sessions.
 */
export type AdminPatch = Pick<
  UserUpdate,
  | 'verified'
  | 'suspended'
  | 'role'
  | 'username'
  | 'username_skeleton'
  | 'subscription_plan'
  | 'subscription_expires_at'
  | 'token_version'
>;
/** What a change decided, given the account as it is now: its columns and the audit entry's before and after. */
export type AdminChange = { patch: AdminPatch; details: AuditDetails };

/** `%text%` with LIKE's wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Reads the account acted on inside an admin's transaction, after locking what the rules depend
 * on. A write that changes nothing takes row locks on PostgreSQL (SQLite runs one transaction at a
 * time anyway): first every active admin, so two admins demoting, suspending or deleting each other
 * at once decide one after the other and the second sees the first; then the account itself, so a
 * gift it sends meanwhile waits. Undefined when there is no such account.
 */
export async function lockTarget(trx: Kysely<Database>, id: string): Promise<AdminTarget | undefined> {
  await trx
    .updateTable('users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'admin')
    .where('suspended', '=', 0)
    .execute();
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .execute();
  const user = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) return undefined;
  const others = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('suspended', '=', 0)
    .where('id', '<>', id)
    .executeTakeFirstOrThrow();
  return { user, otherActiveAdmins: Number(others.count) };
}

/** Accounts for the admin panel, and the changes admins make to them with their audit entries: the only Kysely of this domain besides the deletion. */
export class AdminUsersRepository {
  constructor(private readonly db: Db) {}

  /** Newest accounts first (ids are UUIDv7), optionally those whose username or email contains `search`, upper or lower case alike. */
  list({ search, afterId, limit }: UserListFilter): Promise<AdminUserRow[]> {
    let query = this.db.selectFrom('users').select(adminUserColumns).orderBy('id', 'desc').limit(limit);
    if (search) {
      const pattern = containsPattern(search.toLowerCase());
      // Emails are kept in lower case; usernames in the case they were given.
      query = query.where(
        sql<SqlBool>`(lower(username) like ${pattern} escape '\\' or email like ${pattern} escape '\\')`,
      );
    }
    if (afterId) query = query.where('id', '<', afterId);
    return query.execute();
  }

  byId(id: string): Promise<AdminUserRow | undefined> {
    return this.db.selectFrom('users').select(adminUserColumns).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Changes an account in one transaction with its audit entry. `decide` sees the account as it is
   * now (locked, see lockTarget) and answers the change, none when nothing would change (no entry
   * then), or throws a refusal, which changes nothing. Undefined when there is no such account.
   */
  change(
    id: string,
    audit: { actorId: string; action: AuditAction },
    decide: (target: AdminTarget) => AdminChange | undefined,
    now: string,
  ): Promise<AdminUserRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const target = await lockTarget(trx, id);
      if (!target) return undefined;
      const change = decide(target);
      if (change) {
        await trx
          .updateTable('users')
          .set({ ...change.patch, updated_at: now })
          .where('id', '=', id)
          .execute();
        await writeAudit(trx, {
          actorId: audit.actorId,
          action: audit.action,
          target: { type: 'user', id, userId: id },
          details: change.details,
        });
      }
      return trx.selectFrom('users').select(adminUserColumns).where('id', '=', id).executeTakeFirst();
    });
  }

  /**
   * Adds credits an admin grants: the balance, its ledger row (reason `admin_grant`, a minting
   * reason: docs/decisions/008) and the audit entry, in one transaction. Undefined when there is no
   * such account (nothing written).
   */
  grant(id: string, credits: number, actorId: string, now: string): Promise<AdminUserRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const found = await trx.updateTable('users').set({ updated_at: now }).where('id', '=', id).executeTakeFirst();
      if (found.numUpdatedRows === 0n) return undefined;
      const after = await mintCredits(trx, id, credits, 'admin_grant', newId(), now);
      const details = { before: { credits: after - credits }, after: { credits: after } };
      await writeAudit(trx, {
        actorId,
        action: 'user.credits_granted',
        target: { type: 'user', id, userId: id },
        details,
      });
      return trx.selectFrom('users').select(adminUserColumns).where('id', '=', id).executeTakeFirst();
    });
  }
}

import { isUniqueViolation, nowIso, type UserRow } from '@tasbir/db';
import type {
  AdminGrantCreditsInput,
  AdminPlanInput,
  AdminRenameInput,
  AdminRoleInput,
  AdminUser,
  AdminUserListInput,
  AuditAction,
  Page,
} from '@tasbir/shared';
import { requireSomeoneElse } from '../../access.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { EventBus } from '../../live/eventBus.js';
import type { Receipts } from '../credits/receipts.js';
import { decodeCursor, pageById } from '../../paging/cursor.js';
import type { MediaLibrary } from '../../files/library.js';
import { paidPlanEnds } from '../subscriptions/service.js';
import { usernameSkeleton } from '../auth/usernameSkeleton.js';
import type { AccountDeletionRepository } from './deletionRepository.js';
import { toAdminUser } from './dto.js';
import type { AdminChange, AdminTarget, AdminUsersRepository } from './repository.js';
import { keepOneActiveAdmin } from './rules.js';

type Deps = {
  repository: AdminUsersRepository;
  deletion: AccountDeletionRepository;
  library: MediaLibrary;
  /** The private store of delivery galleries' files (originals, copies, watermark logos). */
  galleryFiles: MediaLibrary;
  receipts: Receipts;
  /** Tells a suspended, deleted or demoted account's open sockets to close. */
  bus: EventBus;
};
type Decide = (target: AdminTarget) => AdminChange | undefined;

/**
 * The admin panel's user management. Every change lands with its audit entry in one transaction
 * (the repositories write both); a change that would change nothing writes no entry.
 */
export class AdminUsersService {
  constructor(private readonly deps: Deps) {}

  /** Every account, newest first, paged by an opaque cursor; `search` looks in usernames and emails. */
  async list(input: AdminUserListInput): Promise<Page<AdminUser>> {
    const after = decodeCursor(input.cursor, false);
    const rows = await this.deps.repository.list({ search: input.search, afterId: after?.id, limit: input.limit + 1 });
    const page = pageById(rows, input.limit);
    return { items: page.rows.map(toAdminUser), next_cursor: page.next };
  }

  setVerified(admin: UserRow, id: string, verified: boolean): Promise<AdminUser> {
    return this.change(admin, id, verified ? 'user.verified' : 'user.unverified', ({ user }) =>
      (user.verified === 1) === verified
        ? undefined
        : { patch: { verified: verified ? 1 : 0 }, details: { before: { verified: !verified }, after: { verified } } },
    );
  }

  /**
   * Takes effect at once: the account's tokens are refused from its next request, it cannot sign
   * in, and its open live connections are closed.
   */
  async suspend(admin: UserRow, id: string): Promise<AdminUser> {
    requireSomeoneElse(admin, id, 'cannotSuspendSelf');
    const suspended = await this.change(admin, id, 'user.suspended', (target) => {
      if (target.user.suspended === 1) return undefined;
      keepOneActiveAdmin(target);
      return { patch: { suspended: 1 }, details: { before: { suspended: false }, after: { suspended: true } } };
    });
    await this.deps.bus.publish([id], { type: 'session_ended' });
    return suspended;
  }

  /** Its tokens work again and it can sign in. */
  activate(admin: UserRow, id: string): Promise<AdminUser> {
    return this.change(admin, id, 'user.activated', ({ user }) =>
      user.suspended === 0
        ? undefined
        : { patch: { suspended: 0 }, details: { before: { suspended: true }, after: { suspended: false } } },
    );
  }

  /** The same username rule as registration (the schema), a name other than the current one, unique without regard to case and not a look-alike of another's. */
  async rename(admin: UserRow, { id, username }: AdminRenameInput): Promise<AdminUser> {
    try {
      return await this.change(admin, id, 'user.renamed', ({ user }) => {
        if (user.username === username) throw badRequest('usernameUnchanged');
        return {
          patch: { username, username_skeleton: usernameSkeleton(username) },
          details: { before: { username: user.username }, after: { username } },
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('usernameTaken');
      throw error;
    }
  }

  /**
   * An admin may not demote themself, and the last active admin stays one. A role other than
   * admin ends the account's sessions, as a suspension does: what its pages and sockets could do is
   * no longer what it may do, and it signs in again in its new role. Made an admin, it only gains,
   * and its session goes on.
   */
  async setRole(admin: UserRow, { id, role }: AdminRoleInput): Promise<AdminUser> {
    if (role !== 'admin') requireSomeoneElse(admin, id, 'cannotDemoteSelf');
    let sessionsEnd = false;
    const updated = await this.change(admin, id, 'user.role_changed', (target) => {
      const before = target.user.role;
      if (before === role) return undefined;
      if (before === 'admin') keepOneActiveAdmin(target);
      sessionsEnd = role !== 'admin';
      const patch = sessionsEnd ? { role, token_version: target.user.token_version + 1 } : { role };
      return { patch, details: { before: { role: before }, after: { role } } };
    });
    if (sessionsEnd) await this.deps.bus.publish([id], { type: 'session_ended' });
    return updated;
  }

  /** A paid plan runs 30 days from now, as an approved request does; free ends the one running. */
  setPlan(admin: UserRow, { id, plan }: AdminPlanInput, now = new Date()): Promise<AdminUser> {
    const expiresAt = plan === 'free' ? null : paidPlanEnds(now);
    return this.change(admin, id, 'user.plan_changed', ({ user }) => {
      const before = {
        subscription_plan: user.subscription_plan,
        subscription_expires_at: user.subscription_expires_at,
      };
      if (plan === 'free' && before.subscription_plan === 'free' && before.subscription_expires_at === null)
        return undefined;
      return {
        patch: { subscription_plan: plan, subscription_expires_at: expiresAt },
        details: { before, after: { subscription_plan: plan, subscription_expires_at: expiresAt } },
      };
    });
  }

  /** Adds credits as minted ledger rows (`admin_grant`), with the balance, in one transaction. */
  async grantCredits(admin: UserRow, { id, credits }: AdminGrantCreditsInput): Promise<AdminUser> {
    const row = await this.deps.repository.grant(id, credits, admin.id, nowIso());
    if (!row) throw notFound('userNotFound');
    return toAdminUser(row);
  }

  /**
   * Deletes the account and everything of theirs in one transaction (AccountDeletionRepository),
   * then the files no row points at now: after commit, so a refusal or a failure keeps them.
   */
  async remove(admin: UserRow, id: string, now = new Date()): Promise<{ deleted: true }> {
    requireSomeoneElse(admin, id, 'cannotDeleteSelf');
    const { deletion, library, galleryFiles, receipts } = this.deps;
    const files = await deletion.remove(id, admin.id, keepOneActiveAdmin, now);
    if (!files) throw notFound('userNotFound');
    await this.deps.bus.publish([id], { type: 'session_ended' });
    await library.discard(files.mediaKeys);
    await galleryFiles.discardMany(files.galleryKeys);
    const kept = await deletion.receiptsInUse(files.receiptKeys);
    for (const key of files.receiptKeys) if (!kept.has(key)) await receipts.store.delete(key);
    return { deleted: true };
  }

  private async change(admin: UserRow, id: string, action: AuditAction, decide: Decide): Promise<AdminUser> {
    const row = await this.deps.repository.change(id, { actorId: admin.id, action }, decide, nowIso());
    if (!row) throw notFound('userNotFound');
    return toAdminUser(row);
  }
}

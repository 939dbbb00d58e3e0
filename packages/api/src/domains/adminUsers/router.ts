import type { TRPCRouterRecord } from '@trpc/server';
import {
  adminGrantCreditsInput,
  adminPlanInput,
  adminRenameInput,
  adminRoleInput,
  adminUserIdInput,
  adminUserListInput,
  adminUserPageSchema,
  adminUserSchema,
  deletedSchema,
} from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });
/** Verified and suspended show on directory cards and boards (suspended photographers leave both). */
const cardsAndBoards = { staleAreas: ['directory', 'leaderboard'] } as const;

/** Managing accounts (admins): each change writes an audit entry with what it was before and after. */
export const adminUsersRouter = {
  /** A page of every account, newest first; `search` in usernames and emails. */
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/users',
        summary:
          'Every account, newest first (admins): search in usernames and emails (limit, cursor); next page in X-Next-Cursor',
        output: adminUserPageSchema,
        paged: true,
      },
    })
    .input(adminUserListInput)
    .query(({ ctx, input }) => ctx.services.adminUsers.list(input)),
  verify: adminProcedure
    .meta({
      ...cardsAndBoards,
      rest: {
        method: 'POST',
        path: '/admin/users/:id/verify',
        summary: 'Mark an account verified (admins)',
        output: adminUserSchema,
      },
    })
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => ctx.services.adminUsers.setVerified(ctx.user, input.id, true)),
  unverify: adminProcedure
    .meta({
      ...cardsAndBoards,
      rest: {
        method: 'POST',
        path: '/admin/users/:id/unverify',
        summary: 'Take the verified mark away (admins)',
        output: adminUserSchema,
      },
    })
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => ctx.services.adminUsers.setVerified(ctx.user, input.id, false)),
  /** At once: the account's tokens stop working and it cannot sign in. Not oneself, not the last active admin. */
  suspend: adminProcedure
    .meta({
      ...cardsAndBoards,
      rest: {
        method: 'POST',
        path: '/admin/users/:id/suspend',
        summary:
          'Suspend an account at once: its tokens stop working and it cannot sign in (admins; not oneself, not the last active admin)',
        output: adminUserSchema,
      },
    })
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => ctx.services.adminUsers.suspend(ctx.user, input.id)),
  activate: adminProcedure
    .meta({
      ...cardsAndBoards,
      rest: {
        method: 'POST',
        path: '/admin/users/:id/activate',
        summary: 'Lift a suspension: its tokens work again and it can sign in (admins)',
        output: adminUserSchema,
      },
    })
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => ctx.services.adminUsers.activate(ctx.user, input.id)),
  /** Adds 1 to 100,000 credits through the ledger. */
  grantCredits: adminProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/admin/users/:id/credits',
        queryInput: true,
        summary: 'Add credits (?credits=N, a whole number from 1 to 100,000) through the ledger (admins)',
        output: adminUserSchema,
      },
    })
    .input(adminGrantCreditsInput)
    .mutation(({ ctx, input }) => ctx.services.adminUsers.grantCredits(ctx.user, input)),
  /** A username shows on every list, so every cached area moves on. */
  rename: adminProcedure
    .meta({
      staleAreas: ['directory', 'media', 'leaderboard'],
      rest: {
        method: 'PUT',
        path: '/admin/users/:id',
        summary: 'Rename an account: {username}, by the registration rule, new and unique (admins)',
        output: adminUserSchema,
      },
    })
    .input(adminRenameInput)
    .mutation(({ ctx, input }) => ctx.services.adminUsers.rename(ctx.user, input)),
  /** Who is listed as a photographer changes the directory and boards: every cached area moves on. Not oneself away from admin, not the last active admin. */
  setRole: adminProcedure
    .meta({
      staleAreas: ['directory', 'leaderboard'],
      rest: {
        method: 'PUT',
        path: '/admin/users/:id/role',
        queryInput: true,
        summary:
          "Change an account's role (?role=user, photographer or admin; admins; not oneself away from admin, not the last active admin)",
        output: adminUserSchema,
      },
    })
    .input(adminRoleInput)
    .mutation(({ ctx, input }) => ctx.services.adminUsers.setRole(ctx.user, input)),
  /** A plan shows on the directory card. */
  setPlan: adminProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'PUT',
        path: '/admin/users/:id/subscription',
        queryInput: true,
        summary: "Set an account's plan (?plan=): a paid plan runs 30 days from now, free ends it (admins)",
        output: adminUserSchema,
      },
    })
    .input(adminPlanInput)
    .mutation(({ ctx, input }) => ctx.services.adminUsers.setPlan(ctx.user, input)),
  /** The account and everything of theirs; gifts and the ledger stay as history. Not oneself, not the last active admin. */
  remove: adminProcedure
    .meta({
      staleAreas: ['directory', 'media', 'leaderboard'],
      rest: {
        method: 'DELETE',
        path: '/admin/users/:id',
        summary:
          'Delete an account and everything of theirs; gifts stay as history and the ledger anonymised (admins; not oneself, not the last active admin)',
        output: deletedSchema,
      },
    })
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => ctx.services.adminUsers.remove(ctx.user, input.id)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { adminGrantCreditsInput, adminPlanInput, adminRenameInput, adminRoleInput, adminUserIdInput, adminUserListInput } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });
/** Verified and suspended show on directory cards and boards (suspended photographers leave both). */
const cardsAndBoards = { staleAreas: ['directory', 'leaderboard'] } as const;

/** Managing accounts (admins): each change writes an audit entry with what it was before and after. */
export const adminUsersRouter = {
  /** A page of every account, newest first; `search` in usernames and emails. */
  list: adminProcedure.input(adminUserListInput).query(({ ctx, input }) => ctx.services.adminUsers.list(input)),
  verify: adminProcedure.meta(cardsAndBoards).input(adminUserIdInput).mutation(({ ctx, input }) => ctx.services.adminUsers.setVerified(ctx.user, input.id, true)),
  unverify: adminProcedure.meta(cardsAndBoards).input(adminUserIdInput).mutation(({ ctx, input }) => ctx.services.adminUsers.setVerified(ctx.user, input.id, false)),
  /** At once: the account's tokens stop working and it cannot sign in. Not oneself, not the last active admin. */
  suspend: adminProcedure.meta(cardsAndBoards).input(adminUserIdInput).mutation(({ ctx, input }) => ctx.services.adminUsers.suspend(ctx.user, input.id)),
  activate: adminProcedure.meta(cardsAndBoards).input(adminUserIdInput).mutation(({ ctx, input }) => ctx.services.adminUsers.activate(ctx.user, input.id)),
  /** Adds 1 to 100,000 credits through the ledger. */
  grantCredits: adminProcedure.meta({ staleAreas: [] }).input(adminGrantCreditsInput).mutation(({ ctx, input }) => ctx.services.adminUsers.grantCredits(ctx.user, input)),
  /** A username shows on every list, so every cached area moves on. */
  rename: adminProcedure.meta({ staleAreas: ['directory', 'media', 'leaderboard'] }).input(adminRenameInput).mutation(({ ctx, input }) => ctx.services.adminUsers.rename(ctx.user, input)),
  /** Who is listed as a photographer changes the directory and boards: every cached area moves on. Not oneself away from admin, not the last active admin. */
  setRole: adminProcedure.meta({ staleAreas: ['directory', 'leaderboard'] }).input(adminRoleInput).mutation(({ ctx, input }) => ctx.services.adminUsers.setRole(ctx.user, input)),
  /** A plan shows on the directory card. */
  setPlan: adminProcedure.meta({ staleAreas: ['directory'] }).input(adminPlanInput).mutation(({ ctx, input }) => ctx.services.adminUsers.setPlan(ctx.user, input)),
  /** The account and everything of theirs; gifts and the ledger stay as history. Not oneself, not the last active admin. */
  remove: adminProcedure.meta({ staleAreas: ['directory', 'media', 'leaderboard'] }).input(adminUserIdInput).mutation(({ ctx, input }) => ctx.services.adminUsers.remove(ctx.user, input.id)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { planMap } from '@tasbir/shared';
import { idInput, upgradeFields } from '@tasbir/shared';
import { authedProcedure, publicProcedure, roleProcedure } from '../../trpc/trpc.js';
import { receiptAllowance } from '../credits/receipts.js';
import { fileSource } from '../../files/uploadInput.js';
import { currentSubscription } from './service.js';

const memberProcedure = roleProcedure(['user', 'photographer'], { refusal: 'subscriptionForMembersOnly' });
const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const upgradeInput = upgradeFields.extend({ payment_proof: fileSource('creditRequestIncomplete') });

export const subscriptionRouter = {
  /** `{plans}`: every plan by name, from the one plan table (prices, limits, gift shares, feature lines). */
  plans: publicProcedure.query(() => planMap),
  /** The caller's plan in force now, its price and feature lines, and the days left of it. */
  current: authedProcedure.query(({ ctx }) => currentSubscription(ctx.user)),
  /** How large a receipt this caller may send; the REST adapter asks before reading an upload's body. */
  receiptAllowance: memberProcedure.query(() => receiptAllowance),
  /** Asks for a paid plan with a payment receipt (status pending_approval). */
  upgrade: memberProcedure.meta({ staleAreas: [] }).input(upgradeInput).mutation(({ ctx, input }) => ctx.services.subscriptions.upgrade(ctx.user, input)),
  /** `{requests}`: the caller's own plan requests, newest first. */
  myRequests: memberProcedure.query(({ ctx }) => ctx.services.subscriptions.mine(ctx.user)),
  /** `{requests}`: every plan request, waiting ones first (admins). */
  requests: adminProcedure.query(({ ctx }) => ctx.services.subscriptions.all()),
  /** Puts the account on the plan for 30 days; a plan shows on the directory card. */
  approve: adminProcedure.meta({ staleAreas: ['directory'] }).input(idInput).mutation(({ ctx, input }) => ctx.services.subscriptions.decide(ctx.user, input.id, 'approved')),
  reject: adminProcedure.meta({ staleAreas: [] }).input(idInput).mutation(({ ctx, input }) => ctx.services.subscriptions.decide(ctx.user, input.id, 'rejected')),
} satisfies TRPCRouterRecord;

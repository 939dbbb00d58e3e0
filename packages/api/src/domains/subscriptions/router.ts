import type { TRPCRouterRecord } from '@trpc/server';
import { planMap } from '@tasbir/shared';
import { authedProcedure, publicProcedure } from '../../trpc/trpc.js';
import { currentSubscription } from './service.js';

export const subscriptionRouter = {
  /** `{plans}`: every plan by name, from the one plan table (prices, limits, gift shares, feature lines). */
  plans: publicProcedure.query(() => planMap),
  /** The caller's plan in force now, its price and feature lines, and the days left of it. */
  current: authedProcedure.query(({ ctx }) => currentSubscription(ctx.user)),
} satisfies TRPCRouterRecord;

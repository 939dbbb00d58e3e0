import type { TRPCRouterRecord } from '@trpc/server';
import { planMap } from '@tasbir/shared';
import { publicProcedure } from '../../trpc/trpc.js';

export const subscriptionRouter = {
  /** `{plans}`: every plan by name, from the one plan table (prices, limits, gift shares, feature lines). */
  plans: publicProcedure.query(() => planMap),
} satisfies TRPCRouterRecord;

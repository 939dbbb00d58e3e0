import type { TRPCRouterRecord } from '@trpc/server';
import { leaderboardInput } from '@tasbir/shared';
import { publicProcedure } from '../../trpc/trpc.js';

export const leaderboardRouter = {
  /** `period`: weekly, monthly or yearly; a ranked list, first place first. */
  list: publicProcedure
    .meta({ cacheArea: 'leaderboard' })
    .input(leaderboardInput)
    .query(({ ctx, input }) => ctx.services.leaderboard.list(input.period)),
} satisfies TRPCRouterRecord;

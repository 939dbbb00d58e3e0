import type { TRPCRouterRecord } from '@trpc/server';
import { leaderboardInput, leaderboardPeriods, leaderboardSchema } from '@tasbir/shared';
import { publicProcedure } from '../../trpc/trpc.js';

export const leaderboardRouter = {
  /** `period`: weekly, monthly or yearly; a ranked list, first place first. */
  list: publicProcedure
    .meta({
      cacheArea: 'leaderboard',
      // The three literal paths of docs/product.md#leaderboard.
      rest: leaderboardPeriods.map((period) => ({
        method: 'GET' as const,
        path: `/leaderboard/${period}`,
        presetInput: { period },
        summary: `The ${period} leaderboard: photographers by gift value received`,
        output: leaderboardSchema,
      })),
    })
    .input(leaderboardInput)
    .query(({ ctx, input }) => ctx.services.leaderboard.list(input.period)),
} satisfies TRPCRouterRecord;

import { leaderboardPeriods, leaderboardSchema, type LeaderboardPeriod } from '@tasbir/shared';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { leaderboardRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ leaderboard: typeof leaderboardRouter }>>();

const periodRoute = (period: LeaderboardPeriod) =>
  restRoute({
    method: 'GET',
    path: `/leaderboard/${period}`,
    summary: `The ${period} leaderboard: photographers by gift value received`,
    cacheArea: 'leaderboard',
    input: noInput,
    output: leaderboardSchema,
    call: (api) => api.leaderboard.list({ period }),
  });

/** The three literal leaderboard paths (docs/product.md#leaderboard). */
export const leaderboardRestRoutes = leaderboardPeriods.map(periodRoute);

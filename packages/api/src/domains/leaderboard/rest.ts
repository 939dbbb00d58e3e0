import { leaderboardPeriods, type LeaderboardPeriod } from '@tasbir/shared';
import { noInput, restRoute } from '../../rest/route.js';

const periodRoute = (period: LeaderboardPeriod) =>
  restRoute({
    method: 'GET',
    path: `/leaderboard/${period}`,
    summary: `The ${period} leaderboard: photographers by gift value received`,
    cacheArea: 'leaderboard',
    input: noInput,
    call: (api) => api.leaderboard.list({ period }),
  });

/** The three literal leaderboard paths (docs/product.md#leaderboard). */
export const leaderboardRestRoutes = leaderboardPeriods.map(periodRoute);

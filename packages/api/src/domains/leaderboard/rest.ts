import { leaderboardPeriods, type LeaderboardPeriod } from '@tasbir/shared';
import { noInput, restRoute } from '../../rest/route.js';

const periodRoute = (period: LeaderboardPeriod) =>
  restRoute({
    method: 'GET',
    path: `/leaderboard/${period}`,
    summary: `The ${period} leaderboard: photographers by gift value received`,
    input: noInput,
    call: (api) => api.leaderboard.list({ period }),
  });

/** The spec's three literal leaderboard paths (section 7). */
export const leaderboardRestRoutes = leaderboardPeriods.map(periodRoute);

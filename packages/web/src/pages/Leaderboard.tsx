import { LeaderboardPage } from './leaderboard/LeaderboardPage.js';

/** The global leaderboard page (docs/product.md#leaderboard). */
export function Leaderboard() {
  return <LeaderboardPage />;
}

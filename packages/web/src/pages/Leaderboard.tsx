import { LeaderboardPage } from './leaderboard/LeaderboardPage.js';

/** The global leaderboard page (spec section 2). */
export function Leaderboard() {
  return <LeaderboardPage />;
}

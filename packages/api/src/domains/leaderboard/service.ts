import { leaderboardSize, leaderboardWindowDays, type LeaderboardEntry, type LeaderboardPeriod } from '@tasbir/shared';
import { listCache, type ListCacheOptions } from '../../cache/listCache.js';
import type { ReadCache } from '../../cache/readCache.js';
import { displayLocation } from '../photographers/directoryItem.js';
import type { LeaderboardRepository } from './repository.js';

const dayMs = 24 * 60 * 60 * 1000;

export class LeaderboardService {
  /**
   * A board sums every gift in its window (a year's worth for yearly), so it is computed once and
   * shared until a write that changes boards (a gift, a review, a profile) or LIST_CACHE_MS passes;
   * likes and views leave it alone.
   */
  private readonly boards: ReadCache<LeaderboardEntry[]>;

  constructor(
    private readonly repository: Pick<LeaderboardRepository, 'top'>,
    cache: ListCacheOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.boards = listCache<LeaderboardEntry[]>(cache, 'leaderboard');
  }

  /** The top 50 photographers by gift value received in the last 7, 30 or 365 days. */
  list(period: LeaderboardPeriod): Promise<LeaderboardEntry[]> {
    const now = this.now();
    return this.boards.remember(period, () => this.compute(period, now), now);
  }

  private async compute(period: LeaderboardPeriod, now: number): Promise<LeaderboardEntry[]> {
    const since = new Date(now - leaderboardWindowDays[period] * dayMs).toISOString();
    const rows = await this.repository.top(since, leaderboardSize);
    return rows.map((row, index) => ({
      rank: index + 1,
      user_id: row.id,
      username: row.username,
      verified: row.verified === 1,
      location: displayLocation(row),
      role: row.role,
      total_gift_value: Number(row.total_gift_value),
      total_gifts: Number(row.total_gifts),
      rating: row.rating,
    }));
  }
}

import { leaderboardSize, type LeaderboardEntry, type LeaderboardPeriod } from '@tasbir/shared';
import { listCache, type ListCacheOptions } from '../../cache/listCache.js';
import type { ReadCache } from '../../cache/readCache.js';
import { displayLocation } from '../photographers/directoryItem.js';
import { HourlyRecount } from '../../jobs/hourlyRecount.js';
import type { LeaderboardRepository } from './repository.js';

export class LeaderboardService {
  /**
   * A board is shared until a write that changes boards (a gift, a review, a profile) or
   * LIST_CACHE_MS passes; likes and views leave it alone.
   */
  private readonly boards: ReadCache<LeaderboardEntry[]>;
  /** Gifts add to the kept totals as they land; this lets days that left a window age out. */
  private readonly recount: HourlyRecount;

  constructor(
    private readonly repository: Pick<LeaderboardRepository, 'top' | 'recount'>,
    cache: ListCacheOptions,
    logError: (error: unknown, message: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.boards = listCache<LeaderboardEntry[]>(cache, 'leaderboard');
    this.recount = new HourlyRecount((at) => repository.recount(at), {
      refreshed: () => cache.freshness.changed(['leaderboard']),
      failed: (error) => logError(error, 'leaderboard totals could not be recounted'),
    });
  }

  /** The top 50 photographers by gift value received in the last 7, 30 or 365 days (whole UTC days). */
  list(period: LeaderboardPeriod): Promise<LeaderboardEntry[]> {
    const now = this.now();
    this.recount.startIfDue(new Date(now));
    return this.boards.remember(period, () => this.compute(period), now);
  }

  private async compute(period: LeaderboardPeriod): Promise<LeaderboardEntry[]> {
    const rows = await this.repository.top(period, leaderboardSize);
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

import { leaderboardSize, leaderboardWindowDays, type LeaderboardEntry, type LeaderboardPeriod } from '@tasbir/shared';
import { displayLocation } from '../photographers/directoryItem.js';
import type { LeaderboardRepository } from './repository.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * How long a board is served from memory while no new gift arrives. A new gift is seen at once;
 * profile changes (a suspension, a new username) and the window sliding on show within this time.
 */
export const boardTtlMs = 10_000;

type CachedBoard = { latestGift: string | null; computedAt: number; entries: Promise<LeaderboardEntry[]> };

export class LeaderboardService {
  /** A board sums every gift in its window (a year's worth for yearly), so it is computed once and shared. */
  private readonly boards = new Map<LeaderboardPeriod, CachedBoard>();

  constructor(
    private readonly repository: Pick<LeaderboardRepository, 'latestGiftId' | 'top'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The top 50 photographers by gift value received in the last 7, 30 or 365 days. */
  async list(period: LeaderboardPeriod): Promise<LeaderboardEntry[]> {
    const latestGift = await this.repository.latestGiftId();
    const now = this.now();
    const cached = this.boards.get(period);
    if (cached && cached.latestGift === latestGift && now - cached.computedAt < boardTtlMs) return cached.entries;
    // Stored before it settles, so requests arriving meanwhile share one computation.
    const entries = this.compute(period, now);
    this.boards.set(period, { latestGift, computedAt: now, entries });
    entries.catch(() => {
      if (this.boards.get(period)?.entries === entries) this.boards.delete(period);
    });
    return entries;
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

import { describe, expect, it } from 'vitest';
import type { LeaderboardRepository } from './repository.js';
import { boardTtlMs, LeaderboardService } from './service.js';

type Row = Awaited<ReturnType<LeaderboardRepository['top']>>[number];
const row = (username: string, value: number): Row => ({
  id: `id-${username}`,
  username,
  verified: 0,
  location: null,
  city: 'Pokhara',
  district: 'Kaski',
  role: 'photographer',
  rating: 0,
  total_gift_value: value,
  total_gifts: 1,
});

/** A repository whose gifts and board the test sets, counting how often the board is computed. */
function fakeRepository() {
  const state = { latestGift: 'g1' as string | null, rows: [row('first', 100)], computed: 0 };
  const repository = {
    latestGiftId: () => Promise.resolve(state.latestGift),
    top: () => {
      state.computed += 1;
      return Promise.resolve(state.rows);
    },
  };
  return { state, repository };
}

describe('leaderboard boards in memory', () => {
  it('computes a board once for many readers, and again when a gift arrives', async () => {
    const { state, repository } = fakeRepository();
    const service = new LeaderboardService(repository, () => 0);
    await Promise.all([service.list('weekly'), service.list('weekly'), service.list('weekly')]);
    expect(state.computed).toBe(1);
    state.latestGift = 'g2';
    state.rows = [row('second', 500), row('first', 100)];
    expect((await service.list('weekly')).map((entry) => entry.username)).toEqual(['second', 'first']);
    expect(state.computed).toBe(2);
  });

  it('recomputes after the time to live, so profile changes and the sliding window show', async () => {
    const { state, repository } = fakeRepository();
    let clock = 0;
    const service = new LeaderboardService(repository, () => clock);
    await service.list('monthly');
    clock = boardTtlMs - 1;
    await service.list('monthly');
    expect(state.computed).toBe(1);
    clock = boardTtlMs;
    await service.list('monthly');
    expect(state.computed).toBe(2);
  });

  it('keeps each period apart', async () => {
    const { state, repository } = fakeRepository();
    const service = new LeaderboardService(repository, () => 0);
    await service.list('weekly');
    await service.list('yearly');
    await service.list('weekly');
    expect(state.computed).toBe(2);
  });

  it('forgets a failed computation, so the next reader tries again', async () => {
    const { repository } = fakeRepository();
    let failures = 1;
    const flaky = { ...repository, top: () => (failures-- > 0 ? Promise.reject(new Error('database away')) : repository.top()) };
    const service = new LeaderboardService(flaky, () => 0);
    await expect(service.list('yearly')).rejects.toThrow('database away');
    expect((await service.list('yearly')).map((entry) => entry.username)).toEqual(['first']);
  });
});

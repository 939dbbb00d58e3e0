import { describe, expect, it } from 'vitest';
import { Freshness } from '../../cache/freshness.js';
import type { LeaderboardRepository } from './repository.js';
import { LeaderboardService } from './service.js';
import { recountEveryMs } from '../../jobs/hourlyRecount.js';

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

const noLog = () => undefined;

/** A repository whose board the test sets, counting how often the board is computed. */
function fakeBoards(ttlMs = 1000) {
  const state = { rows: [row('first', 100)], computed: 0, clock: 0, recountChanges: true };
  const recounts: Date[] = [];
  const repository = {
    top: () => {
      state.computed += 1;
      return Promise.resolve(state.rows);
    },
    recount: (now: Date) => {
      recounts.push(now);
      return Promise.resolve(state.recountChanges);
    },
  };
  const freshness = new Freshness();
  const service = new LeaderboardService(repository, { freshness, ttlMs }, noLog, () => state.clock);
  return { state, freshness, service, recounts };
}

describe('leaderboard boards in memory', () => {
  it('computes a board once for many readers, and again after a write that changes boards', async () => {
    const { state, freshness, service } = fakeBoards();
    await Promise.all([service.list('weekly'), service.list('weekly'), service.list('weekly')]);
    expect(state.computed).toBe(1);
    state.rows = [row('second', 500), row('first', 100)];
    freshness.changed(['leaderboard']);
    expect((await service.list('weekly')).map((entry) => entry.username)).toEqual(['second', 'first']);
    expect(state.computed).toBe(2);
  });

  it('keeps the board when only likes or views change', async () => {
    const { state, freshness, service } = fakeBoards();
    await service.list('monthly');
    freshness.changed(['media']);
    await service.list('monthly');
    expect(state.computed).toBe(1);
  });

  it('recomputes after LIST_CACHE_MS, so the sliding window moves on', async () => {
    const { state, service } = fakeBoards(1000);
    await service.list('monthly');
    state.clock = 999;
    await service.list('monthly');
    expect(state.computed).toBe(1);
    state.clock = 1000;
    await service.list('monthly');
    expect(state.computed).toBe(2);
  });

  it('computes every time with LIST_CACHE_MS=0', async () => {
    const { state, service } = fakeBoards(0);
    await service.list('yearly');
    await service.list('yearly');
    expect(state.computed).toBe(2);
  });

  it('keeps each period apart', async () => {
    const { state, service } = fakeBoards();
    await service.list('weekly');
    await service.list('yearly');
    await service.list('weekly');
    expect(state.computed).toBe(2);
  });

  it('forgets a failed computation, so the next reader tries again', async () => {
    let failures = 1;
    const repository = {
      top: () => (failures-- > 0 ? Promise.reject(new Error('database away')) : Promise.resolve([row('first', 100)])),
      recount: () => Promise.resolve(false),
    };
    const service = new LeaderboardService(repository, { freshness: new Freshness(), ttlMs: 1000 }, noLog, () => 0);
    await expect(service.list('yearly')).rejects.toThrow('database away');
    expect((await service.list('yearly')).map((entry) => entry.username)).toEqual(['first']);
  });

  it('recounts the totals in the background when an hour has passed, then shows boards anew', async () => {
    const { state, service, recounts } = fakeBoards();
    state.clock = recountEveryMs;
    await service.list('weekly');
    expect(recounts).toEqual([new Date(recountEveryMs)]);
    await new Promise((resolve) => setImmediate(resolve));
    await service.list('weekly');
    expect(state.computed).toBe(2);
    expect(recounts).toHaveLength(1);
  });

  it('keeps the boards it shows when the recount finds every total already right', async () => {
    const { state, service, recounts } = fakeBoards();
    state.recountChanges = false;
    state.clock = recountEveryMs;
    await service.list('weekly');
    await new Promise((resolve) => setImmediate(resolve));
    await service.list('weekly');
    expect(recounts).toHaveLength(1);
    expect(state.computed).toBe(1);
  });
});

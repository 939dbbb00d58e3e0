import { newId } from '@tasbir/db';
import type { LeaderboardEntry } from '@tasbir/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser } from './factories.js';
import { gift, photographerWith, review, reviewer } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { LeaderboardRepository } from '../src/domains/leaderboard/repository.js';

// A fresh app per test: each board is a ranking of everything in the database. With the caches off
// here, a board already read showing a gift at once is proven with them on, through the API, in
// listCache.writes.test.ts.
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const board = async (period: string) => {
  const reply = await t.call<LeaderboardEntry[]>('GET', `/api/leaderboard/${period}`);
  expect(reply.status).toBe(200);
  return reply.body;
};
const names = (entries: LeaderboardEntry[]) => entries.map((entry) => entry.username);

describe('the leaderboard windows', () => {
  it('counts a gift of 8 days ago in the monthly and yearly boards, not the weekly one', async () => {
    const photographer = await photographerWith(t, { username: 'eight_days' });
    await gift(t, photographer.user.id, 500, { daysAgo: 8 });
    expect(await board('weekly')).toEqual([]);
    expect(names(await board('monthly'))).toEqual(['eight_days']);
    expect(names(await board('yearly'))).toEqual(['eight_days']);
  });

  it('counts a gift of 40 days ago in the yearly board only, and one of 400 days ago in none', async () => {
    const recent = await photographerWith(t, { username: 'forty_days' });
    const old = await photographerWith(t, { username: 'long_ago' });
    await gift(t, recent.user.id, 300, { daysAgo: 40 });
    await gift(t, old.user.id, 9000, { daysAgo: 400 });
    expect(await board('weekly')).toEqual([]);
    expect(await board('monthly')).toEqual([]);
    expect(names(await board('yearly'))).toEqual(['forty_days']);
  });

  it('adds up only the gifts inside the window', async () => {
    const photographer = await photographerWith(t);
    await gift(t, photographer.user.id, 100, { daysAgo: 1 });
    await gift(t, photographer.user.id, 250, { daysAgo: 2 });
    await gift(t, photographer.user.id, 1000, { daysAgo: 20 });
    expect(await board('weekly')).toMatchObject([{ total_gift_value: 350, total_gifts: 2 }]);
    expect(await board('monthly')).toMatchObject([{ total_gift_value: 1350, total_gifts: 3 }]);
  });
});

describe('the recount', () => {
  it('recounts every photographer when it runs a few at a time', async () => {
    const ids: string[] = [];
    for (const value of [100, 200, 300, 400, 500]) {
      const photographer = await photographerWith(t);
      await gift(t, photographer.user.id, value, { daysAgo: 10 });
      ids.push(photographer.user.id);
    }
    await t.db.updateTable('gift_period_totals').set({ gift_value: 1, gift_count: 9 }).execute();
    expect(await new LeaderboardRepository(t.db).recount(new Date(), 2)).toBe(true);
    const totals = await t.db
      .selectFrom('gift_period_totals')
      .select(['recipient_id', 'period', 'gift_value', 'gift_count'])
      .execute();
    const expected = ids.flatMap((id, index) =>
      ['monthly', 'yearly'].map((period) => ({
        recipient_id: id,
        period,
        gift_value: 100 * (index + 1),
        gift_count: 1,
      })),
    );
    const order = (rows: { recipient_id: string; period: string }[]) =>
      [...rows].sort((a, b) => `${a.recipient_id} ${a.period}`.localeCompare(`${b.recipient_id} ${b.period}`));
    expect(
      order(totals.map((row) => ({ ...row, gift_value: Number(row.gift_value), gift_count: Number(row.gift_count) }))),
    ).toEqual(order(expected));
  });

  it('says it changed nothing when every total was already right, so kept boards stay', async () => {
    const photographer = await photographerWith(t);
    await gift(t, photographer.user.id, 250, { daysAgo: 3 });
    expect(await new LeaderboardRepository(t.db).recount(new Date(), 2)).toBe(false);
  });
});

describe('a leaderboard entry', () => {
  it("carries an entry's fields and the rank", async () => {
    const photographer = await photographerWith(t, { username: 'entry_shape', city: 'Pokhara', district: 'Kaski' });
    await t.db.updateTable('users').set({ verified: 1 }).where('id', '=', photographer.user.id).execute();
    await review(t, await reviewer(t), photographer.user.id, 4);
    await gift(t, photographer.user.id, 500);
    expect(await board('weekly')).toEqual([
      {
        rank: 1,
        user_id: photographer.user.id,
        username: 'entry_shape',
        verified: true,
        location: 'Pokhara, Kaski',
        role: 'photographer',
        total_gift_value: 500,
        total_gifts: 1,
        rating: 4,
      },
    ]);
  });
});

describe('ranking', () => {
  it('ranks by gift value, then by number of gifts, then by username', async () => {
    const idOf = async (username: string) => (await photographerWith(t, { username })).user.id;
    const [one, two, alpha, beta, small] = [
      await idOf('one_big_gift'),
      await idOf('two_gifts'),
      await idOf('alpha_tie'),
      await idOf('beta_tie'),
      await idOf('small_fry'),
    ];
    await gift(t, one, 1000);
    await gift(t, two, 600);
    await gift(t, two, 400);
    await gift(t, beta, 700);
    await gift(t, alpha, 700);
    await gift(t, small, 10);
    const entries = await board('monthly');
    expect(names(entries)).toEqual(['two_gifts', 'one_big_gift', 'alpha_tie', 'beta_tie', 'small_fry']);
    expect(entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists photographers only: never a suspended one, nor gifts to other accounts', async () => {
    const shown = await photographerWith(t, { username: 'shown_one' });
    const suspended = await photographerWith(t, { username: 'suspended_one' });
    const user = await newUser(t);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', suspended.user.id).execute();
    await gift(t, shown.user.id, 100);
    await gift(t, suspended.user.id, 5000);
    await gift(t, user.user.id, 5000);
    expect(names(await board('weekly'))).toEqual(['shown_one']);
  });

  it('shows the top 50', async () => {
    const now = new Date().toISOString();
    const ids = Array.from({ length: 52 }, () => newId());
    await t.db
      .insertInto('users')
      .values(
        ids.map((id, i) => ({
          id,
          username: `top_${String(i).padStart(2, '0')}`,
          email: `top${i}@example.com`,
          password_hash: 'x',
          role: 'photographer' as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    for (const [i, id] of ids.entries()) await gift(t, id, 1000 - i);
    const entries = await board('yearly');
    expect(entries).toHaveLength(50);
    expect(entries[0]).toMatchObject({ username: 'top_00', total_gift_value: 1000, rank: 1 });
    expect(entries[49]).toMatchObject({ username: 'top_49', rank: 50 });
  });
});

describe('through tRPC', () => {
  it('answers leaderboard.list and refuses an unknown period with a sentence', async () => {
    const photographer = await photographerWith(t, { username: 'via_trpc' });
    await gift(t, photographer.user.id, 42);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/trpc/leaderboard.list?input=${encodeURIComponent(JSON.stringify({ period: 'weekly' }))}`,
    });
    expect(ok.json()).toMatchObject({ result: { data: [{ username: 'via_trpc', total_gift_value: 42 }] } });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/trpc/leaderboard.list?input=${encodeURIComponent(JSON.stringify({ period: 'daily' }))}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: 'Leaderboard period must be weekly, monthly or yearly' } });
  });

  it('has no REST board for other periods', async () => {
    expect((await t.call('GET', '/api/leaderboard/daily')).status).toBe(404);
  });
});

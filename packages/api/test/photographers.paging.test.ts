import type { DirectoryPage } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directory, photographerWith, review, reviewer, usernames } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
const names = ['pg_a', 'pg_b', 'pg_c', 'pg_d', 'pg_e', 'pg_f', 'pg_g'];
beforeAll(async () => {
  t = await startTestApp();
  // Registered one after another with nothing else to tell them apart: the tie-break decides.
  for (const username of names) await photographerWith(t, { username });
});
afterAll(() => t.close());

describe('paging GET /api/photographers', () => {
  it('pages with limit and the X-Next-Cursor header, without duplicates or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const reply = await directory(t, { limit: 3, ...(cursor ? { cursor } : {}) });
      expect(reply.status).toBe(200);
      sizes.push(reply.body.length);
      seen.push(...usernames(reply));
      const next = reply.headers['x-next-cursor'];
      cursor = typeof next === 'string' ? next : undefined;
    } while (cursor);
    expect(sizes).toEqual([3, 3, 1]);
    expect([...seen].sort()).toEqual(names);
  });

  it('returns the newest account first among photographers who are otherwise equal', async () => {
    expect(usernames(await directory(t))).toEqual([...names].reverse());
  });

  it('pages the same way through tRPC, with next_cursor in the answer', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `/trpc/photographers.list?input=${encodeURIComponent(JSON.stringify({ limit: 4 }))}`,
    });
    const page = first.json<{ result: { data: DirectoryPage } }>().result.data;
    expect(page.photographers).toHaveLength(4);
    expect(page.next_cursor).toEqual(expect.any(String));
    const input = encodeURIComponent(JSON.stringify({ limit: 4, cursor: page.next_cursor }));
    const rest = (await t.app.inject({ method: 'GET', url: `/trpc/photographers.list?input=${input}` })).json<{
      result: { data: DirectoryPage };
    }>().result.data;
    expect(rest.photographers).toHaveLength(3);
    expect(rest.next_cursor).toBeNull();
    expect(new Set([...page.photographers, ...rest.photographers].map((p) => p.id)).size).toBe(7);
  });

  it('shows 6 on the home page and at most 50 whatever is asked', async () => {
    expect((await directory(t, { limit: 6 })).body).toHaveLength(6);
    expect((await directory(t, { limit: 500 })).body).toHaveLength(7);
  });

  it('refuses a limit that is not a positive whole number, and a cursor it did not make', async () => {
    for (const limit of ['0', 'ten', '2.5']) {
      expect(await directory(t, { limit })).toMatchObject({
        status: 400,
        body: { detail: 'Limit must be a whole number of at least 1' },
      });
    }
    expect(await directory(t, { cursor: 'not-a-cursor' })).toMatchObject({
      status: 400,
      body: { detail: 'This page link has expired. Please reload the list.' },
    });
  });
});

describe('the directory rank', () => {
  it('puts better-reviewed photographers first, then verified ones, then recently active ones', async () => {
    const app = await startTestApp();
    try {
      await photographerWith(app, { username: 'rank_plain' });
      const active = await photographerWith(app, { username: 'rank_active' });
      const verified = await photographerWith(app, { username: 'rank_verified' });
      const praised = await photographerWith(app, { username: 'rank_praised' });
      const panned = await photographerWith(app, { username: 'rank_panned' });
      await app.db.updateTable('users').set({ verified: 1 }).where('id', '=', verified.user.id).execute();
      await app.call('POST', '/api/portfolio', { token: active.access_token, body: { specializations: ['Street'] } });
      await review(app, await reviewer(app), praised.user.id, 5, 'Wonderful');
      await review(app, await reviewer(app), panned.user.id, 1, 'Late and rude');
      expect(usernames(await directory(app))).toEqual([
        'rank_praised',
        'rank_verified',
        'rank_active',
        'rank_plain',
        'rank_panned',
      ]);
    } finally {
      await app.close();
    }
  });

  it('weighs the number of reviews: five reviews averaging 4.8 outrank a single 5', async () => {
    const app = await startTestApp();
    try {
      const single = await photographerWith(app, { username: 'one_five' });
      const many = await photographerWith(app, { username: 'many_fours' });
      await review(app, await reviewer(app), single.user.id, 5);
      for (const rating of [5, 5, 5, 4, 5]) await review(app, await reviewer(app), many.user.id, rating);
      expect(usernames(await directory(app))).toEqual(['many_fours', 'one_five']);
    } finally {
      await app.close();
    }
  });

  it('carries the contact number a photographer gave, for the Call button', async () => {
    const reply = await directory(t, { limit: 50 });
    // newPhotographer gives every photographer contact_number 9800000000.
    expect(reply.body.find((card) => card.username === 'pg_a')?.contact_number).toBe('9800000000');
  });
});

import type { LikeResult, Photo, ViewResult } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { insertPhotos } from './media.fixtures.js';
import { EngagementRepository } from '../src/domains/media/engagementRepository.js';

let t: TestApp;
let photographer: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  photographer = await newPhotographer(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const list = (query = '', token?: string) => t.call<Photo[]>('GET', `/api/photos${query}`, { token });

/** Every page of a list, following X-Next-Cursor. */
async function walk(query: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const reply = await list(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(reply.status).toBe(200);
    ids.push(...reply.body.map((photo) => photo.id));
    const next = reply.headers['x-next-cursor'];
    cursor = typeof next === 'string' ? next : undefined;
    pages += 1;
  } while (cursor && pages < 100);
  return { ids, pages };
}

describe('GET /api/photos', () => {
  it('is public and answers a bare list, newest first, 20 by default', async () => {
    const ids = await insertPhotos(t, photographer.user.id, 25);
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    expect(reply.body).toHaveLength(20);
    expect(reply.body[0]).toMatchObject({
      id: ids.at(-1),
      photographer_username: photographer.user.username,
      likes: 0,
      liked_by_me: false,
    });
    expect(reply.headers['x-next-cursor']).toEqual(expect.any(String));
  });

  it('never inlines media bytes in a list', async () => {
    const reply = await list('?limit=50');
    for (const photo of reply.body) {
      expect(photo.image_data).toMatch(/^\/api\/media\//);
      expect(photo.thumb_url).toMatch(/^\/api\/media\//);
    }
    expect(JSON.stringify(reply.body).length).toBeLessThan(reply.body.length * 1200);
  });

  it('takes limit (12 on the home page) and caps it at 50', async () => {
    await insertPhotos(t, photographer.user.id, 40);
    expect((await list('?limit=12')).body).toHaveLength(12);
    expect((await list('?limit=500')).body).toHaveLength(50);
  });

  it('pages with an opaque cursor without duplicates or gaps', async () => {
    const all = await t.db.selectFrom('photos').select('id').orderBy('id', 'desc').execute();
    const { ids, pages } = await walk('?limit=7');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(all.map((row) => row.id));
    expect(pages).toBe(Math.ceil(all.length / 7));
  });

  it('refuses a forged cursor with 400', async () => {
    expect(await list('?cursor=not-a-cursor')).toMatchObject({
      status: 400,
      body: { detail: 'This page link has expired. Please reload the list.' },
    });
  });

  it('answers {items, next_cursor} over tRPC', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `/trpc/photos.list?input=${encodeURIComponent(JSON.stringify({ limit: 3 }))}`,
    });
    const data = reply.json<{ result: { data: { items: Photo[]; next_cursor: string | null } } }>().result.data;
    expect(data.items).toHaveLength(3);
    expect(typeof data.next_cursor).toBe('string');
  });
});

describe('likes', () => {
  it('toggles per user: two users like (1, 2), one unlikes (1)', async () => {
    const [id] = await insertPhotos(t, photographer.user.id, 1);
    const maya = await newUser(t);
    const bibek = await newUser(t);
    expect((await t.call<LikeResult>('POST', `/api/photos/${id}/like`, { token: maya.access_token })).body).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await t.call<LikeResult>('POST', `/api/photos/${id}/like`, { token: bibek.access_token })).body).toEqual({
      liked: true,
      likes: 2,
    });
    expect((await t.call<LikeResult>('POST', `/api/photos/${id}/like`, { token: maya.access_token })).body).toEqual({
      liked: false,
      likes: 1,
    });
    const rows = await t.db
      .selectFrom('photo_likes')
      .select('user_id')
      .where('item_id', '=', id ?? '')
      .execute();
    expect(rows.map((row) => row.user_id)).toEqual([bibek.user.id]);

    const seenByBibek = await t.call<Photo>('GET', `/api/photos/${id}`, { token: bibek.access_token });
    const seenByMaya = await t.call<Photo>('GET', `/api/photos/${id}`, { token: maya.access_token });
    expect(seenByBibek.body).toMatchObject({ likes: 1, liked_by_me: true });
    expect(seenByMaya.body).toMatchObject({ likes: 1, liked_by_me: false });
  });

  it('needs sign-in, and a photo that exists', async () => {
    const [id] = await insertPhotos(t, photographer.user.id, 1);
    expect((await t.call('POST', `/api/photos/${id}/like`)).status).toBe(401);
    const user = await newUser(t);
    expect(await t.call('POST', '/api/photos/no-such-photo/like', { token: user.access_token })).toMatchObject({
      status: 404,
      body: { detail: 'Photo not found' },
    });
  });
});

describe('views', () => {
  const view = (id: string, options: { ip?: string; agent?: string; token?: string } = {}) =>
    t.call<ViewResult>('POST', `/api/photos/${id}/view`, {
      ip: options.ip ?? '192.0.2.10',
      token: options.token,
      headers: { 'user-agent': options.agent ?? 'Firefox' },
    });

  it('counts a viewer once per day: a visitor by address and browser, a user by account', async () => {
    const [id = ''] = await insertPhotos(t, photographer.user.id, 1);
    const user = await newUser(t);
    expect((await view(id)).body).toEqual({ views: 1, counted: true });
    expect((await view(id)).body).toEqual({ views: 1, counted: false });
    expect((await view(id, { agent: 'Chrome' })).body).toEqual({ views: 2, counted: true });
    expect((await view(id, { ip: '192.0.2.11' })).body).toEqual({ views: 3, counted: true });
    expect((await view(id, { token: user.access_token })).body).toEqual({ views: 4, counted: true });
    expect((await view(id, { token: user.access_token, ip: '198.51.100.1' })).body).toEqual({
      views: 4,
      counted: false,
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    expect((await view(id)).body).toEqual({ views: 5, counted: true });
    expect((await view(id, { token: user.access_token })).body).toEqual({ views: 6, counted: true });
  });

  it('answers 404 for a photo that does not exist', async () => {
    expect((await view('no-such-photo')).status).toBe(404);
  });
});

describe('GET /api/photos?trending=true', () => {
  it('orders by 3 × likes + views of the last 7 days, newer first on a tie', async () => {
    const fresh = await startTestApp();
    try {
      const p = await newPhotographer(fresh);
      const [quiet = '', liked = '', viewed = '', alsoQuiet = ''] = await insertPhotos(fresh, p.user.id, 4);
      const fans = [await newUser(fresh), await newUser(fresh)];
      for (const fan of fans) await fresh.call('POST', `/api/photos/${liked}/like`, { token: fan.access_token });
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'])
        await fresh.call('POST', `/api/photos/${viewed}/view`, { ip });

      const reply = await fresh.call<Photo[]>('GET', '/api/photos?trending=true&limit=12');
      expect(reply.body.map((photo) => photo.id)).toEqual([liked, viewed, alsoQuiet, quiet]);

      const page1 = await fresh.call<Photo[]>('GET', '/api/photos?trending=true&limit=2');
      const cursor = String(page1.headers['x-next-cursor']);
      const page2 = await fresh.call<Photo[]>(
        'GET',
        `/api/photos?trending=true&limit=2&cursor=${encodeURIComponent(cursor)}`,
      );
      expect([...page1.body, ...page2.body].map((photo) => photo.id)).toEqual([liked, viewed, alsoQuiet, quiet]);
      expect(page2.headers['x-next-cursor']).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it('recounts every photo when the exact recount runs a slice at a time', async () => {
    const fresh = await startTestApp();
    try {
      const p = await newPhotographer(fresh);
      const ids = await insertPhotos(fresh, p.user.id, 5, { trending_score: 7 });
      const fan = await newUser(fresh);
      await fresh.call('POST', `/api/photos/${ids[2]}/like`, { token: fan.access_token });
      const engagement = new EngagementRepository(fresh.db, {
        items: 'photos',
        likes: 'photo_likes',
        views: 'photo_views',
      });
      expect(await engagement.refreshTrending(new Date(), 2)).toBe(true);
      expect(await engagement.refreshTrending(new Date(), 2), 'a second run finds every score right').toBe(false);
      const scores = await fresh.db.selectFrom('photos').select(['id', 'trending_score']).execute();
      expect(Object.fromEntries(scores.map((row) => [row.id, row.trending_score]))).toEqual(
        Object.fromEntries(ids.map((id, index) => [id, index === 2 ? 3 : 0])),
      );
    } finally {
      await fresh.close();
    }
  });

  it('lets likes and views older than 7 days age out', async () => {
    const fresh = await startTestApp();
    try {
      const p = await newPhotographer(fresh);
      const [older = '', newer = ''] = await insertPhotos(fresh, p.user.id, 2);
      const fan = await newUser(fresh);
      await fresh.call('POST', `/api/photos/${older}/like`, { token: fan.access_token });
      expect((await fresh.call<Photo[]>('GET', '/api/photos?trending=true')).body.map((photo) => photo.id)).toEqual([
        older,
        newer,
      ]);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
      // The first trending read after the hour starts the exact recount in the background.
      const trendingIds = async () =>
        (await fresh.call<Photo[]>('GET', '/api/photos?trending=true')).body.map((photo) => photo.id);
      await expect.poll(trendingIds).toEqual([newer, older]);
    } finally {
      await fresh.close();
    }
  });
});

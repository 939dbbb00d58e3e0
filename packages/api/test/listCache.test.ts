import type { Page, Photo } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser, registerPhotographer, registerUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { photoBytes, setPlan, uploadPhoto } from './media.fixtures.js';
import { review } from './directory.factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LIST_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const names = (body: unknown) => (Array.isArray(body) ? body.map((p: { username: string }) => p.username) : []);

describe('the list caches', () => {
  it('serve one directory answer until a write through the API changes something', async () => {
    const first = await newPhotographer(t);
    const before = await t.call('GET', '/api/photographers?limit=50');
    expect(names(before.body)).toEqual([first.user.username]);

    // A change that bypasses the API is not seen until the list expires or a write lands.
    await t.db.updateTable('users').set({ username: 'renamed_in_db' }).where('id', '=', first.user.id).execute();
    expect(names((await t.call('GET', '/api/photographers?limit=50')).body)).toEqual([first.user.username]);
    // Registering is the write through the API here.
    const viewer = await registerUser(t);
    expect(names((await t.call('GET', '/api/photographers?limit=50', { token: viewer.access_token })).body)).toEqual([
      'renamed_in_db',
    ]);
  });

  it('keep answers apart by address and query', async () => {
    // Registered through the API, so the directory cached by the test before is fresh again.
    await registerPhotographer(t);
    const one = await t.call('GET', '/api/photographers?limit=1');
    const all = await t.call('GET', '/api/photographers?limit=50');
    expect(Array.isArray(one.body) && one.body.length).toBe(1);
    expect(Array.isArray(all.body) && all.body.length).toBe(2);
  });

  it('share photo pages between callers but keep liked_by_me personal and counts fresh after a like', async () => {
    const photographer = await newPhotographer(t);
    await setPlan(t, photographer.user.id, 'silver');
    expect((await uploadPhoto(t, photographer.access_token, await photoBytes())).status).toBe(200);
    const fan = await newUser(t);
    const other = await newUser(t);
    const list = async (token?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/trpc/photos.list?input=%7B%7D',
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).json<{ result: { data: Page<Photo> } }>().result.data.items[0];

    expect(await list(other.access_token)).toMatchObject({ likes: 0, liked_by_me: false });
    expect((await t.call('POST', `/api/photos/${(await list())?.id}/like`, { token: fan.access_token })).status).toBe(
      200,
    );
    expect(await list(fan.access_token)).toMatchObject({ likes: 1, liked_by_me: true });
    expect(await list(other.access_token)).toMatchObject({ likes: 1, liked_by_me: false });
    expect(await list()).toMatchObject({ likes: 1, liked_by_me: false });
  });
});

describe('kept tRPC answers', () => {
  /** A query alone in its batch, as the web app's httpBatchLink sends it. */
  const batched = (path: string, input: unknown) =>
    `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('serve one directory batch to visitors and signed-in callers alike, until a review changes the directory', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    const url = batched('photographers.list', { limit: 50 });
    const kept = (await get(url)).body;
    // Changed behind the API's back, so only a kept answer still shows the old bio.
    await t.db
      .updateTable('users')
      .set({ bio: 'Changed in the database' })
      .where('id', '=', photographer.user.id)
      .execute();
    expect((await get(url)).body).toBe(kept);
    expect((await get(url, fan.access_token)).body).toBe(kept);

    await review(t, fan, photographer.user.id, 5);
    expect((await get(url)).body).toContain('Changed in the database');
  });

  it("never hand a visitor's photo page to a signed-in caller, whose likes it lacks", async () => {
    const photographer = await newPhotographer(t);
    await setPlan(t, photographer.user.id, 'silver');
    expect((await uploadPhoto(t, photographer.access_token, await photoBytes())).status).toBe(200);
    const fan = await newUser(t);
    const url = batched('photos.list', { limit: 1 });
    const [newest] = (await get(url)).json<[{ result: { data: Page<Photo> } }]>()[0].result.data.items;
    expect((await t.call('POST', `/api/photos/${newest?.id}/like`, { token: fan.access_token })).status).toBe(200);

    const visitorPage = (await get(url)).body;
    expect(visitorPage).toContain('"liked_by_me":false');
    expect((await get(url)).body).toBe(visitorPage);
    expect((await get(url, fan.access_token)).json()).toMatchObject([
      { result: { data: { items: [{ id: newest?.id, liked_by_me: true }] } } },
    ]);
  });
});

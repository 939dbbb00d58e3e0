import type { Comment, LikeResult, Reel } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { postMultipart, setPlan, uploadReel, videoBytes } from './media.fixtures.js';

let t: TestApp;
let photographer: NewUser;
let reel: Reel;
beforeAll(async () => {
  t = await startTestApp();
  photographer = await newPhotographer(t);
  await setPlan(t, photographer.user.id, 'royal');
  const reply = await uploadReel(t, photographer.access_token, videoBytes('mp4'), {
    title: 'Gai Jatra',
    description: 'Bhaktapur, August',
  });
  reel = reply.body;
});
afterAll(() => t.close());

describe('GET /api/reels', () => {
  it('is public, lists reels newest first as a bare array, and takes limit=4 for the home page', async () => {
    await uploadReel(t, photographer.access_token, videoBytes('webm'), { title: 'Second' });
    const reply = await t.call<Reel[]>('GET', '/api/reels');
    expect(reply.status).toBe(200);
    expect(reply.body.map((item) => item.title).slice(0, 2)).toEqual(['Second', 'Gai Jatra']);
    expect(reply.body[1]).toMatchObject({
      id: reel.id,
      video_data: reel.video_url,
      likes: 0,
      liked_by_me: false,
      comments_count: 0,
      shares: 0,
      photographer_username: photographer.user.username,
    });
    expect((await t.call<Reel[]>('GET', '/api/reels?limit=1')).body).toHaveLength(1);
  });

  it('opens one reel by id (the target of a share link)', async () => {
    expect(await t.call('GET', `/api/reels/${reel.id}`)).toMatchObject({
      status: 200,
      body: { id: reel.id, title: 'Gai Jatra' },
    });
    expect(await t.call('GET', '/api/reels/nope')).toMatchObject({ status: 404, body: { detail: 'Reel not found' } });
  });
});

describe('likes on reels', () => {
  it('toggles per user (1, 2, 1) and shows liked_by_me to each', async () => {
    const [a, b] = [await newUser(t), await newUser(t)];
    expect((await t.call<LikeResult>('POST', `/api/reels/${reel.id}/like`, { token: a.access_token })).body).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await t.call<LikeResult>('POST', `/api/reels/${reel.id}/like`, { token: b.access_token })).body).toEqual({
      liked: true,
      likes: 2,
    });
    expect((await t.call<LikeResult>('POST', `/api/reels/${reel.id}/like`, { token: a.access_token })).body).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await t.call<Reel>('GET', `/api/reels/${reel.id}`, { token: b.access_token })).body).toMatchObject({
      likes: 1,
      liked_by_me: true,
    });
    expect((await t.call<Reel>('GET', `/api/reels/${reel.id}`, { token: a.access_token })).body).toMatchObject({
      likes: 1,
      liked_by_me: false,
    });
  });

  it('needs sign-in', async () => {
    expect((await t.call('POST', `/api/reels/${reel.id}/like`)).status).toBe(401);
  });
});

describe('comments', () => {
  it('posts from a form field or JSON and lists them oldest first', async () => {
    const [maya, bibek] = [await newUser(t), await newUser(t)];
    const first = await postMultipart<{ comment: Comment }>(t, `/api/reels/${reel.id}/comment`, {
      token: maya.access_token,
      fields: { comment_text: '  Beautiful colours!  ' },
    });
    expect(first.status).toBe(200);
    expect(first.body.comment).toMatchObject({ username: maya.user.username, text: 'Beautiful colours!' });
    expect(first.body.comment.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const second = await t.call<{ comment: Comment }>('POST', `/api/reels/${reel.id}/comment`, {
      token: bibek.access_token,
      body: { comment_text: 'Which camera?' },
    });
    expect(second.status).toBe(200);
    await postMultipart(t, `/api/reels/${reel.id}/comment`, {
      token: maya.access_token,
      fields: { comment_text: 'Sony, I think' },
    });

    const thread = await t.call<Comment[]>('GET', `/api/reels/${reel.id}/comments`);
    expect(thread.status).toBe(200);
    expect(thread.body.map((c) => [c.username, c.text])).toEqual([
      [maya.user.username, 'Beautiful colours!'],
      [bibek.user.username, 'Which camera?'],
      [maya.user.username, 'Sony, I think'],
    ]);
    expect((await t.call<Reel>('GET', `/api/reels/${reel.id}`)).body.comments_count).toBe(3);
  });

  it('refuses a blank comment, as a form field and as JSON', async () => {
    const user = await newUser(t);
    const form = await postMultipart(t, `/api/reels/${reel.id}/comment`, {
      token: user.access_token,
      fields: { comment_text: '   ' },
    });
    const json = await t.call('POST', `/api/reels/${reel.id}/comment`, {
      token: user.access_token,
      body: { comment_text: '' },
    });
    const missing = await t.call('POST', `/api/reels/${reel.id}/comment`, { token: user.access_token, body: {} });
    for (const reply of [form, json, missing])
      expect(reply).toMatchObject({ status: 400, body: { detail: 'Comment cannot be empty' } });
  });

  it('refuses a file in the comment form, and a comment over 500 characters', async () => {
    const user = await newUser(t);
    const withFile = await postMultipart(t, `/api/reels/${reel.id}/comment`, {
      token: user.access_token,
      fields: { comment_text: 'hi' },
      file: { bytes: Buffer.from('x') },
    });
    expect(withFile.status).toBe(400);
    const long = await t.call('POST', `/api/reels/${reel.id}/comment`, {
      token: user.access_token,
      body: { comment_text: 'x'.repeat(501) },
    });
    expect(long).toMatchObject({ status: 400, body: { detail: 'Comment must be at most 500 characters long' } });
  });

  it('needs sign-in to post, not to read, and a reel that exists', async () => {
    expect((await t.call('POST', `/api/reels/${reel.id}/comment`, { body: { comment_text: 'hello' } })).status).toBe(
      401,
    );
    expect((await t.call('GET', `/api/reels/${reel.id}/comments`)).status).toBe(200);
    const user = await newUser(t);
    expect(
      (
        await t.call('POST', '/api/reels/missing/comment', {
          token: user.access_token,
          body: { comment_text: 'hello' },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/reels/missing/comments')).status).toBe(404);
  });
});

describe('shares and views', () => {
  it('counts a share once per sharer and day, signed in or not', async () => {
    const user = await newUser(t);
    const share = (options: { token?: string; ip?: string }) =>
      t.call<{ shares: number }>('POST', `/api/reels/${reel.id}/share`, {
        ...options,
        headers: { 'user-agent': 'Safari' },
      });
    expect((await share({ ip: '192.0.2.50' })).body).toEqual({ shares: 1 });
    expect((await share({ ip: '192.0.2.50' })).body).toEqual({ shares: 1 });
    expect((await share({ token: user.access_token })).body).toEqual({ shares: 2 });
    expect((await t.call<Reel>('GET', `/api/reels/${reel.id}`)).body.shares).toBe(2);
  });

  it('counts a view once per viewer and day', async () => {
    const view = () =>
      t.call('POST', `/api/reels/${reel.id}/view`, { ip: '192.0.2.77', headers: { 'user-agent': 'Edge' } });
    expect((await view()).body).toEqual({ views: 1, counted: true });
    expect((await view()).body).toEqual({ views: 1, counted: false });
  });
});

describe('deleting a reel', () => {
  it('removes it with its comments, likes and files, and uncounts it', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    const own = (await uploadReel(t, p.access_token, videoBytes('mp4', 2), { title: 'Short-lived' })).body;
    await t.call('POST', `/api/reels/${own.id}/comment`, { token: p.access_token, body: { comment_text: 'first!' } });
    expect(await t.call('DELETE', `/api/reels/${own.id}`, { token: p.access_token })).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect((await t.app.inject({ method: 'GET', url: own.video_url })).statusCode).toBe(404);
    expect(await t.db.selectFrom('reel_comments').select('id').where('reel_id', '=', own.id).execute()).toEqual([]);
    expect(
      (await t.db.selectFrom('users').select('reel_count').where('id', '=', p.user.id).executeTakeFirstOrThrow())
        .reel_count,
    ).toBe(0);
  });
});

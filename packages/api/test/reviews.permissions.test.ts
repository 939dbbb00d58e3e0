import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type NewUser } from './factories.js';
import { photographerWith, reviewer } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let photographer: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  photographer = await photographerWith(t);
});
afterAll(() => t.close());

const post = (body: unknown, token?: string) => t.call('POST', '/api/reviews', { body, ...(token ? { token } : {}) });

describe('who may write a review', () => {
  it('asks a visitor to log in', async () => {
    const reply = await post({ photographer_id: photographer.user.id, rating: 5, comment: 'Great' });
    expect(reply).toMatchObject({ status: 401, body: { detail: 'Please login to submit a review' } });
  });

  it('refuses a photographer', async () => {
    const other = await photographerWith(t);
    const reply = await post({ photographer_id: photographer.user.id, rating: 5 }, other.access_token);
    expect(reply).toMatchObject({ status: 403, body: { detail: 'Only regular users can submit reviews' } });
  });

  it('refuses an admin', async () => {
    const admin = await newUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const reply = await post({ photographer_id: photographer.user.id, rating: 5 }, admin.access_token);
    expect(reply).toMatchObject({ status: 403, body: { detail: 'Only regular users can submit reviews' } });
  });

  it('accepts a regular user and answers the review', async () => {
    const author = await reviewer(t);
    const reply = await post(
      { photographer_id: photographer.user.id, rating: 4, comment: 'Lovely pasni photos' },
      author.access_token,
    );
    expect(reply).toMatchObject({
      status: 200,
      body: {
        photographer_id: photographer.user.id,
        rating: 4,
        comment: 'Lovely pasni photos',
        user_username: author.user.username,
        verified: false,
      },
    });
    expect(Date.parse(String(reply.body.created_at))).not.toBeNaN();
  });

  it('gives the same sentences through tRPC', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/trpc/reviews.create',
      payload: { photographer_id: photographer.user.id, rating: 5 },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ error: { message: 'Please login to submit a review' } });
  });
});

describe('what a review may say', () => {
  let author: NewUser;
  beforeAll(async () => {
    author = await reviewer(t);
  });

  it('takes 5 stars when no rating is given', async () => {
    const reply = await post(
      { photographer_id: photographer.user.id, comment: 'No stars chosen' },
      author.access_token,
    );
    expect(reply).toMatchObject({ status: 200, body: { rating: 5 } });
  });

  it('refuses a rating outside 1 to 5 or not whole', async () => {
    for (const rating of [0, 6, 4.5, '5', null]) {
      const reply = await post({ photographer_id: photographer.user.id, rating }, author.access_token);
      expect(reply).toMatchObject({ status: 400, body: { detail: 'Rating must be a whole number from 1 to 5' } });
    }
  });

  it('refuses a comment longer than 2000 characters', async () => {
    const reply = await post(
      { photographer_id: photographer.user.id, rating: 3, comment: 'x'.repeat(2001) },
      author.access_token,
    );
    expect(reply).toMatchObject({ status: 400, body: { detail: 'Review must be at most 2,000 characters' } });
  });

  it('keeps a comment as text, markup included', async () => {
    const comment = '<script>alert(1)</script> & "quotes"';
    const reply = await post({ photographer_id: photographer.user.id, rating: 3, comment }, author.access_token);
    expect(reply.body.comment).toBe(comment);
  });

  it('answers 404 for an unknown id, an account that is not a photographer, and a suspended photographer', async () => {
    const notPhotographer = await newUser(t);
    const suspended = await photographerWith(t);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', suspended.user.id).execute();
    for (const id of ['no-such-id', notPhotographer.user.id, suspended.user.id]) {
      expect(await post({ photographer_id: id, rating: 5 }, author.access_token)).toMatchObject({
        status: 404,
        body: { detail: 'Photographer not found' },
      });
    }
    expect(
      await t.db
        .selectFrom('reviews')
        .select('id')
        .where('photographer_id', 'in', [notPhotographer.user.id, suspended.user.id])
        .execute(),
    ).toEqual([]);
  });

  it('answers 404 when listing the reviews or ratings of an unknown photographer', async () => {
    expect(await t.call('GET', '/api/reviews/no-such-id')).toMatchObject({
      status: 404,
      body: { detail: 'Photographer not found' },
    });
    expect((await t.call('GET', '/api/ratings/no-such-id')).status).toBe(404);
  });
});

import { isPopular, isTopRated, type DirectoryItem, type RatingEntry, type ReviewsResponse } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photographerWith, review, reviewer } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const card = async (id: string) => (await t.call<DirectoryItem>('GET', `/api/photographers/${id}`)).body;
const reviewsOf = async (id: string) => (await t.call<ReviewsResponse>('GET', `/api/reviews/${id}`)).body.reviews;

describe('one review per user per photographer', () => {
  it('replaces the first review with the second, keeping the count at 1', async () => {
    const photographer = await photographerWith(t);
    const author = await reviewer(t);
    await review(t, author, photographer.user.id, 2, 'Arrived late');
    await review(t, author, photographer.user.id, 5, 'Made up for it with wonderful photos');
    expect(await card(photographer.user.id)).toMatchObject({
      rating: 5,
      total_ratings: 1,
      latest_review: 'Made up for it with wonderful photos',
    });
    const reviews = await reviewsOf(photographer.user.id);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      rating: 5,
      comment: 'Made up for it with wonderful photos',
      user_username: author.user.username,
    });
  });
});

describe("a photographer's rating", () => {
  it('is the mean of the reviews: 4 and 5 make 4.5, which is Top Rated', async () => {
    const photographer = await photographerWith(t);
    await review(t, await reviewer(t), photographer.user.id, 4, 'Good');
    await review(t, await reviewer(t), photographer.user.id, 5, 'Great');
    const shown = await card(photographer.user.id);
    expect(shown).toMatchObject({ rating: 4.5, total_ratings: 2 });
    expect(isTopRated(shown.rating)).toBe(true);
  });

  it('falls below Top Rated at 4, 5 and 4 (4.33)', async () => {
    const photographer = await photographerWith(t);
    for (const rating of [4, 5, 4]) await review(t, await reviewer(t), photographer.user.id, rating);
    const shown = await card(photographer.user.id);
    expect(shown).toMatchObject({ rating: 4.33, total_ratings: 3 });
    expect(isTopRated(shown.rating)).toBe(false);
  });

  it('is kept on the account: /me of the photographer shows the same figures', async () => {
    const photographer = await photographerWith(t);
    await review(t, await reviewer(t), photographer.user.id, 3);
    expect(await t.call('GET', '/api/me', { token: photographer.access_token })).toMatchObject({
      body: { rating: 3, total_ratings: 1 },
    });
  });

  it('counts 21 reviews as Popular and 20 as not', async () => {
    const photographer = await photographerWith(t);
    for (let i = 0; i < 20; i += 1) await review(t, await reviewer(t), photographer.user.id, 5);
    expect(isPopular((await card(photographer.user.id)).total_ratings)).toBe(false);
    await review(t, await reviewer(t), photographer.user.id, 5);
    const shown = await card(photographer.user.id);
    expect(shown.total_ratings).toBe(21);
    expect(isPopular(shown.total_ratings)).toBe(true);
  });
});

describe('the latest review on the card', () => {
  it('shows the first 80 characters of the newest review with a comment', async () => {
    const photographer = await photographerWith(t);
    const long =
      'Sunrise at Sarangkot with Machhapuchhre behind us, and every photo came out sharp and warm and full of light.';
    await review(t, await reviewer(t), photographer.user.id, 5, 'An older review');
    await review(t, await reviewer(t), photographer.user.id, 5, long);
    await review(t, await reviewer(t), photographer.user.id, 4, '');
    const shown = await card(photographer.user.id);
    expect(shown.latest_review).toBe(long.slice(0, 80).trimEnd());
    expect(shown.latest_review?.length).toBeLessThanOrEqual(80);
  });
});

describe('reading reviews and ratings', () => {
  it('lists reviews newest first with every field of a review', async () => {
    const photographer = await photographerWith(t);
    const first = await reviewer(t);
    const second = await reviewer(t);
    await review(t, first, photographer.user.id, 3, 'First');
    await review(t, second, photographer.user.id, 5, 'Second');
    const reply = await t.call<ReviewsResponse>('GET', `/api/reviews/${photographer.user.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.reviews.map((r) => r.comment)).toEqual(['Second', 'First']);
    expect(reply.body.reviews[0]).toEqual({
      id: expect.any(String),
      photographer_id: photographer.user.id,
      rating: 5,
      comment: 'Second',
      user_username: second.user.username,
      created_at: expect.any(String),
      verified: false,
      reply: null,
    });
  });

  it('lists ratings as rating entries', async () => {
    const photographer = await photographerWith(t);
    const author = await reviewer(t);
    await review(t, author, photographer.user.id, 4, 'Patient with the kids');
    const reply = await t.call<RatingEntry[]>('GET', `/api/ratings/${photographer.user.id}`);
    expect(reply.body).toEqual([
      {
        rating: 4,
        comment: 'Patient with the kids',
        user_username: author.user.username,
        created_at: expect.any(String),
      },
    ]);
  });

  it('answers an empty list for a photographer nobody has reviewed', async () => {
    const photographer = await photographerWith(t);
    expect(await t.call('GET', `/api/reviews/${photographer.user.id}`)).toMatchObject({
      status: 200,
      body: { reviews: [] },
    });
    expect(await t.call('GET', `/api/ratings/${photographer.user.id}`)).toMatchObject({ status: 200, body: [] });
  });
});

describe('reviews arriving together', () => {
  it('counts every one of many simultaneous reviews of one photographer', async () => {
    const photographer = await photographerWith(t);
    const authors = await Promise.all(Array.from({ length: 8 }, () => reviewer(t)));
    await Promise.all(authors.map((author, i) => review(t, author, photographer.user.id, (i % 5) + 1)));
    const ratings = authors.map((_, i) => (i % 5) + 1);
    const mean = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
    expect(await card(photographer.user.id)).toMatchObject({ total_ratings: 8, rating: mean });
  });
});

import type { Review, ReviewReplyResult, ReviewsResponse } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationsOf } from './bookings.fixtures.js';
import { review } from './directory.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

/** Replies to reviews (docs/decisions/021-review-replies-and-blocks.md). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const hourMs = 60 * 60 * 1000;
const replyTo = (id: string, text: string, token?: string) =>
  t.call<ReviewReplyResult & { code?: string; detail?: string }>('POST', `/api/reviews/${id}/reply`, {
    body: { text },
    ...(token ? { token } : {}),
  });
const reviewsOf = async (photographerId: string) =>
  (await t.call<ReviewsResponse>('GET', `/api/reviews/${photographerId}`)).body.reviews;

async function reviewed(): Promise<{ photographer: NewUser; author: NewUser; given: Review }> {
  const photographer = await newPhotographer(t);
  const author = await newUser(t);
  const given = await review(t, author, photographer.user.id, 4, 'Lovely pasni photos, a little late');
  return { photographer, author, given };
}

describe('who may reply to a review', () => {
  it('lets the reviewed photographer reply once, shown under the review over REST and tRPC', async () => {
    const { photographer, given } = await reviewed();
    const reply = await replyTo(given.id, 'Thank you! The traffic at Kalanki held us up.', photographer.access_token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      review_id: given.id,
      text: 'Thank you! The traffic at Kalanki held us up.',
      edited_at: null,
    });
    const [listed] = await reviewsOf(photographer.user.id);
    expect(listed?.reply).toEqual({ text: reply.body.text, created_at: reply.body.created_at, edited_at: null });
    const overTrpc = await t.call<{ result: { data: ReviewsResponse } }>(
      'GET',
      `/trpc/reviews.byPhotographer?input=${encodeURIComponent(JSON.stringify({ photographer_id: photographer.user.id }))}`,
    );
    expect(overTrpc.body.result.data.reviews[0]?.reply?.text).toBe(reply.body.text);
  });

  it('shows no reply under a review that has none', async () => {
    const { photographer } = await reviewed();
    expect((await reviewsOf(photographer.user.id))[0]?.reply).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    const { given } = await reviewed();
    expect(await replyTo(given.id, 'Thanks')).toMatchObject({
      status: 401,
      body: { code: 'loginToReply', detail: 'Please login to reply to a review' },
    });
  });

  it('refuses another photographer, the reviewer, an admin and a stranger, and stores nothing', async () => {
    const { author, given } = await reviewed();
    const others = [await newPhotographer(t), author, await newUser(t, { role: 'admin' }), await newUser(t)];
    for (const other of others) {
      const reply = await replyTo(given.id, 'Not mine to answer', other.access_token);
      expect([reply.status, reply.body.code]).toEqual([403, 'onlyReviewedPhotographerReplies']);
    }
    expect(await t.db.selectFrom('review_replies').selectAll().where('review_id', '=', given.id).execute()).toEqual([]);
  });

  it('answers 404 for an unknown review', async () => {
    const photographer = await newPhotographer(t);
    const reply = await replyTo('no-such-review', 'Thanks', photographer.access_token);
    expect([reply.status, reply.body.code, reply.body.detail]).toEqual([404, 'reviewNotFound', 'Review not found']);
  });

  it('refuses a blank reply and one over 1,000 characters', async () => {
    const { photographer, given } = await reviewed();
    expect((await replyTo(given.id, ' \u200b ', photographer.access_token)).body.code).toBe('reviewReplyRequired');
    expect((await replyTo(given.id, 'a'.repeat(1001), photographer.access_token)).body.code).toBe('reviewReplyTooLong');
    expect((await replyTo(given.id, 'a'.repeat(1000), photographer.access_token)).status).toBe(200);
  });

  it('trims the reply and keeps its lines', async () => {
    const { photographer, given } = await reviewed();
    const reply = await replyTo(given.id, '  Thank you!\nSee you at the wedding.  ', photographer.access_token);
    expect(reply.body.text).toBe('Thank you!\nSee you at the wedding.');
  });
});

describe('editing a reply', () => {
  it('edits the reply within 24 hours of the first one, and refuses after', async () => {
    const { photographer, given } = await reviewed();
    vi.useFakeTimers({ toFake: ['Date'] });
    // A fixed clock a little ahead (the photographer's token stays valid), on a whole second.
    const start = Math.ceil((Date.now() + hourMs) / 1000) * 1000;
    const at = (ms: number) => new Date(ms).toISOString();
    vi.setSystemTime(start);
    const first = await replyTo(given.id, 'Thank you!', photographer.access_token);
    expect(first.body.created_at).toBe(at(start));

    vi.setSystemTime(start + 24 * hourMs - 1000);
    const edited = await replyTo(given.id, 'Thank you, Sita!', photographer.access_token);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      text: 'Thank you, Sita!',
      created_at: at(start),
      edited_at: at(start + 24 * hourMs - 1000),
    });
    expect((await reviewsOf(photographer.user.id))[0]?.reply?.edited_at).toBe(at(start + 24 * hourMs - 1000));

    vi.setSystemTime(start + 24 * hourMs);
    const late = await replyTo(given.id, 'One more change', photographer.access_token);
    expect([late.status, late.body.code]).toEqual([409, 'reviewReplyLocked']);
    expect(late.body.detail).toBe('A reply can be edited only within 24 hours of posting it');
    expect((await reviewsOf(photographer.user.id))[0]?.reply?.text).toBe('Thank you, Sita!');
  });
});

describe('the reviewer', () => {
  it('is told of the first reply, in English and Nepali, and not of an edit', async () => {
    const { photographer, author, given } = await reviewed();
    await replyTo(given.id, 'Thank you!', photographer.access_token);
    await replyTo(given.id, 'Thank you very much!', photographer.access_token);
    const replies = (await notificationsOf(t, author)).filter((notice) => notice.kind === 'review_reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]?.params).toEqual({ name: photographer.user.username });
  });

  it('is not told when they have blocked the photographer, whose reply still shows', async () => {
    const { photographer, author, given } = await reviewed();
    expect(
      (await t.call('POST', `/api/users/${photographer.user.id}/block`, { token: author.access_token })).status,
    ).toBe(200);
    expect((await replyTo(given.id, 'Thank you!', photographer.access_token)).status).toBe(200);
    expect((await notificationsOf(t, author)).filter((notice) => notice.kind === 'review_reply')).toEqual([]);
    expect((await reviewsOf(photographer.user.id))[0]?.reply?.text).toBe('Thank you!');
  });
});

describe('when the review or an account goes', () => {
  it('removes the reply when the reviewer replaces their review, and the photographer may answer again', async () => {
    const { photographer, author, given } = await reviewed();
    await replyTo(given.id, 'Thank you!', photographer.access_token);
    const replaced = await review(t, author, photographer.user.id, 2, 'On second thought, too late');
    expect(replaced.id).toBe(given.id);
    expect(replaced.reply).toBeNull();
    expect((await reviewsOf(photographer.user.id))[0]?.reply).toBeNull();
    const again = await replyTo(given.id, 'Sorry about the delay', photographer.access_token);
    expect([again.status, again.body.edited_at]).toEqual([200, null]);
  });

  it('removes the reply with the reviewer’s account', async () => {
    const { photographer, author, given } = await reviewed();
    await replyTo(given.id, 'Thank you!', photographer.access_token);
    const admin = await newUser(t, { role: 'admin' });
    expect((await t.call('DELETE', `/api/admin/users/${author.user.id}`, { token: admin.access_token })).status).toBe(
      200,
    );
    expect(await t.db.selectFrom('review_replies').selectAll().where('review_id', '=', given.id).execute()).toEqual([]);
  });

  it('removes the reply with the photographer’s account', async () => {
    const { photographer, given } = await reviewed();
    await replyTo(given.id, 'Thank you!', photographer.access_token);
    const admin = await newUser(t, { role: 'admin' });
    const removed = await t.call('DELETE', `/api/admin/users/${photographer.user.id}`, { token: admin.access_token });
    expect(removed.status).toBe(200);
    expect(await t.db.selectFrom('review_replies').selectAll().where('review_id', '=', given.id).execute()).toEqual([]);
  });
});

import type { Review, ReviewsResponse } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingIn, newParties, type Parties } from './bookings.fixtures.js';
import { review } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The requester's review as the photographer's public list shows it. */
async function listedReview({ requester, photographer }: Parties): Promise<Review | undefined> {
  const reply = await t.call<ReviewsResponse>('GET', `/api/reviews/${photographer.user.id}`);
  return reply.body.reviews.find((item) => item.user_username === requester.user.username);
}

describe('reviews verified by a completed booking', () => {
  it('verifies a review written before the booking was completed once it completes', async () => {
    const parties = await newParties(t);
    const written = await review(t, parties.requester, parties.photographer.user.id, 5, 'Beautiful janti photos');
    expect(written.verified).toBe(false);
    await bookingIn(t, 'completed', parties);
    expect(await listedReview(parties)).toMatchObject({ id: written.id, verified: true });
  });

  it('verifies a review written after a completed booking', async () => {
    const parties = await newParties(t);
    await bookingIn(t, 'completed', parties);
    expect((await review(t, parties.requester, parties.photographer.user.id, 4)).verified).toBe(true);
    expect((await listedReview(parties))?.verified).toBe(true);
  });

  it.each(['pending', 'accepted', 'declined', 'cancelled'] as const)(
    'leaves a review unverified when the booking was only %s',
    async (status) => {
      const parties = await newParties(t);
      await bookingIn(t, status, parties);
      expect((await review(t, parties.requester, parties.photographer.user.id, 4)).verified).toBe(false);
      expect((await listedReview(parties))?.verified).toBe(false);
    },
  );

  it('verifies only the requester’s review, not another reviewer’s of the same photographer', async () => {
    const parties = await newParties(t);
    const bystander = await newParties(t, { photographer: parties.photographer });
    await review(t, bystander.requester, parties.photographer.user.id, 3);
    await bookingIn(t, 'completed', parties);
    expect((await listedReview(bystander))?.verified).toBe(false);
  });
});

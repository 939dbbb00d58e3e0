import { addDays, type DirectoryItem } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directory, usernames } from './directory.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  arrangedBooking,
  cancelledByPhotographer,
  nepalTime,
  nightlyRound,
  plusMinutes,
  restCard,
  roundDay,
  reviewsOf,
  trpcCard,
} from './trust.fixtures.js';

/**
 * Top photographer (docs/decisions/019-trust-signals.md): a rating of at least 4.8 over at least 5
 * verified reviews of the last year, replies to at least 90% of threads within 24 hours, and no
 * cancellation in 90 days; recomputed by the nightly round, and a directory filter. Each rule is
 * met just, and missed just, by a photographer of its own; one round judges them all.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const day = roundDay;
const round = nepalTime(day, '00:30');

type Candidate = {
  /** Ratings of verified reviews written a month ago. */
  ratings?: number[];
  /** Of ten requests made yesterday, how many were answered within the day (the rest never). */
  answeredOfTen?: number;
  /** When the photographer last cancelled a booking. */
  cancelledAt?: Date;
  arrange?: (photographer: NewUser) => Promise<void>;
};

/** A photographer meeting every rule just (4.8 over 5 reviews, 90%, no cancellation) unless told otherwise. */
async function candidate({ ratings = [5, 5, 5, 5, 4], answeredOfTen = 9, cancelledAt, arrange }: Candidate = {}) {
  const photographer = await newPhotographer(t);
  await reviewsOf(t, photographer, ratings, nepalTime(addDays(day, -30), '12:00'));
  const client = await newUser(t);
  const opened = nepalTime(addDays(day, -2), '09:00');
  for (let index = 0; index < 10; index += 1)
    await arrangedBooking(
      t,
      photographer,
      {
        created_at: opened.toISOString(),
        answered_at: index < answeredOfTen ? plusMinutes(opened, 30).toISOString() : null,
        status: index < answeredOfTen ? 'declined' : 'pending',
      },
      client,
    );
  if (cancelledAt) await cancelledByPhotographer(t, photographer, cancelledAt);
  await arrange?.(photographer);
  return photographer;
}

let photographers: Record<string, NewUser>;
beforeAll(async () => {
  photographers = {
    allJustMet: await candidate(),
    fourVerifiedReviews: await candidate({
      ratings: [5, 5, 5, 5],
      arrange: (photographer) => reviewsOf(t, photographer, [5], round, false),
    }),
    aVerifiedReviewOlderThanAYear: await candidate({
      ratings: [5, 5, 5, 5],
      arrange: (photographer) => reviewsOf(t, photographer, [5], nepalTime(addDays(day, -366), '23:59')),
    }),
    aVerifiedReviewFromAYearAgo: await candidate({
      ratings: [5, 5, 5, 5],
      arrange: (photographer) => reviewsOf(t, photographer, [5], nepalTime(addDays(day, -365), '00:00')),
    }),
    rated4point6: await candidate({ ratings: [5, 5, 5, 4, 4] }),
    replies80Percent: await candidate({ answeredOfTen: 8 }),
    cancelled90DaysAgo: await candidate({ cancelledAt: nepalTime(addDays(day, -90), '00:00') }),
    cancelled91DaysAgo: await candidate({ cancelledAt: nepalTime(addDays(day, -91), '23:59') }),
  };
  await nightlyRound(t, round);
});

const isTop = async (name: string) => (await restCard(t, photographers[name] as NewUser)).top_photographer;

describe('Top photographer', () => {
  it('is a photographer meeting every rule just: 4.8 over 5 verified reviews, 90% in time, no cancellation', async () => {
    expect(await restCard(t, photographers.allJustMet as NewUser)).toMatchObject({
      top_photographer: true,
      response_rate: 90,
    });
    expect(await trpcCard(t, photographers.allJustMet as NewUser)).toMatchObject({ top_photographer: true });
  });

  it('takes 5 verified reviews: an unverified fifth does not count', async () => {
    expect(await isTop('fourVerifiedReviews')).toBe(false);
  });

  it('takes reviews of the last year, from 00:00 in Kathmandu a year ago', async () => {
    expect(await isTop('aVerifiedReviewFromAYearAgo')).toBe(true);
    expect(await isTop('aVerifiedReviewOlderThanAYear')).toBe(false);
  });

  it('takes a rating of 4.8: 4.6 misses', async () => {
    expect(await isTop('rated4point6')).toBe(false);
  });

  it('takes replies to 90%: 80% misses', async () => {
    expect(await restCard(t, photographers.replies80Percent as NewUser)).toMatchObject({
      top_photographer: false,
      response_rate: 80,
    });
  });

  it('takes no cancellation since 00:00 in Kathmandu 90 days ago', async () => {
    expect(await isTop('cancelled90DaysAgo')).toBe(false);
    expect(await isTop('cancelled91DaysAgo')).toBe(true);
  });
});

describe('the directory filter top=true', () => {
  const tops = ['allJustMet', 'aVerifiedReviewFromAYearAgo', 'cancelled91DaysAgo'];
  const ours = (names: string[]) => {
    const byName = new Map(Object.entries(photographers).map(([key, account]) => [account.user.username, key]));
    return names.flatMap((name) => byName.get(name) ?? []).sort();
  };

  it('lists Top photographers only over REST', async () => {
    expect(ours(usernames(await directory(t, { top: 'true', limit: 50 })))).toEqual([...tops].sort());
    expect(ours(usernames(await directory(t, { top: 'false', limit: 50 })))).toEqual(Object.keys(photographers).sort());
  });

  it('lists Top photographers only over tRPC, with the badge on each card', async () => {
    const input = encodeURIComponent(JSON.stringify({ top: true, limit: 50 }));
    const reply = await t.app.inject({ method: 'GET', url: `/trpc/photographers.list?input=${input}` });
    const cards = reply.json<{ result: { data: { photographers: DirectoryItem[] } } }>().result.data.photographers;
    expect(ours(cards.map((card) => card.username))).toEqual([...tops].sort());
    expect(cards.every((card) => card.top_photographer)).toBe(true);
  });

  it('combines with the other filters', async () => {
    expect(ours(usernames(await directory(t, { top: 'true', city: 'Pokhara', limit: 50 })))).toEqual([...tops].sort());
    expect(usernames(await directory(t, { top: 'true', city: 'Biratnagar', limit: 50 }))).toEqual([]);
  });
});

// Last: its round on the next Nepal day moves every photographer's windows.
describe("the next Nepal day's round", () => {
  it('gives and takes the badge as the windows slide and as a rule is missed', async () => {
    const photographer = await candidate();
    await nightlyRound(t, round);
    expect((await restCard(t, photographer)).top_photographer).toBe(true);
    await cancelledByPhotographer(t, photographer, nepalTime(day, '10:00'));
    await nightlyRound(t, nepalTime(addDays(day, 1), '00:30'));
    expect((await restCard(t, photographer)).top_photographer).toBe(false);
    // The cancellation 90 days ago is now 91 days old; the review from a year ago has left the year.
    expect(await isTop('cancelled90DaysAgo')).toBe(true);
    expect(await isTop('aVerifiedReviewFromAYearAgo')).toBe(false);
  });
});

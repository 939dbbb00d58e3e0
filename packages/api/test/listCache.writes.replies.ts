import type { ReviewsResponse } from '@tasbir/shared';
import { review } from './directory.factories.js';
import { newPhotographer, newUser } from './factories.js';
import { restWrite, visitorGet, type WriteCase } from './listCache.writes.fixtures.js';

/** The write cases of replies to reviews (decision 021): a reply shows under its review at once. */
export const replyCases: readonly WriteCase[] = [
  {
    mutation: 'reviews.reply',
    area: 'directory',
    via: 'REST',
    shows: 'the reply under the review on the reviews page',
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      const given = await review(t, await newUser(t), photographer.user.id, 5, 'Wonderful');
      return {
        look: async () =>
          (await visitorGet<ReviewsResponse>(t, `/api/reviews/${photographer.user.id}`)).body.reviews?.[0]?.reply
            ?.text ?? null,
        write: () => restWrite(t, 'POST', `/api/reviews/${given.id}/reply`, photographer, { text: 'Thank you!' }),
        before: null,
        after: 'Thank you!',
      };
    },
  },
];

import { expect } from 'vitest';
import { review } from './directory.factories.js';
import { newPhotographer, newUser } from './factories.js';
import type { TestApp } from './harness.js';
import type { Prepare } from './hardening.massAssignment.fixtures.js';

/** Valid requests for replies to reviews and blocks (decision 021), by `METHOD path` as the REST table names it. */

/** The accounts `blockerId` blocks, by id. */
const blockedBy = async (t: TestApp, blockerId: string) =>
  (await t.db.selectFrom('user_blocks').select('blocked_id').where('blocker_id', '=', blockerId).execute()).map(
    (row) => row.blocked_id,
  );

export const blockPreparations: Record<string, Prepare> = {
  'POST /reviews/:id/reply': async (t, victim) => {
    const photographer = await newPhotographer(t);
    const given = await review(t, await newUser(t), photographer.user.id, 5, 'Wonderful');
    return {
      as: photographer,
      params: { id: given.id },
      body: { text: 'Thank you so much!' },
      // The reply is the photographer's, under that review; the extras' `user_id` names no author.
      after: async (db) =>
        expect(
          await db.db.selectFrom('review_replies').select(['review_id', 'photographer_id']).execute(),
        ).not.toContainEqual({ review_id: given.id, photographer_id: victim.user.id }),
    };
  },
  'POST /users/:id/block': async (t, victim) => {
    const blocker = await newUser(t);
    const target = await newPhotographer(t);
    return {
      as: blocker,
      params: { id: target.user.id },
      watch: { target: target.user.id },
      after: async (db) => {
        expect(await blockedBy(db, blocker.user.id)).toEqual([target.user.id]);
        expect(await blockedBy(db, victim.user.id)).toEqual([]);
      },
    };
  },
  'DELETE /users/:id/block': async (t, victim) => {
    const blocker = await newUser(t);
    const target = await newPhotographer(t);
    await t.call('POST', `/api/users/${target.user.id}/block`, { token: blocker.access_token });
    await t.call('POST', `/api/users/${victim.user.id}/block`, { token: blocker.access_token });
    return {
      as: blocker,
      params: { id: target.user.id },
      watch: { target: target.user.id },
      // Only the named block goes: the one the extras' `id` and `user_id` name stays.
      after: async (db) => expect(await blockedBy(db, blocker.user.id)).toEqual([victim.user.id]),
    };
  },
};

import type { Report } from '@tasbir/shared';
import { newUser, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';
import {
  boardEntry,
  cardField,
  itemField,
  missing,
  onTheBoards,
  restWrite,
  trpcWrite,
  type WriteCase,
} from './listCache.writes.fixtures.js';
import { insertPhotos } from './media.fixtures.js';

/** A report of the thing by a fresh account; its id. */
async function reportOf(t: TestApp, type: 'photo' | 'user', id: string): Promise<string> {
  const reporter: NewUser = await newUser(t);
  return (
    await restWrite<Report>(t, 'POST', '/api/reports', reporter, { target_type: type, target_id: id, reason: 'spam' })
  ).id;
}

/** A decided report writes through each domain's own delete or the suspension: what those show, a visitor sees at once. */
export const reportCases: readonly WriteCase[] = [
  {
    mutation: 'reports.resolve',
    area: 'media',
    via: 'REST',
    shows: 'a photo removed on a report no longer found',
    arrange: async (t, { admin }) => {
      const { photo, report } = await reportedPhoto(t);
      return {
        look: () => itemField(t, 'photos', photo, 'id'),
        write: () =>
          restWrite(t, 'POST', `/api/admin/reports/${report}/resolve`, admin, { action: 'remove_content', note: 'n' }),
        before: photo,
        after: missing(404),
      };
    },
  },
  {
    mutation: 'reports.resolve',
    area: 'directory',
    via: 'tRPC',
    shows: "the photographer card's photo count after a photo removed on a report",
    arrange: async (t, { admin }) => {
      const { owner, report } = await reportedPhoto(t);
      return {
        look: () => cardField(t, owner, 'photo_count'),
        write: () => trpcWrite(t, 'reports.resolve', admin, { id: report, action: 'remove_content', note: 'n' }),
        before: 1,
        after: 0,
      };
    },
  },
  {
    mutation: 'reports.resolve',
    area: 'leaderboard',
    via: 'REST',
    shows: 'a photographer suspended on a report gone from the leaderboard',
    arrange: async (t, { admin }) => {
      const photographer = await onTheBoards(t);
      const report = await reportOf(t, 'user', photographer.user.id);
      return {
        look: async () => (await boardEntry(t, photographer.user.id)) !== null,
        write: () =>
          restWrite(t, 'POST', `/api/admin/reports/${report}/resolve`, admin, { action: 'suspend_user', note: 'n' }),
        before: true,
        after: false,
      };
    },
  },
];

async function reportedPhoto(t: TestApp): Promise<{ owner: string; photo: string; report: string }> {
  const owner = await newUser(t, { role: 'photographer', city: 'Pokhara', district: 'Kaski' });
  const [photo = ''] = await insertPhotos(t, owner.user.id, 1);
  await t.db.updateTable('users').set({ photo_count: 1 }).where('id', '=', owner.user.id).execute();
  return { owner: owner.user.id, photo, report: await reportOf(t, 'photo', photo) };
}

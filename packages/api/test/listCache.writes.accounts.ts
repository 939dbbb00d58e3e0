import { newPhotographer, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';
import {
  boardEntry,
  cardField,
  itemField,
  onTheBoards,
  restWrite,
  trpcWrite,
  missing,
  type WriteCase,
} from './listCache.writes.fixtures.js';
import { insertPhotos } from './media.fixtures.js';

let sequence = 0;
const newName = () => `renamed_${Date.now().toString(36)}${(sequence += 1)}`;

async function withPhoto(t: TestApp, owner: NewUser): Promise<string> {
  const [photo = ''] = await insertPhotos(t, owner.user.id, 1);
  return photo;
}

const verified = (t: TestApp, id: string) => async () => (await boardEntry(t, id))?.verified;
const onBoard = (t: TestApp, id: string) => async () => (await boardEntry(t, id)) !== null;

/** Writes to accounts (their own profile edits, and the admins' verification, suspension, renaming, roles and deletion). */
export const accountCases: WriteCase[] = [
  {
    mutation: 'auth.updateProfile',
    area: 'media',
    via: 'REST',
    shows: "a new username on the photographer's photos",
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      const photo = await withPhoto(t, photographer);
      const username = newName();
      return {
        look: () => itemField(t, 'photos', photo, 'photographer_username'),
        write: () => restWrite(t, 'PUT', '/api/profile', photographer, { username }),
        before: photographer.user.username,
        after: username,
      };
    },
  },
  {
    mutation: 'auth.updateProfile',
    area: 'leaderboard',
    via: 'REST',
    shows: 'a new location on the leaderboard entry',
    arrange: async (t) => {
      const photographer = await onTheBoards(t);
      return {
        look: async () => (await boardEntry(t, photographer.user.id))?.location,
        write: () => restWrite(t, 'PUT', '/api/profile', photographer, { location: 'Lakeside, Pokhara' }),
        before: 'Pokhara, Kaski',
        after: 'Lakeside, Pokhara',
      };
    },
  },
  {
    mutation: 'adminUsers.verify',
    area: 'directory',
    via: 'REST',
    shows: 'the verified badge on the card',
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      return {
        look: () => cardField(t, photographer.user.id, 'verified'),
        write: () => restWrite(t, 'POST', `/api/admin/users/${photographer.user.id}/verify`, admin),
        before: false,
        after: true,
      };
    },
  },
  {
    mutation: 'adminUsers.verify',
    area: 'leaderboard',
    via: 'tRPC',
    shows: 'the verified badge on the leaderboard entry',
    arrange: async (t, { admin }) => {
      const photographer = await onTheBoards(t);
      return {
        look: verified(t, photographer.user.id),
        write: () => trpcWrite(t, 'adminUsers.verify', admin, { id: photographer.user.id }),
        before: false,
        after: true,
      };
    },
  },
  {
    mutation: 'adminUsers.unverify',
    area: 'directory',
    via: 'tRPC',
    shows: 'no verified badge on the card',
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      await t.db.updateTable('users').set({ verified: 1 }).where('id', '=', photographer.user.id).execute();
      return {
        look: () => cardField(t, photographer.user.id, 'verified'),
        write: () => trpcWrite(t, 'adminUsers.unverify', admin, { id: photographer.user.id }),
        before: true,
        after: false,
      };
    },
  },
  {
    mutation: 'adminUsers.unverify',
    area: 'leaderboard',
    via: 'REST',
    shows: 'no verified badge on the leaderboard entry',
    arrange: async (t, { admin }) => {
      const photographer = await onTheBoards(t);
      await t.db.updateTable('users').set({ verified: 1 }).where('id', '=', photographer.user.id).execute();
      return {
        look: verified(t, photographer.user.id),
        write: () => restWrite(t, 'POST', `/api/admin/users/${photographer.user.id}/unverify`, admin),
        before: true,
        after: false,
      };
    },
  },
  {
    mutation: 'adminUsers.suspend',
    area: 'directory',
    via: 'REST',
    shows: 'a suspended photographer gone from the directory',
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      return {
        look: () => cardField(t, photographer.user.id, 'username'),
        write: () => restWrite(t, 'POST', `/api/admin/users/${photographer.user.id}/suspend`, admin),
        before: photographer.user.username,
        after: missing(404),
      };
    },
  },
  {
    mutation: 'adminUsers.suspend',
    area: 'leaderboard',
    via: 'tRPC',
    shows: 'a suspended photographer gone from the leaderboard',
    arrange: async (t, { admin }) => {
      const photographer = await onTheBoards(t);
      return {
        look: onBoard(t, photographer.user.id),
        write: () => trpcWrite(t, 'adminUsers.suspend', admin, { id: photographer.user.id }),
        before: true,
        after: false,
      };
    },
  },
  {
    mutation: 'adminUsers.activate',
    area: 'directory',
    via: 'tRPC',
    shows: 'a reactivated photographer back in the directory',
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', photographer.user.id).execute();
      return {
        look: () => cardField(t, photographer.user.id, 'username'),
        write: () => trpcWrite(t, 'adminUsers.activate', admin, { id: photographer.user.id }),
        before: missing(404),
        after: photographer.user.username,
      };
    },
  },
  {
    mutation: 'adminUsers.activate',
    area: 'leaderboard',
    via: 'REST',
    shows: 'a reactivated photographer back on the leaderboard',
    arrange: async (t, { admin }) => {
      const photographer = await onTheBoards(t);
      await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', photographer.user.id).execute();
      return {
        look: onBoard(t, photographer.user.id),
        write: () => restWrite(t, 'POST', `/api/admin/users/${photographer.user.id}/activate`, admin),
        before: false,
        after: true,
      };
    },
  },
  {
    mutation: 'adminUsers.rename',
    area: 'directory',
    via: 'REST',
    shows: 'the new username on the card',
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      const username = newName();
      return {
        look: () => cardField(t, photographer.user.id, 'username'),
        write: () => restWrite(t, 'PUT', `/api/admin/users/${photographer.user.id}`, admin, { username }),
        before: photographer.user.username,
        after: username,
      };
    },
  },
  {
    mutation: 'adminUsers.rename',
    area: 'media',
    via: 'tRPC',
    shows: "the new username on the photographer's photos",
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      const photo = await withPhoto(t, photographer);
      const username = newName();
      return {
        look: () => itemField(t, 'photos', photo, 'photographer_username'),
        write: () => trpcWrite(t, 'adminUsers.rename', admin, { id: photographer.user.id, username }),
        before: photographer.user.username,
        after: username,
      };
    },
  },
  {
    mutation: 'adminUsers.rename',
    area: 'leaderboard',
    via: 'REST',
    shows: 'the new username on the leaderboard entry',
    arrange: async (t, { admin }) => {
      const photographer = await onTheBoards(t);
      const username = newName();
      return {
        look: async () => (await boardEntry(t, photographer.user.id))?.username,
        write: () => restWrite(t, 'PUT', `/api/admin/users/${photographer.user.id}`, admin, { username }),
        before: photographer.user.username,
        after: username,
      };
    },
  },
  {
    mutation: 'adminUsers.setRole',
    area: 'directory',
    via: 'tRPC',
    shows: 'a photographer made a user gone from the directory',
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      return {
        look: () => cardField(t, photographer.user.id, 'username'),
        write: () => trpcWrite(t, 'adminUsers.setRole', admin, { id: photographer.user.id, role: 'user' }),
        before: photographer.user.username,
        after: missing(404),
      };
    },
  },
  {
    mutation: 'adminUsers.setRole',
    area: 'leaderboard',
    via: 'REST',
    shows: 'a photographer made a user gone from the leaderboard',
    arrange: async (t, { admin }) => {
      const photographer = await onTheBoards(t);
      return {
        look: onBoard(t, photographer.user.id),
        write: () => restWrite(t, 'PUT', `/api/admin/users/${photographer.user.id}/role?role=user`, admin),
        before: true,
        after: false,
      };
    },
  },
  {
    mutation: 'adminUsers.remove',
    area: 'directory',
    via: 'REST',
    shows: 'a deleted photographer gone from the directory',
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      return {
        look: () => cardField(t, photographer.user.id, 'username'),
        write: () => restWrite(t, 'DELETE', `/api/admin/users/${photographer.user.id}`, admin),
        before: photographer.user.username,
        after: missing(404),
      };
    },
  },
  {
    mutation: 'adminUsers.remove',
    area: 'media',
    via: 'tRPC',
    shows: "a deleted photographer's photo gone",
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      const photo = await withPhoto(t, photographer);
      return {
        look: () => itemField(t, 'photos', photo, 'id'),
        write: () => trpcWrite(t, 'adminUsers.remove', admin, { id: photographer.user.id }),
        before: photo,
        after: missing(404),
      };
    },
  },
  {
    mutation: 'adminUsers.remove',
    area: 'leaderboard',
    via: 'REST',
    shows: 'a deleted photographer gone from the leaderboard',
    arrange: async (t, { admin }) => {
      const photographer = await onTheBoards(t);
      return {
        look: onBoard(t, photographer.user.id),
        write: () => restWrite(t, 'DELETE', `/api/admin/users/${photographer.user.id}`, admin),
        before: true,
        after: false,
      };
    },
  },
];

import { newPhotographer, newUser, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';
import { insertReel } from './hardening.massAssignment.fixtures.js';
import {
  cardField,
  itemField,
  newest,
  restWrite,
  trpcWrite,
  missing,
  type WriteCase,
} from './listCache.writes.fixtures.js';
import { insertPhotos, photoBytes, setPlan, uploadPhoto, uploadReel, videoBytes } from './media.fixtures.js';

/** A photographer with one photo and one reel, rows and counts as an upload leaves them. */
async function withMedia(t: TestApp): Promise<{ owner: NewUser; photo: string; reel: string }> {
  const owner = await newPhotographer(t);
  const [photo = ''] = await insertPhotos(t, owner.user.id, 1);
  const reel = await insertReel(t, owner.user.id);
  await t.db.updateTable('users').set({ photo_count: 1, reel_count: 1 }).where('id', '=', owner.user.id).execute();
  return { owner, photo, reel };
}

async function uploader(t: TestApp): Promise<NewUser> {
  const owner = await newPhotographer(t);
  await setPlan(t, owner.user.id, 'royal');
  return owner;
}

let titles = 0;
const freshTitle = () => `Cached case ${(titles += 1)}`;

function written(what: string, status: number): void {
  if (status !== 200) throw new Error(`${what} was refused: ${status}`);
}

/** Writes to photos, reels and their likes and comments, and the admins' removals. */
export const mediaCases: WriteCase[] = [
  {
    mutation: 'photos.create',
    area: 'media',
    via: 'REST',
    shows: 'a new photo at the top of the gallery',
    arrange: async (t) => {
      const owner = await uploader(t);
      const title = freshTitle();
      const bytes = await photoBytes();
      return {
        look: async () => (await newest(t, 'photos', 'title')).includes(title),
        write: async () => written('the upload', (await uploadPhoto(t, owner.access_token, bytes, { title })).status),
        before: false,
        after: true,
      };
    },
  },
  {
    mutation: 'photos.create',
    area: 'directory',
    via: 'REST',
    shows: "the photographer card's photo count",
    arrange: async (t) => {
      const owner = await uploader(t);
      const bytes = await photoBytes();
      return {
        look: () => cardField(t, owner.user.id, 'photo_count'),
        write: async () => written('the upload', (await uploadPhoto(t, owner.access_token, bytes)).status),
        before: 0,
        after: 1,
      };
    },
  },
  {
    mutation: 'photos.like',
    area: 'media',
    via: 'tRPC',
    shows: "a photo's likes",
    arrange: async (t) => {
      const { photo } = await withMedia(t);
      const fan = await newUser(t);
      return {
        look: () => itemField(t, 'photos', photo, 'likes'),
        write: () => trpcWrite(t, 'photos.like', fan, { id: photo }),
        before: 0,
        after: 1,
      };
    },
  },
  {
    mutation: 'photos.remove',
    area: 'media',
    via: 'REST',
    shows: 'a deleted photo gone from the gallery',
    arrange: async (t) => {
      const { owner, photo } = await withMedia(t);
      return {
        look: async () => (await newest(t, 'photos')).includes(photo),
        write: () => restWrite(t, 'DELETE', `/api/photos/${photo}`, owner),
        before: true,
        after: false,
      };
    },
  },
  {
    mutation: 'photos.remove',
    area: 'directory',
    via: 'tRPC',
    shows: "the photographer card's photo count",
    arrange: async (t) => {
      const { owner, photo } = await withMedia(t);
      return {
        look: () => cardField(t, owner.user.id, 'photo_count'),
        write: () => trpcWrite(t, 'photos.remove', owner, { id: photo }),
        before: 1,
        after: 0,
      };
    },
  },
  {
    mutation: 'reels.create',
    area: 'media',
    via: 'REST',
    shows: 'a new reel at the top of the feed',
    arrange: async (t) => {
      const owner = await uploader(t);
      const title = freshTitle();
      return {
        look: async () => (await newest(t, 'reels', 'title')).includes(title),
        write: async () =>
          written('the upload', (await uploadReel(t, owner.access_token, videoBytes('mp4'), { title })).status),
        before: false,
        after: true,
      };
    },
  },
  {
    mutation: 'reels.create',
    area: 'directory',
    via: 'REST',
    shows: "the photographer card's reel count",
    arrange: async (t) => {
      const owner = await uploader(t);
      return {
        look: () => cardField(t, owner.user.id, 'reel_count'),
        write: async () => written('the upload', (await uploadReel(t, owner.access_token, videoBytes('mp4'))).status),
        before: 0,
        after: 1,
      };
    },
  },
  {
    mutation: 'reels.like',
    area: 'media',
    via: 'REST',
    shows: "a reel's likes",
    arrange: async (t) => {
      const { reel } = await withMedia(t);
      const fan = await newUser(t);
      return {
        look: () => itemField(t, 'reels', reel, 'likes'),
        write: () => restWrite(t, 'POST', `/api/reels/${reel}/like`, fan),
        before: 0,
        after: 1,
      };
    },
  },
  {
    mutation: 'reels.comment',
    area: 'media',
    via: 'tRPC',
    shows: "a reel's comments (tRPC's reels.comments)",
    arrange: async (t) => {
      const { reel } = await withMedia(t);
      const fan = await newUser(t);
      const look = async () => {
        const reply = await t.app.inject({
          method: 'GET',
          url: `/trpc/reels.comments?input=${encodeURIComponent(JSON.stringify({ id: reel }))}`,
        });
        const body: { result?: { data: { text: string }[] } } = reply.json();
        return body.result?.data.map((comment) => comment.text);
      };
      return {
        look,
        write: () => trpcWrite(t, 'reels.comment', fan, { id: reel, comment_text: 'Ramro cha!' }),
        before: [],
        after: ['Ramro cha!'],
      };
    },
  },
  {
    mutation: 'reels.remove',
    area: 'media',
    via: 'tRPC',
    shows: 'a deleted reel gone from the feed',
    arrange: async (t) => {
      const { owner, reel } = await withMedia(t);
      return {
        look: async () => (await newest(t, 'reels')).includes(reel),
        write: () => trpcWrite(t, 'reels.remove', owner, { id: reel }),
        before: true,
        after: false,
      };
    },
  },
  {
    mutation: 'reels.remove',
    area: 'directory',
    via: 'REST',
    shows: "the photographer card's reel count",
    arrange: async (t) => {
      const { owner, reel } = await withMedia(t);
      return {
        look: () => cardField(t, owner.user.id, 'reel_count'),
        write: () => restWrite(t, 'DELETE', `/api/reels/${reel}`, owner),
        before: 1,
        after: 0,
      };
    },
  },
  {
    mutation: 'moderation.removePhoto',
    area: 'media',
    via: 'REST',
    shows: 'a removed photo no longer found',
    arrange: async (t, { admin }) => {
      const { photo } = await withMedia(t);
      return {
        look: () => itemField(t, 'photos', photo, 'id'),
        write: () => restWrite(t, 'DELETE', `/api/admin/content/photo/${photo}`, admin),
        before: photo,
        after: missing(404),
      };
    },
  },
  {
    mutation: 'moderation.removePhoto',
    area: 'directory',
    via: 'tRPC',
    shows: "the photographer card's photo count",
    arrange: async (t, { admin }) => {
      const { owner, photo } = await withMedia(t);
      return {
        look: () => cardField(t, owner.user.id, 'photo_count'),
        write: () => trpcWrite(t, 'moderation.removePhoto', admin, { id: photo }),
        before: 1,
        after: 0,
      };
    },
  },
  {
    mutation: 'moderation.removeReel',
    area: 'media',
    via: 'tRPC',
    shows: 'a removed reel no longer found',
    arrange: async (t, { admin }) => {
      const { reel } = await withMedia(t);
      return {
        look: () => itemField(t, 'reels', reel, 'id'),
        write: () => trpcWrite(t, 'moderation.removeReel', admin, { id: reel }),
        before: reel,
        after: missing(404),
      };
    },
  },
  {
    mutation: 'moderation.removeReel',
    area: 'directory',
    via: 'REST',
    shows: "the photographer card's reel count",
    arrange: async (t, { admin }) => {
      const { owner, reel } = await withMedia(t);
      return {
        look: () => cardField(t, owner.user.id, 'reel_count'),
        write: () => restWrite(t, 'DELETE', `/api/admin/content/reel/${reel}`, admin),
        before: 1,
        after: 0,
      };
    },
  },
  {
    mutation: 'moderation.removeAllPhotos',
    area: 'media',
    via: 'REST',
    shows: 'an empty gallery',
    arrange: async (t, { admin }) => {
      const { photo } = await withMedia(t);
      return {
        look: async () => (await newest(t, 'photos')).includes(photo),
        write: () => restWrite(t, 'DELETE', '/api/admin/content/photos/all', admin),
        before: true,
        after: false,
      };
    },
  },
  {
    mutation: 'moderation.removeAllPhotos',
    area: 'directory',
    via: 'tRPC',
    shows: "the photographer card's photo count",
    arrange: async (t, { admin }) => {
      const { owner } = await withMedia(t);
      return {
        look: () => cardField(t, owner.user.id, 'photo_count'),
        write: () => trpcWrite(t, 'moderation.removeAllPhotos', admin),
        before: 1,
        after: 0,
      };
    },
  },
  {
    mutation: 'moderation.removeAllReels',
    area: 'media',
    via: 'tRPC',
    shows: 'an empty reels feed',
    arrange: async (t, { admin }) => {
      const { reel } = await withMedia(t);
      return {
        look: async () => (await newest(t, 'reels')).includes(reel),
        write: () => trpcWrite(t, 'moderation.removeAllReels', admin),
        before: true,
        after: false,
      };
    },
  },
  {
    mutation: 'moderation.removeAllReels',
    area: 'directory',
    via: 'REST',
    shows: "the photographer card's reel count",
    arrange: async (t, { admin }) => {
      const { owner } = await withMedia(t);
      return {
        look: () => cardField(t, owner.user.id, 'reel_count'),
        write: () => restWrite(t, 'DELETE', '/api/admin/content/reels/all', admin),
        before: 1,
        after: 0,
      };
    },
  },
];

import { newAdmin } from './bookings.fixtures.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';
import { count, insertReel, type Prepare } from './hardening.massAssignment.fixtures.js';
import { dataUrl, insertPhotos, photoBytes, setPlan, videoBytes } from './media.fixtures.js';

/** Valid requests for the mutations of photos and reels: uploads, likes, views, comments, removals and moderation. */

const photosOf = (t: TestApp, id: string) =>
  count(
    t.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('photographer_id', '=', id)
      .executeTakeFirstOrThrow(),
  );
const reelsOf = (t: TestApp, id: string) =>
  count(
    t.db
      .selectFrom('reels')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('photographer_id', '=', id)
      .executeTakeFirstOrThrow(),
  );
const photoId = async (t: TestApp, owner: NewUser) => (await insertPhotos(t, owner.user.id, 1))[0] ?? '';
/** A photographer on the gold plan: uploads need a paid plan. */
async function uploader(t: TestApp): Promise<NewUser> {
  const account = await newPhotographer(t);
  await setPlan(t, account.user.id, 'gold');
  return account;
}
const photo = (title: string) => ({ title, description: 'Evening kora', category: 'Travel', location: 'Kathmandu' });
const reel = (title: string) => ({ title, description: 'Karnali in autumn', category: 'nature', location: 'Mugu' });

/** A valid request for each photo and reel row, by `METHOD path` as the REST table names it. */
export const mediaPreparations: Record<string, Prepare> = {
  'POST /photos': async (t) => ({
    as: await uploader(t),
    body: { ...photo('Boudhanath'), image_data: dataUrl(await photoBytes('jpeg', 320, 214)) },
    owned: photosOf,
  }),
  'POST /photos/upload': async (t) => ({
    as: await uploader(t),
    upload: {
      fields: photo('Phewa at dawn'),
      file: {
        bytes: await photoBytes('jpeg', 321, 214),
        filename: 'photo.jpg',
        type: 'image/jpeg',
        field: 'image_data',
      },
    },
    owned: photosOf,
  }),
  'DELETE /photos/:id': async (t) => {
    const owner = await newPhotographer(t);
    return { as: owner, params: { id: await photoId(t, owner) } };
  },
  'POST /photos/:id/like': async (t) => ({
    as: await newUser(t),
    params: { id: await photoId(t, await newPhotographer(t)) },
  }),
  'POST /photos/:id/view': async (t) => ({
    as: await newUser(t),
    params: { id: await photoId(t, await newPhotographer(t)) },
  }),
  'POST /reels': async (t) => ({
    as: await uploader(t),
    body: { ...reel('Rara lake'), video_data: dataUrl(videoBytes('mp4'), 'video/mp4') },
    owned: reelsOf,
  }),
  'POST /reels/upload': async (t) => ({
    as: await uploader(t),
    upload: {
      fields: reel('Sarangkot sunrise'),
      file: { bytes: videoBytes('mp4'), filename: 'clip.mp4', type: 'video/mp4', field: 'video_data' },
    },
    owned: reelsOf,
  }),
  'DELETE /reels/:id': async (t) => {
    const owner = await newPhotographer(t);
    return { as: owner, params: { id: await insertReel(t, owner.user.id) } };
  },
  'POST /reels/:id/like': async (t) => ({
    as: await newUser(t),
    params: { id: await insertReel(t, (await newPhotographer(t)).user.id) },
  }),
  'POST /reels/:id/view': async (t) => ({
    as: await newUser(t),
    params: { id: await insertReel(t, (await newPhotographer(t)).user.id) },
  }),
  'POST /reels/:id/share': async (t) => ({
    as: await newUser(t),
    params: { id: await insertReel(t, (await newPhotographer(t)).user.id) },
  }),
  'POST /reels/:id/comment': async (t) => {
    const id = await insertReel(t, (await newPhotographer(t)).user.id);
    const commentsOf = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('reel_comments')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .where('reel_id', '=', id)
          .executeTakeFirstOrThrow(),
      );
    return { as: await newUser(t), params: { id }, body: { comment_text: 'Ramro!' }, owned: commentsOf };
  },
  'DELETE /admin/content/photos/all': async (t) => ({ as: await newAdmin(t) }),
  'DELETE /admin/content/reels/all': async (t) => ({ as: await newAdmin(t) }),
  'DELETE /admin/content/photo/:id': async (t) => ({
    as: await newAdmin(t),
    params: { id: await photoId(t, await newPhotographer(t)) },
  }),
  'DELETE /admin/content/reel/:id': async (t) => ({
    as: await newAdmin(t),
    params: { id: await insertReel(t, (await newPhotographer(t)).user.id) },
  }),
};

import type { DeletedCount, Photo, Reel } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseState } from './databaseState.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  insertPhotos,
  mediaFiles,
  photoBytes,
  setPlan,
  uploadPhoto,
  uploadReel,
  videoBytes,
} from './media.fixtures.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const asAdmin = () => ({ token: admin.access_token });
const countsOf = async (id: string) =>
  t.db.selectFrom('users').select(['photo_count', 'reel_count']).where('id', '=', id).executeTakeFirstOrThrow();
const auditActions = async () =>
  (
    await t.db.selectFrom('audit_log').select(['action', 'target_id']).where('actor_id', '=', admin.user.id).execute()
  ).map((row) => [row.action, row.target_id]);

async function photographerWithUploads(photos: number) {
  const photographer = await newPhotographer(t);
  await setPlan(t, photographer.user.id, 'royal');
  const uploaded: Photo[] = [];
  for (let index = 0; index < photos; index += 1) {
    const reply = await uploadPhoto(t, photographer.access_token, await photoBytes('jpeg', 300 + index, 200), {
      title: `Moderated ${index}`,
    });
    expect(reply.status).toBe(200);
    uploaded.push(reply.body);
  }
  return { photographer, uploaded };
}

describe('the content tab', () => {
  it('lists the newest photos twelve at a time, the next page behind X-Next-Cursor', async () => {
    const photographer = await newPhotographer(t);
    await insertPhotos(t, photographer.user.id, 14);
    const first = await t.call<Photo[]>('GET', '/api/admin/content/photos?limit=12', asAdmin());
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(12);
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const second = await t.call<Photo[]>(
      'GET',
      `/api/admin/content/photos?limit=12&cursor=${String(cursor)}`,
      asAdmin(),
    );
    expect(second.body.length).toBeGreaterThanOrEqual(2);
    expect(second.body.map((photo) => photo.id)).not.toContain(first.body[0]?.id);
  });

  it('deletes one photo with its files, uncounts it, and writes it to the audit log', async () => {
    const { photographer, uploaded } = await photographerWithUploads(2);
    const [gone, kept] = uploaded;
    if (!gone || !kept) throw new Error('two uploads expected');
    const filesBefore = mediaFiles(t).length;
    const reply = await t.call('DELETE', `/api/admin/content/photo/${gone.id}`, asAdmin());
    expect([reply.status, reply.body]).toEqual([200, { deleted: true }]);
    expect((await t.call('GET', `/api/photos/${gone.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/photos/${kept.id}`)).status).toBe(200);
    expect(mediaFiles(t).length).toBeLessThan(filesBefore);
    expect((await countsOf(photographer.user.id)).photo_count).toBe(1);
    expect(await auditActions()).toContainEqual(['photo.deleted', gone.id]);
    expect((await t.call('DELETE', `/api/admin/content/photo/${gone.id}`, asAdmin())).status).toBe(404);
  });

  it('deletes every photo and every reel, answering how many went, with their files and counts', async () => {
    const { photographer } = await photographerWithUploads(2);
    const liker = await newUser(t);
    const [photo] = (await t.call<Photo[]>('GET', '/api/photos')).body;
    expect((await t.call('POST', `/api/photos/${photo?.id ?? ''}/like`, { token: liker.access_token })).status).toBe(
      200,
    );
    const reel = await uploadReel(t, photographer.access_token, videoBytes('mp4'));
    expect(reel.status).toBe(200);
    const photosBefore = (
      await t.db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

    const photos = await t.call<DeletedCount>('DELETE', '/api/admin/content/photos/all', asAdmin());
    expect([photos.status, photos.body]).toEqual([200, { deleted_count: Number(photosBefore) }]);
    const reels = await t.call<DeletedCount>('DELETE', '/api/admin/content/reels/all', asAdmin());
    expect([reels.status, reels.body]).toEqual([200, { deleted_count: 1 }]);

    expect((await t.call<Photo[]>('GET', '/api/photos')).body).toEqual([]);
    expect((await t.call<Reel[]>('GET', '/api/reels')).body).toEqual([]);
    expect(await countsOf(photographer.user.id)).toEqual({ photo_count: 0, reel_count: 0 });
    expect(await t.db.selectFrom('photo_likes').selectAll().execute()).toEqual([]);
    expect(mediaFiles(t)).toEqual([]);
    const actions = (await auditActions()).map(([action]) => action);
    expect(actions).toEqual(expect.arrayContaining(['photos.deleted_all', 'reels.deleted_all']));
  });

  it('is for admins only: a refused call deletes no row and no file, and writes nothing', async () => {
    const { photographer, uploaded } = await photographerWithUploads(1);
    const reel = await uploadReel(t, photographer.access_token, videoBytes('mp4'));
    expect(reel.status).toBe(200);
    const [photo] = uploaded;
    if (!photo) throw new Error('an upload expected');
    const calls = [
      ['GET', '/api/admin/content/photos'],
      ['GET', '/api/admin/content/reels'],
      ['DELETE', '/api/admin/content/photos/all'],
      ['DELETE', '/api/admin/content/reels/all'],
      ['DELETE', `/api/admin/content/photo/${photo.id}`],
      ['DELETE', `/api/admin/content/reel/${reel.body.id}`],
    ] as const;
    const [user, otherPhotographer] = [await newUser(t), await newPhotographer(t)];
    const [stateBefore, filesBefore] = [await databaseState(t), mediaFiles(t)];
    for (const [method, path] of calls) {
      expect((await t.call(method, path)).status, path).toBe(401);
      for (const caller of [user, photographer, otherPhotographer])
        expect((await t.call(method, path, { token: caller.access_token })).status, path).toBe(403);
    }
    expect(await databaseState(t), 'every table as it was').toEqual(stateBefore);
    expect(mediaFiles(t), 'every media file kept').toEqual(filesBefore);
  });
});

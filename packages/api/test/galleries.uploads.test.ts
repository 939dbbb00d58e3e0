import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import * as tusClient from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryLimits, type Gallery, type GalleryPhoto } from '@tasbir/shared';
import { startTestApp, type TestApp } from './harness.js';
import { newPhotographer, newUser } from './factories.js';
import {
  beginUpload,
  filesUnder,
  galleryStoreDir,
  newGallery,
  readStored,
  sendChunk,
  testJpeg,
  tus,
  tusDir,
  uploadOffset,
  uploadPhoto,
} from './galleries.uploads.fixtures.js';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const photoRows = (galleryId: string) =>
  t.db.selectFrom('gallery_photos').selectAll().where('gallery_id', '=', galleryId).execute();
const galleryRow = (galleryId: string) =>
  t.db.selectFrom('galleries').selectAll().where('id', '=', galleryId).executeTakeFirstOrThrow();

/** Nothing of a refused upload is left: no row, no new stored file, no tus file. */
async function expectNothingLeft(galleryId: string, storedBefore: string[]) {
  expect(await photoRows(galleryId)).toEqual([]);
  expect(filesUnder(galleryStoreDir(t)).sort()).toEqual([...storedBefore].sort());
  expect(filesUnder(tusDir(t))).toEqual([]);
}

describe('resumable uploads into a gallery (tus 1.0)', () => {
  it('takes a photo from tus-js-client in chunks, reporting progress, and answers the photo', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await newGallery(t, photographer);
    const bytes = await testJpeg(3, { width: 400, height: 300 });
    expect(bytes.length).toBeGreaterThan(2 * 1024);
    const progress: number[] = [];
    const answer = await new Promise<string>((resolve, reject) => {
      const upload = new tusClient.Upload(bytes, {
        endpoint: `${origin}/api/galleries/${gallery.id}/uploads`,
        headers: { authorization: `Bearer ${photographer.access_token}` },
        metadata: { filename: 'DSC_0042.jpg', filetype: 'image/jpeg' },
        chunkSize: 512,
        retryDelays: [],
        onProgress: (sent) => progress.push(sent),
        onError: reject,
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getBody()),
      });
      upload.start();
    });
    const photo = JSON.parse(answer) as GalleryPhoto;
    expect(photo).toMatchObject({ file_name: 'DSC_0042.jpg', width: 400, height: 300 });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(bytes.length);
    const gallery2 = await galleryRow(gallery.id);
    expect(gallery2).toMatchObject({ photo_count: 1, cover_photo_id: photo.id });
    expect(Number(gallery2.storage_bytes)).toBeGreaterThan(bytes.length);
    expect(filesUnder(tusDir(t))).toEqual([]);
  });

  it('resumes from the offset HEAD tells after a dropped connection', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await newGallery(t, photographer);
    const bytes = await testJpeg(4, { width: 600, height: 400 });
    const begun = await beginUpload(t, photographer.access_token, gallery.id, bytes.length);
    expect(begun.status).toBe(201);
    const location = String(begun.headers.location);
    expect(location).toMatch(new RegExp(`^/api/galleries/${gallery.id}/uploads/[0-9a-f]{32}$`));

    // Half the bytes leave, then the connection drops before the rest.
    const half = Math.floor(bytes.length / 2);
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${origin}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          authorization: `Bearer ${photographer.access_token}`,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bytes.length),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(bytes.subarray(0, half), () => setTimeout(() => req.destroy(), 100));
    });
    let offset = 0;
    for (let tries = 0; tries < 50; tries += 1) {
      const head = await uploadOffset(t, photographer.access_token, location);
      expect(head.status).toBe(200);
      offset = Number(head.headers['upload-offset']);
      if (offset === half) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(offset).toBe(half);
    expect(await photoRows(gallery.id)).toEqual([]);

    const wrong = await sendChunk(t, photographer.access_token, location, 0, bytes);
    expect(wrong.status).toBe(409);
    const rest = await sendChunk(t, photographer.access_token, location, offset, bytes.subarray(offset));
    expect(rest.status).toBe(200);
    const [row] = await photoRows(gallery.id);
    const original = await readStored(t, row?.original_key ?? '');
    expect(await sharp(original).raw().toBuffer()).toEqual(await sharp(bytes).raw().toBuffer());
  });

  it('takes a batch of 30 photos at once and counts every one', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await newGallery(t, photographer);
    const names = Array.from({ length: 30 }, (_, i) => `IMG_${String(i + 1).padStart(4, '0')}.jpg`);
    const answers = await Promise.all(
      names.map(async (filename, i) =>
        uploadPhoto(t, photographer.access_token, gallery.id, await testJpeg(100 + i), { filename }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    const rows = await photoRows(gallery.id);
    expect(rows.map((row) => row.file_name).sort()).toEqual(names);
    const after = await galleryRow(gallery.id);
    expect(after.photo_count).toBe(30);
    expect(Number(after.storage_bytes)).toBe(rows.reduce((sum, row) => sum + Number(row.stored_bytes), 0));
    expect(filesUnder(tusDir(t))).toEqual([]);
  });

  it('keeps only the base name of a file, without control characters, at most 200 characters', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await newGallery(t, photographer);
    const sent = await uploadPhoto(t, photographer.access_token, gallery.id, await testJpeg(5), {
      filename: `C:\\Users\\sita\\..\\evil/\u202Ename\u0000\n${'x'.repeat(300)}.jpg`,
    });
    expect(sent.photo?.file_name).toBe(`name${'x'.repeat(196)}`);
  });
});

describe('uploads refused, with nothing half-stored', () => {
  let photographer: Awaited<ReturnType<typeof newPhotographer>>;
  let gallery: Gallery;
  beforeAll(async () => {
    photographer = await newPhotographer(t);
    gallery = await newGallery(t, photographer);
  });

  it('refuses a file that is not an image once its bytes are in', async () => {
    const before = filesUnder(galleryStoreDir(t));
    const sent = await uploadPhoto(t, photographer.access_token, gallery.id, Buffer.from('%PDF-1.7 not a photo'));
    expect(sent.status).toBe(400);
    expect(JSON.parse(sent.body)).toMatchObject({ code: 'imageTypeRefused' });
    expect(String(sent.headers['content-type'])).toContain('application/json');
    await expectNothingLeft(gallery.id, before);
  });

  it('refuses a photo over 40 MB from its Upload-Length, before a byte is sent', async () => {
    const before = filesUnder(galleryStoreDir(t));
    const begun = await beginUpload(t, photographer.access_token, gallery.id, galleryLimits.maxFileMb * 2 ** 20 + 1);
    expect(begun.status).toBe(413);
    expect(JSON.parse(begun.body)).toMatchObject({ code: 'galleryFileTooLarge' });
    await expectNothingLeft(gallery.id, before);
  });

  it("refuses a photo that does not fit in the plan's storage, when it begins and when it lands", async () => {
    const full = await newPhotographer(t);
    const own = await newGallery(t, full);
    const before = filesUnder(galleryStoreDir(t));
    await t.db
      .updateTable('galleries')
      .set({ storage_bytes: 2 ** 30 - 100 })
      .where('id', '=', own.id)
      .execute();
    const sent = await uploadPhoto(t, full.access_token, own.id, await testJpeg(6));
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toMatchObject({ code: 'galleryStorageFull', params: { plan: 'free', gb: 1 } });
    await expectNothingLeft(own.id, before);

    // Room for the upload as sent, but not for it with its copies: refused when it lands.
    const bytes = await testJpeg(7);
    await t.db
      .updateTable('galleries')
      .set({ storage_bytes: 2 ** 30 - bytes.length - 10 })
      .where('id', '=', own.id)
      .execute();
    const landed = await uploadPhoto(t, full.access_token, own.id, bytes);
    expect(landed.status).toBe(413);
    expect(JSON.parse(landed.body)).toMatchObject({ code: 'galleryStorageFull' });
    await expectNothingLeft(own.id, before);
    expect(Number((await galleryRow(own.id)).storage_bytes)).toBe(2 ** 30 - bytes.length - 10);
  });

  it('lets only one of two uploads racing for the last room land', async () => {
    const racer = await newPhotographer(t);
    const own = await newGallery(t, racer);
    const [a, b] = [await testJpeg(8), await testJpeg(9)];
    const probe = await uploadPhoto(t, racer.access_token, own.id, await testJpeg(10));
    const oneStored = Number((await galleryRow(own.id)).storage_bytes);
    // Room for a bit more than one more photo with its copies.
    await t.db
      .updateTable('galleries')
      .set({ storage_bytes: 2 ** 30 - Math.round(oneStored * 1.5) })
      .where('id', '=', own.id)
      .execute();
    expect(probe.status).toBe(200);
    const answers = await Promise.all([a, b].map((bytes) => uploadPhoto(t, racer.access_token, own.id, bytes)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 413]);
    expect((await galleryRow(own.id)).photo_count).toBe(2);
    expect(filesUnder(tusDir(t))).toEqual([]);
  });

  it("answers another photographer's gallery as not found", async () => {
    const other = await newPhotographer(t);
    const before = filesUnder(galleryStoreDir(t));
    const begun = await beginUpload(t, other.access_token, gallery.id, 1000);
    expect(begun.status).toBe(404);
    expect(JSON.parse(begun.body)).toMatchObject({ code: 'galleryNotFound' });

    // Nor can they send bytes to, or read the offset of, an upload of the gallery's own photographer.
    const mine = await beginUpload(t, photographer.access_token, gallery.id, 1000);
    const location = String(mine.headers.location);
    expect((await sendChunk(t, other.access_token, location, 0, Buffer.alloc(10))).status).toBe(404);
    expect((await uploadOffset(t, other.access_token, location)).status).toBe(404);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...tus, authorization: `Bearer ${photographer.access_token}` },
    });
    expect(gone.statusCode).toBe(204);
    await expectNothingLeft(gallery.id, before);
  });

  it('refuses a visitor with no token and an account that is not a photographer', async () => {
    const visitor = await beginUpload(t, undefined, gallery.id, 1000);
    expect(visitor.status).toBe(401);
    const client = await newUser(t);
    const notPhotographer = await beginUpload(t, client.access_token, gallery.id, 1000);
    expect(notPhotographer.status).toBe(403);
    expect(JSON.parse(notPhotographer.body)).toMatchObject({ code: 'onlyPhotographersHaveGalleries' });
    expect(filesUnder(tusDir(t))).toEqual([]);
  });
});

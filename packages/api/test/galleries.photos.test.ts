import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryPhoto, Watermark } from '@tasbir/shared';
import { processGalleryImage, watermarked } from '../src/files/galleryImages.js';
import { newAdmin } from './bookings.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { newPhotographer, type NewUser } from './factories.js';
import { dataUrl, photoBytes } from './media.fixtures.js';
import {
  filesUnder,
  galleryStoreDir,
  newGallery,
  readStored,
  testJpeg,
  uploadPhoto,
} from './galleries.uploads.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const photoRows = (galleryId: string) =>
  t.db.selectFrom('gallery_photos').selectAll().where('gallery_id', '=', galleryId).execute();
const galleryRow = (id: string) =>
  t.db.selectFrom('galleries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function landed(owner: NewUser, galleryId: string, bytes: Buffer, filename = 'IMG_0001.jpg') {
  const sent = await uploadPhoto(t, owner.access_token, galleryId, bytes, { filename });
  if (!sent.photo) throw new Error(`upload failed: ${sent.status} ${sent.body}`);
  return sent.photo;
}

describe("the photographer's photo list and deletion", () => {
  it('lists a gallery by file name, a page at a time', async () => {
    const owner = await newPhotographer(t);
    const gallery = await newGallery(t, owner);
    for (const [i, name] of ['IMG_0003.jpg', 'IMG_0001.jpg', 'IMG_0002.jpg'].entries())
      await landed(owner, gallery.id, await testJpeg(200 + i), name);
    const first = await t.call<GalleryPhoto[]>('GET', `/api/galleries/${gallery.id}/photos?limit=2`, {
      token: owner.access_token,
    });
    expect(first.status).toBe(200);
    expect(first.body.map((photo) => photo.file_name)).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg']);
    expect(first.body[0]).toMatchObject({ original_bytes: expect.any(Number), created_at: expect.any(String) });
    const cursor = String(first.headers['x-next-cursor']);
    const second = await t.call<GalleryPhoto[]>('GET', `/api/galleries/${gallery.id}/photos?limit=2&cursor=${cursor}`, {
      token: owner.access_token,
    });
    expect(second.body.map((photo) => photo.file_name)).toEqual(['IMG_0003.jpg']);
    const other = await newPhotographer(t);
    expect((await t.call('GET', `/api/galleries/${gallery.id}/photos`, { token: other.access_token })).status).toBe(
      404,
    );
  });

  it("deletes a photo with its storage and count, clears the cover, and keeps files another gallery's photo shares", async () => {
    const owner = await newPhotographer(t);
    const [one, two] = [await newGallery(t, owner), await newGallery(t, owner)];
    const bytes = await testJpeg(300);
    const inOne = await landed(owner, one.id, bytes);
    const inTwo = await landed(owner, two.id, bytes);
    const kept = await landed(owner, one.id, await testJpeg(301), 'IMG_0002.jpg');
    expect((await galleryRow(one.id)).cover_photo_id).toBe(inOne.id);
    const [row] = (await photoRows(one.id)).filter((photo) => photo.id === inOne.id);
    const keys = [row?.original_key, row?.web_key, row?.preview_key, row?.thumb_key].map(String);
    const storedBefore = Number((await galleryRow(one.id)).storage_bytes);

    const wrong = await t.call('DELETE', `/api/galleries/${two.id}/photos/${inOne.id}`, { token: owner.access_token });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ code: 'galleryPhotoNotFound' });
    const gone = await t.call('DELETE', `/api/galleries/${one.id}/photos/${inOne.id}`, { token: owner.access_token });
    expect(gone.body).toEqual({ deleted: true });
    const after = await galleryRow(one.id);
    expect(after).toMatchObject({ photo_count: 1, cover_photo_id: null });
    expect(Number(after.storage_bytes)).toBe(storedBefore - Number(row?.stored_bytes));
    // The same bytes live on in the other gallery: every file stays.
    for (const key of keys) expect(readStored(t, key).length).toBeGreaterThan(0);

    await t.call('DELETE', `/api/galleries/${two.id}/photos/${inTwo.id}`, { token: owner.access_token });
    for (const key of keys) expect(() => readStored(t, key)).toThrow();
    expect(kept.id).toBeTruthy();
  });

  it("discards a deleted photographer's gallery files and watermark logo", async () => {
    const owner = await newPhotographer(t);
    const gallery = await newGallery(t, owner);
    await landed(owner, gallery.id, await testJpeg(400));
    const logo = await t.call<Watermark>('POST', '/api/galleries/watermark/logo', {
      token: owner.access_token,
      body: { logo: dataUrl(await photoBytes('png', 120, 40), 'image/png') },
    });
    expect(logo.status).toBe(200);
    const before = filesUnder(galleryStoreDir(t)).length;
    const admin = await newAdmin(t);
    const deleted = await t.call('DELETE', `/api/admin/users/${owner.user.id}`, { token: admin.access_token });
    expect(deleted.status).toBe(200);
    expect(filesUnder(galleryStoreDir(t)).length).toBe(before - 5);
  });
});

describe('previews: watermarked, signed, and the only gallery files served', () => {
  it('serves the watermarked preview and thumbnail with private caching, and refuses every other address alike', async () => {
    const owner = await newPhotographer(t);
    const gallery = await newGallery(t, owner);
    const photo = await landed(owner, gallery.id, await testJpeg(500, { width: 800, height: 600 }));
    const preview = await t.app.inject({ method: 'GET', url: photo.preview_url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    });
    expect(preview.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: photo.preview_url,
      headers: { 'if-none-match': String(preview.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(800);
    expect((await t.app.inject({ method: 'GET', url: photo.thumb_url })).statusCode).toBe(200);

    const other = await newGallery(t, owner);
    const otherPhoto = await landed(owner, other.id, await testJpeg(501));
    const [row] = await photoRows(gallery.id);
    const base = `/api/g/${gallery.token}/photos/${photo.id}`;
    const signature = new URL(photo.preview_url, 'http://x').searchParams.get('s') ?? '';
    const refused = [
      `${base}/preview?s=wrong`,
      `${base}/preview`,
      `${base}/thumb?s=${signature}`,
      `/api/g/${'A'.repeat(22)}/photos/${photo.id}/preview?s=${signature}`,
      otherPhoto.preview_url.replace(other.token, gallery.token),
      `${base}/original?s=${signature}`,
      `${base}/web?s=${signature}`,
      `${base}/original`,
      `/api/g/${gallery.token}/photos/${photo.id}`,
      `/api/media/${row?.original_key}`,
      `/api/media/${row?.web_key}`,
      `/api/media/${row?.preview_key}`,
      `/api/g/${gallery.token}/photos/${photo.id}/preview/../original?s=${signature}`,
      `/api/galleries/${gallery.id}/uploads/${row?.original_key}`,
    ];
    for (const url of refused) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('json');
    }
    const galleryNotFound = (url: string) => t.app.inject({ method: 'GET', url }).then((reply) => reply.json());
    expect(await galleryNotFound(`${base}/preview?s=wrong`)).toMatchObject({ code: 'galleryNotFound' });

    // A gallery past its last day answers the same.
    await t.db.updateTable('galleries').set({ expires_at: '2020-01-01' }).where('id', '=', gallery.id).execute();
    expect(await galleryNotFound(photo.preview_url)).toMatchObject({ code: 'galleryNotFound' });
  });

  it('watermarks the previews where the setting says, and leaves the rest of the picture as it was', async () => {
    const owner = await newPhotographer(t);
    const gallery = await newGallery(t, owner);
    const saved = await t.call<Watermark>('PUT', '/api/galleries/watermark', {
      token: owner.access_token,
      body: { position: 'bottom_right', size_percent: 40 },
    });
    expect(saved.body).toMatchObject({
      position: 'bottom_right',
      size_percent: 40,
      logo_url: null,
      text: owner.user.username,
    });
    const bytes = await testJpeg(600, { width: 800, height: 600 });
    const photo = await landed(owner, gallery.id, bytes);
    const served = await t.app.inject({ method: 'GET', url: photo.preview_url });
    const withMark = await sharp(served.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });

    const decoded = await sharp(bytes).rotate().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const plain = await watermarked(decoded, 1600, 1600, null, 80);
    const without = await sharp(plain.data).removeAlpha().raw().toBuffer();
    const { width, height, channels } = withMark.info;
    // The share of a region's pixels that differ by more than a trace of compression: the name's
    // length (a random username) changes how much of the corner it covers, not whether it is there.
    const changed = (x0: number, y0: number, x1: number, y1: number) => {
      let count = 0;
      for (let y = y0; y < y1; y += 1)
        for (let x = x0; x < x1; x += 1) {
          const at = (y * width + x) * channels;
          let most = 0;
          for (let c = 0; c < channels; c += 1)
            most = Math.max(most, Math.abs((withMark.data[at + c] ?? 0) - (without[at + c] ?? 0)));
          if (most > 48) count += 1;
        }
      return count / ((x1 - x0) * (y1 - y0));
    };
    expect(changed(Math.round(width * 0.6), Math.round(height * 0.8), width - 1, height - 1)).toBeGreaterThan(0.02);
    expect(changed(0, 0, Math.round(width / 2), Math.round(height / 2))).toBe(0);
  });

  it('keeps no EXIF or GPS in any stored file, and the original keeps the pixels sent', async () => {
    const owner = await newPhotographer(t);
    const gallery = await newGallery(t, owner);
    const bytes = await testJpeg(700);
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    await landed(owner, gallery.id, bytes);
    const [row] = await photoRows(gallery.id);
    for (const key of [row?.original_key, row?.web_key, row?.preview_key, row?.thumb_key]) {
      const stored = readStored(t, String(key));
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif, key).toBeUndefined();
      expect(stored.includes('Studio Everest'), key).toBe(false);
    }
    const original = readStored(t, String(row?.original_key));
    expect(await sharp(original).raw().toBuffer()).toEqual(await sharp(bytes).raw().toBuffer());
    const made = await processGalleryImage(
      `${galleryStoreDir(t)}/${String(row?.original_key).slice(0, 2)}/${row?.original_key}`,
      'jpeg',
      { position: 'center', sizePercent: 20, text: 'x' },
    );
    expect((await sharp(made.web).metadata()).format).toBe('jpeg');
  });

  it('takes a logo for the watermark and gives it back small, and refuses what is not an image', async () => {
    const owner = await newPhotographer(t);
    const logo = await t.call<Watermark>('POST', '/api/galleries/watermark/logo', {
      token: owner.access_token,
      body: { logo: dataUrl(await photoBytes('png', 300, 100), 'image/png') },
    });
    expect(logo.status).toBe(200);
    expect(logo.body.logo_url).toMatch(/^data:image\/webp;base64,/);
    const refused = await t.call('POST', '/api/galleries/watermark/logo', {
      token: owner.access_token,
      body: { logo: `data:text/plain;base64,${Buffer.from('not an image at all').toString('base64')}` },
    });
    expect(refused.body).toMatchObject({ code: 'imageTypeRefused' });
    const removed = await t.call<Watermark>('DELETE', '/api/galleries/watermark/logo', { token: owner.access_token });
    expect(removed.body.logo_url).toBeNull();
  });
});

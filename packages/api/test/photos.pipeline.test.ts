import type { Photo } from '@tasbir/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  fetchMedia,
  hasGpsSection,
  jpegWithGpsSideways,
  mediaFiles,
  photoBytes,
  postMultipart,
  setPlan,
} from './media.fixtures.js';

let t: TestApp;
let photographer: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  photographer = await newPhotographer(t);
  await setPlan(t, photographer.user.id, 'royal');
});
afterAll(() => t.close());

const upload = async (bytes: Buffer, title = 'Upload') => {
  const reply = await postMultipart<Photo>(t, '/api/photos/upload', {
    token: photographer.access_token,
    fields: { title },
    file: { bytes, filename: 'x.jpg' },
  });
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('the photo pipeline', () => {
  it('sends no GPS or camera data back out, and stands a sideways photo upright', async () => {
    const original = await jpegWithGpsSideways();
    const before = await sharp(original).metadata();
    expect(hasGpsSection(before.exif)).toBe(true);
    expect(before).toMatchObject({ width: 300, height: 200, orientation: 6 });

    const photo = await upload(original, 'Sideways with GPS');
    expect(photo).toMatchObject({ width: 200, height: 300 });
    for (const url of [photo.image_url, photo.thumb_url]) {
      const served = await fetchMedia(t, url);
      const meta = await sharp(served.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(served.bytes.includes('TestCam')).toBe(false);
    }
    // The red half was on the left as stored; turned upright (90° clockwise) it is on top.
    const { data } = await sharp((await fetchMedia(t, photo.image_url)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red, green, blue] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    expect(red).toBeGreaterThan(200);
    expect(green + blue).toBeLessThan(80);
  });

  it('makes a display variant about 1600 px wide and a thumbnail about 480 px wide', async () => {
    const photo = await upload(await photoBytes('jpeg', 3000, 2000), 'Large');
    expect(photo).toMatchObject({ width: 1600, height: 1067 });
    const display = await sharp((await fetchMedia(t, photo.image_url)).bytes).metadata();
    const thumb = await sharp((await fetchMedia(t, photo.thumb_url)).bytes).metadata();
    expect(display).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(thumb).toMatchObject({ format: 'webp', width: 480 });
  });

  it('never enlarges a small photo', async () => {
    const photo = await upload(await photoBytes('png', 320, 240), 'Small');
    expect(photo).toMatchObject({ width: 320, height: 240 });
  });

  it('keeps a tiny blurred placeholder in the row as a data URL', async () => {
    const photo = await upload(await photoBytes('jpeg'), 'Placeholder');
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder.length).toBeLessThan(600);
    const tiny = await sharp(Buffer.from(photo.placeholder.split(',')[1] ?? '', 'base64')).metadata();
    expect(tiny.width).toBeLessThanOrEqual(16);
  });

  it('stores equal uploads once (the files are named by their content)', async () => {
    const bytes = await photoBytes('jpeg', 800, 600);
    const first = await upload(bytes, 'First');
    const count = mediaFiles(t).length;
    const second = await upload(bytes, 'Second');
    expect(second.id).not.toBe(first.id);
    expect(second.image_url).toBe(first.image_url);
    expect(mediaFiles(t)).toHaveLength(count);
  });

  it('refuses an image with more pixels than it will decode', async () => {
    const huge = await sharp({ create: { width: 12000, height: 9000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const reply = await postMultipart(t, '/api/photos/upload', {
      token: photographer.access_token,
      fields: { title: 'Bomb' },
      file: { bytes: huge },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { detail: 'This image is too large to process (more than 100 megapixels).' },
    });
  });
});

describe('deleting a photo', () => {
  it('removes the row, uncounts it and deletes its files unless another photo shows them', async () => {
    const bytes = await photoBytes('jpeg', 700, 500);
    const a = await upload(bytes, 'A');
    const b = await upload(bytes, 'B');
    const countOf = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('photo_count')
          .where('id', '=', photographer.user.id)
          .executeTakeFirstOrThrow()
      ).photo_count;
    const before = await countOf();

    expect(await t.call('DELETE', `/api/photos/${a.id}`, { token: photographer.access_token })).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect((await fetchMedia(t, b.image_url)).status).toBe(200);
    expect(await t.call('DELETE', `/api/photos/${b.id}`, { token: photographer.access_token })).toMatchObject({
      status: 200,
    });
    expect((await fetchMedia(t, b.image_url)).status).toBe(404);
    expect((await fetchMedia(t, b.thumb_url)).status).toBe(404);
    expect(await countOf()).toBe(before - 2);
    expect((await t.call('GET', `/api/photos/${a.id}`)).status).toBe(404);
  });

  it('refuses anyone but its photographer or an admin', async () => {
    const photo = await upload(await photoBytes('jpeg', 500, 500), 'Mine');
    const other = await newPhotographer(t);
    expect((await t.call('DELETE', `/api/photos/${photo.id}`, { token: other.access_token })).status).toBe(403);
  });
});

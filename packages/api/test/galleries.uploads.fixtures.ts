import { newId, nowIso } from '@tasbir/db';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Gallery, GalleryPhoto } from '@tasbir/shared';
import type { TestApp } from './harness.js';
import type { NewUser } from './factories.js';

export const tus = { 'tus-resumable': '1.0.0' } as const;

export async function newGallery(t: TestApp, photographer: NewUser, title = 'Sita & Ram, wedding'): Promise<Gallery> {
  const reply = await t.call<Gallery>('POST', '/api/galleries', { token: photographer.access_token, body: { title } });
  expect(reply.status).toBe(200);
  return reply.body;
}

export const gps = {
  IFD0: { Copyright: 'Studio Everest', Artist: 'Sita' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 0/1' },
};

/** A small JPEG with GPS in its EXIF; `seed` makes its bytes (and so its stored keys) its own. */
export async function testJpeg(seed: number, { width = 96, height = 64 } = {}): Promise<Buffer> {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 120 } },
  });
  const stripe = await sharp({ create: { width: width >> 1, height: 4, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return base
    .composite([{ input: stripe, left: seed % (width >> 1), top: (seed * 7) % (height - 4) }])
    .withExif(gps)
    .jpeg({ quality: 90 })
    .toBuffer();
}

const metadataHeader = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

type Raw = { status: number; headers: Record<string, unknown>; body: string };
const raw = (response: { statusCode: number; headers: Record<string, unknown>; body: string }): Raw => ({
  status: response.statusCode,
  headers: response.headers,
  body: response.body,
});

/** `POST /api/galleries/{id}/uploads`: a tus upload begun, answered with its address (Location). */
export async function beginUpload(
  t: TestApp,
  token: string | undefined,
  galleryId: string,
  length: number,
  filename = 'IMG_0001.jpg',
): Promise<Raw> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/galleries/${galleryId}/uploads`,
    headers: {
      ...tus,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'upload-length': String(length),
      'upload-metadata': metadataHeader({ filename, filetype: 'image/jpeg' }),
    },
  });
  return raw(response);
}

export async function sendChunk(t: TestApp, token: string, location: string, offset: number, bytes: Buffer) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...tus,
      authorization: `Bearer ${token}`,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
  return raw(response);
}

export async function uploadOffset(t: TestApp, token: string, location: string): Promise<Raw> {
  return raw(
    await t.app.inject({ method: 'HEAD', url: location, headers: { ...tus, authorization: `Bearer ${token}` } }),
  );
}

/** A whole photo through tus in chunks; answers the finishing PATCH (the photo as JSON when it landed). */
export async function uploadPhoto(
  t: TestApp,
  token: string,
  galleryId: string,
  bytes: Buffer,
  { filename = 'IMG_0001.jpg', chunk = 16 * 1024 } = {},
): Promise<Raw & { photo?: GalleryPhoto }> {
  const begun = await beginUpload(t, token, galleryId, bytes.length, filename);
  if (begun.status !== 201) return begun;
  const location = String(begun.headers.location);
  let last: Raw = begun;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    last = await sendChunk(t, token, location, offset, bytes.subarray(offset, offset + chunk));
    if (last.status >= 300) return last;
  }
  return { ...last, photo: last.status === 200 ? (JSON.parse(last.body) as GalleryPhoto) : undefined };
}

/** Files anywhere under a folder (the gallery store, the tus folder). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

export const galleryStoreDir = (t: TestApp) => join(t.config.dataDir, 'galleries');
export const tusDir = (t: TestApp) => join(t.config.dataDir, 'tmp', 'gallery-uploads');

/** A stored gallery file's bytes, by key. */
export const readStored = (t: TestApp, key: string) => readFileSync(join(galleryStoreDir(t), key.slice(0, 2), key));

let photoSequence = 0;
/** A gallery of the photographer's with one photo row straight in the database (no files), for the calls about one. */
export async function insertGalleryPhoto(
  t: TestApp,
  photographer: NewUser,
): Promise<{ galleryId: string; photoId: string }> {
  const gallery = await newGallery(t, photographer);
  photoSequence += 1;
  const key = `${'d'.repeat(60)}${String(photoSequence).padStart(4, '0')}`;
  const id = newId();
  await t.db
    .insertInto('gallery_photos')
    .values({
      id,
      gallery_id: gallery.id,
      file_name: `IMG_${photoSequence}.jpg`,
      original_key: `${key}.jpg`,
      original_bytes: 10,
      web_key: `${key}.jpg`,
      preview_key: `${key}.webp`,
      thumb_key: `${key}.webp`,
      stored_bytes: 40,
      width: 10,
      height: 10,
      placeholder: 'data:image/webp;base64,',
      created_at: nowIso(),
    })
    .execute();
  return { galleryId: gallery.id, photoId: id };
}

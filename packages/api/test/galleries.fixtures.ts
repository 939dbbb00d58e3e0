import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newId, nowIso } from '@tasbir/db';
import type { Gallery } from '@tasbir/shared';
import sharp from 'sharp';
import { expectOk } from './directory.factories.js';
import { newPhotographer, type NewUser } from './factories.js';
import type { CallOptions, Reply, TestApp } from './harness.js';

/** A photo put in a gallery by the fixture: its row's id and name and its files' bytes. */
export type FixturePhoto = { id: string; file_name: string; original: Buffer; web: Buffer };
export type FixtureGallery = { photographer: NewUser; gallery: Gallery; photos: FixturePhoto[] };

let shade = 0;

/** Writes bytes into the gallery store as `DiskMediaStore` would (`<root>/<first two hex>/<sha256>.<ext>`); answers the key. */
export function storeGalleryFile(t: TestApp, bytes: Buffer, ext: 'jpg' | 'webp'): string {
  const key = `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
  const folder = join(t.config.dataDir, 'galleries', key.slice(0, 2));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, key), bytes);
  return key;
}

/** A small real image of its own colour (and, with `padBytes`, a comment making it that much larger). */
async function image(format: 'jpeg' | 'webp', width: number, padBytes = 0): Promise<Buffer> {
  shade += 1;
  const pixels = sharp({
    create: { width, height: Math.round(width * 0.75), channels: 3, background: { r: shade % 256, g: 90, b: 140 } },
  });
  const bytes = format === 'jpeg' ? await pixels.jpeg({ quality: 80 }).toBuffer() : await pixels.webp().toBuffer();
  if (padBytes === 0) return bytes;
  // A JPEG comment segment (FFFE) after the SOI marker: a larger file the decoders still read.
  const segments: Buffer[] = [];
  for (let left = padBytes; left > 0; left -= 65_533) {
    const size = Math.min(left, 65_533);
    const segment = Buffer.alloc(size + 4, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(size + 2, 2);
    segments.push(segment);
  }
  return Buffer.concat([bytes.subarray(0, 2), ...segments, bytes.subarray(2)]);
}

/**
 * A photographer's gallery made through `POST /api/galleries`, with photos put in without the
 * upload pipeline: real small images written into the gallery store, rows inserted, counts moved.
 */
export async function galleryWithPhotos(
  t: TestApp,
  {
    names = ['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg'],
    fields = {},
    photographer,
    padBytes = 0,
  }: { names?: string[]; fields?: Record<string, unknown>; photographer?: NewUser; padBytes?: number } = {},
): Promise<FixtureGallery> {
  const owner = photographer ?? (await newPhotographer(t));
  const created = await expectOk(
    t.call<Gallery>('POST', '/api/galleries', {
      token: owner.access_token,
      body: { title: 'Sita & Ram wedding', ...fields },
    }),
  );
  const photos = await addPhotos(t, created.body.id, names, padBytes);
  const gallery = (
    await expectOk(t.call<{ items: Gallery[] }>('GET', '/api/galleries/mine', { token: owner.access_token }))
  ).body.items.find((item) => item.id === created.body.id);
  if (!gallery) throw new Error('the new gallery is not in the list');
  return { photographer: owner, gallery, photos };
}

export async function addPhotos(t: TestApp, galleryId: string, names: string[], padBytes = 0): Promise<FixturePhoto[]> {
  const photos: FixturePhoto[] = [];
  let bytes = 0;
  for (const file_name of names) {
    const original = await image('jpeg', 64, padBytes);
    const web = await image('jpeg', 48);
    const preview = await image('webp', 32);
    const thumb = await image('webp', 16);
    const keys = {
      original_key: storeGalleryFile(t, original, 'jpg'),
      web_key: storeGalleryFile(t, web, 'jpg'),
      preview_key: storeGalleryFile(t, preview, 'webp'),
      thumb_key: storeGalleryFile(t, thumb, 'webp'),
    };
    const stored = original.length + web.length + preview.length + thumb.length;
    const id = newId();
    await t.db
      .insertInto('gallery_photos')
      .values({
        id,
        gallery_id: galleryId,
        file_name,
        ...keys,
        original_bytes: original.length,
        stored_bytes: stored,
        width: 64,
        height: 48,
        placeholder: 'data:image/webp;base64,',
        created_at: nowIso(),
      })
      .execute();
    bytes += stored;
    photos.push({ id, file_name, original, web });
  }
  await t.db
    .updateTable('galleries')
    .set((eb) => ({
      photo_count: eb('photo_count', '+', names.length),
      storage_bytes: eb('storage_bytes', '+', bytes),
    }))
    .where('id', '=', galleryId)
    .execute();
  return photos;
}

/** A call on a gallery's client side as one browser: its address, and its access and visitor keys once it has them. */
export type Browser = {
  ip: string;
  access?: string;
  visitorKey?: string;
  call: <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options?: CallOptions,
  ) => Promise<Reply<T>>;
};

let browserCount = 0;

export function browser(t: TestApp): Browser {
  browserCount += 1;
  const self: Browser = {
    ip: `172.16.${(browserCount >> 8) & 255}.${browserCount & 255}`,
    call: (method, path, options = {}) =>
      t.call(method, path, {
        ...options,
        ip: self.ip,
        headers: {
          ...(self.access ? { 'x-gallery-access': self.access } : {}),
          ...(self.visitorKey ? { 'x-gallery-visitor': self.visitorKey } : {}),
          ...options.headers,
        },
      }),
  };
  return self;
}

/** A visitor of the gallery in this browser: their key is kept for the calls that follow. */
export async function becomeVisitor(b: Browser, token: string, name = 'Sita Sharma', email = 'sita@example.com') {
  const reply = await expectOk(
    b.call<{ visitor_key: string }>('POST', `/api/g/${token}/visitor`, { body: { name, email } }),
  );
  b.visitorKey = reply.body.visitor_key;
  return reply.body;
}

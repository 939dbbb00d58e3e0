import { readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { galleryLimits } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry } from 'yauzl';
import { bookingIn, newParties } from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { browser, galleryWithPhotos } from './galleries.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

/** A client's downloads: by the gallery's rule, behind its PIN (docs/decisions/017-delivery-galleries.md). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The ZIP's files, name and bytes, in its order, read with yauzl (CRCs checked as it reads). */
function unzip(bytes: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(error);
      const files: { name: string; bytes: Buffer }[] = [];
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function download(path: string, ip?: string) {
  const response = await t.app.inject({ method: 'GET', url: path, remoteAddress: ip ?? '192.0.2.1' });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, body: response.body };
}
const codeOf = (reply: { body: string }) => (JSON.parse(reply.body) as { code: string }).code;

describe('one photo', () => {
  it('downloads the web size under the same base name as a JPEG, and counts it', async () => {
    const { gallery, photos } = await galleryWithPhotos(t, {
      names: ['IMG_0001.HEIC.png'],
      fields: { download: 'web' },
    });
    const photo = photos[0];
    const reply = await download(`/api/g/${gallery.token}/photos/${photo?.id}/download?size=web&pin=${gallery.pin}`);
    expect(reply.status).toBe(200);
    expect(reply.bytes.equals(photo?.web ?? Buffer.alloc(0))).toBe(true);
    expect(reply.headers['content-type']).toBe('image/jpeg');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="IMG_0001.HEIC.jpg"; filename*=UTF-8''IMG_0001.HEIC.jpg`,
    );
    const row = await t.db
      .selectFrom('galleries')
      .select('downloads_count')
      .where('id', '=', gallery.id)
      .executeTakeFirst();
    expect(row?.downloads_count).toBe(1);
  });

  it('refuses by the rule: off, web only, originals of an unpaid booking until its balance is paid', async () => {
    const off = await galleryWithPhotos(t, { fields: { download: 'off' } });
    const web = await galleryWithPhotos(t, { fields: { download: 'web' } });
    const parties = await newParties(t);
    const booking = await bookingIn(t, 'accepted', parties);
    const tied = await galleryWithPhotos(t, {
      photographer: parties.photographer,
      fields: { download: 'original', booking_id: booking.id },
    });
    const ask = (g: typeof off, size: string) =>
      download(`/api/g/${g.gallery.token}/photos/${g.photos[0]?.id}/download?size=${size}&pin=${g.gallery.pin}`);

    for (const [g, size, code] of [
      [off, 'web', 'galleryDownloadsOff'],
      [web, 'original', 'galleryOriginalsOff'],
      [tied, 'original', 'galleryOriginalsClosed'],
    ] as const) {
      const reply = await ask(g, size);
      expect([reply.status, codeOf(reply)]).toEqual([403, code]);
    }
    expect((await ask(tied, 'web')).status).toBe(200);
    const bad = await ask(web, 'huge');
    expect([bad.status, codeOf(bad)]).toEqual([400, 'galleryDownloadInvalid']);

    await t.db
      .updateTable('bookings')
      .set({ balance_paid_at: new Date().toISOString(), balance_paid_via: 'marked' })
      .where('id', '=', booking.id)
      .execute();
    const paid = await ask(tied, 'original');
    expect(paid.status).toBe(200);
    expect(paid.bytes.equals(tied.photos[0]?.original ?? Buffer.alloc(0))).toBe(true);
    const mine = await expectOk(
      t.call<{ items: { id: string; originals_open: boolean }[] }>('GET', '/api/galleries/mine', {
        token: parties.photographer.access_token,
      }),
    );
    expect(mine.body.items.find((item) => item.id === tied.gallery.id)?.originals_open).toBe(true);
  });
});

describe('the PIN', () => {
  it('answers a wrong or missing PIN as a wrong link does, and a reset PIN stops the old one', async () => {
    const { gallery, photos, photographer } = await galleryWithPhotos(t);
    const path = (pin: string) => `/api/g/${gallery.token}/photos/${photos[0]?.id}/download?pin=${pin}`;
    const unknown = await download(`/api/g/AAAAAAAAAAAAAAAAAAAAAA/photos/${photos[0]?.id}/download?pin=0000`);
    const wrongPin = gallery.pin === '0000' ? '0001' : '0000';
    for (const reply of [await download(path(wrongPin)), await download(`/api/g/${gallery.token}/download`)]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toBe(unknown.body);
    }
    expect((await download(path(gallery.pin))).status).toBe(200);
    const reset = await expectOk(
      t.call<{ pin: string }>('POST', `/api/galleries/${gallery.id}/pin`, { token: photographer.access_token }),
    );
    if (reset.body.pin !== gallery.pin) expect((await download(path(gallery.pin))).status).toBe(404);
    expect((await download(path(reset.body.pin))).status).toBe(200);
  });

  it(`refuses an address after ${galleryLimits.guessesPerWindow} wrong PINs`, async () => {
    const { gallery } = await galleryWithPhotos(t, { names: [] });
    const ip = '198.51.100.7';
    const wrongPin = gallery.pin === '0000' ? '0001' : '0000';
    for (let i = 0; i < galleryLimits.guessesPerWindow; i += 1)
      expect((await download(`/api/g/${gallery.token}/download?pin=${wrongPin}`, ip)).status).toBe(404);
    const blocked = await download(`/api/g/${gallery.token}/download?pin=${gallery.pin}`, ip);
    expect([blocked.status, codeOf(blocked)]).toEqual([429, 'galleryGuessesTooMany']);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('needs the access of a password-protected gallery too, in the query', async () => {
    const { gallery } = await galleryWithPhotos(t, { fields: { password: 'secret-word' } });
    const locked = await download(`/api/g/${gallery.token}/download?pin=${gallery.pin}`);
    expect([locked.status, codeOf(locked)]).toEqual([401, 'galleryPasswordRequired']);
    const b = browser(t);
    const { access } = (
      await expectOk(
        b.call<{ access: string }>('POST', `/api/g/${gallery.token}/unlock`, { body: { password: 'secret-word' } }),
      )
    ).body;
    expect((await download(`/api/g/${gallery.token}/download?pin=${gallery.pin}&access=${access}`)).status).toBe(200);
  });
});

describe('the whole gallery', () => {
  it('is a ZIP of every original with unique names and the same bytes, named after the title', async () => {
    const names = ['IMG_0001.jpg', 'IMG_0002.jpg', 'img_0001.jpg', 'IMG_0001.jpg', 'नेपाल.jpg', '../escape.jpg'];
    const { gallery, photos } = await galleryWithPhotos(t, {
      names,
      fields: { download: 'original', title: 'Sita: Wedding' },
    });
    const reply = await download(`/api/g/${gallery.token}/download?size=original&pin=${gallery.pin}`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(Number(reply.headers['content-length'])).toBe(reply.bytes.length);
    expect(String(reply.headers['content-disposition'])).toContain(`filename*=UTF-8''Sita_%20Wedding.zip`);
    const files = await unzip(reply.bytes);
    expect(files.map((file) => file.name)).toEqual([
      '_escape.jpg',
      'IMG_0001.jpg',
      'IMG_0001 (2).jpg',
      'IMG_0002.jpg',
      'img_0001 (3).jpg',
      'नेपाल.jpg',
    ]);
    const byName = new Map(photos.map((photo) => [photo.file_name, photo.original]));
    expect(
      files.find((file) => file.name === 'IMG_0002.jpg')?.bytes.equals(byName.get('IMG_0002.jpg') ?? Buffer.alloc(0)),
    ).toBe(true);
    expect(
      files.find((file) => file.name === 'नेपाल.jpg')?.bytes.equals(byName.get('नेपाल.jpg') ?? Buffer.alloc(0)),
    ).toBe(true);
    expect(files.reduce((sum, file) => sum + file.bytes.length, 0)).toBe(
      photos.reduce((sum, photo) => sum + photo.original.length, 0),
    );
  });

  it('holds the web sizes when asked for them', async () => {
    const { gallery, photos } = await galleryWithPhotos(t, { names: ['A.png', 'B.jpeg'] });
    const reply = await download(`/api/g/${gallery.token}/download?size=web&pin=${gallery.pin}`);
    const files = await unzip(reply.bytes);
    expect(files.map((file) => file.name)).toEqual(['A.jpg', 'B.jpg']);
    expect(files.map((file) => file.bytes.length)).toEqual(photos.map((photo) => photo.web.length));
  });

  it('leaves no temporary file and no open file behind when the client goes mid-way, and serves on', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `BIG_${i}.jpg`);
    const { gallery } = await galleryWithPhotos(t, { names, fields: { download: 'original' }, padBytes: 2_000_000 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const galleryStore = join(t.config.dataDir, 'galleries');
    /** Files of the gallery store this process holds open now. */
    const openStoreFiles = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(join('/proc/self/fd', fd)).startsWith(galleryStore);
        } catch {
          return false;
        }
      }).length;
    let openWhileSending = 0;
    const received = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: `/api/g/${gallery.token}/download?size=original&pin=${gallery.pin}` },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > 3_000_000 && !request.destroyed) {
              openWhileSending = openStoreFiles();
              request.destroy();
              resolve(bytes);
            }
          });
          response.on('error', () => undefined);
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end();
    });
    expect(received).toBeGreaterThan(3_000_000);
    // One file at a time while the ZIP is made.
    expect(openWhileSending).toBeLessThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openStoreFiles()).toBe(0);
    expect(readdirSync(join(t.config.dataDir, 'tmp', 'uploads'))).toEqual([]);
    const again = await download(`/api/g/${gallery.token}/download?size=original&pin=${gallery.pin}`);
    expect(again.status).toBe(200);
    expect((await unzip(again.bytes)).length).toBe(12);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingIn, newParties } from './bookings.fixtures.js';
import { browser, galleryWithPhotos } from './galleries.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

/** The page asks before it sends the browser to a download: a refusal shows on the page, not as a file. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const check = (b: ReturnType<typeof browser>, token: string, body: Record<string, unknown>) =>
  b.call<{ ok?: boolean; code?: string }>('POST', `/api/g/${token}/download-check`, { body });
const downloadsOf = async (id: string) =>
  (await t.db.selectFrom('galleries').select('downloads_count').where('id', '=', id).executeTakeFirstOrThrow())
    .downloads_count;

describe('asking whether a download would go (POST /api/g/{token}/download-check)', () => {
  it('says yes to the right PIN for a size the rule allows, and counts no download', async () => {
    const { gallery } = await galleryWithPhotos(t, { fields: { download: 'original' } });
    const b = browser(t);
    expect(await check(b, gallery.token, { pin: gallery.pin, size: 'original' })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await downloadsOf(gallery.id)).toBe(0);
  });

  it('answers a wrong PIN as a wrong link', async () => {
    const { gallery } = await galleryWithPhotos(t);
    const wrong = gallery.pin === '0000' ? '1111' : '0000';
    const reply = await check(browser(t), gallery.token, { pin: wrong, size: 'web' });
    expect(reply).toMatchObject({ status: 404, body: { code: 'galleryNotFound' } });
    const unknown = await check(browser(t), 'AAAAAAAAAAAAAAAAAAAAAA', { pin: gallery.pin, size: 'web' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'galleryNotFound' } });
  });

  it('gives the reason a rule refuses: downloads off, web size only, originals closed until the balance is paid', async () => {
    const off = (await galleryWithPhotos(t, { fields: { download: 'off' } })).gallery;
    expect((await check(browser(t), off.token, { pin: off.pin, size: 'web' })).body.code).toBe('galleryDownloadsOff');
    const web = (await galleryWithPhotos(t, { fields: { download: 'web' } })).gallery;
    expect((await check(browser(t), web.token, { pin: web.pin, size: 'original' })).body.code).toBe(
      'galleryOriginalsOff',
    );
    const parties = await newParties(t);
    const booking = await bookingIn(t, 'completed', parties);
    const tied = (
      await galleryWithPhotos(t, {
        photographer: parties.photographer,
        fields: { download: 'original', booking_id: booking.id },
      })
    ).gallery;
    expect((await check(browser(t), tied.token, { pin: tied.pin, size: 'original' })).body.code).toBe(
      'galleryOriginalsClosed',
    );
    expect((await check(browser(t), tied.token, { pin: tied.pin, size: 'web' })).status).toBe(200);
  });

  it('needs the access of a password-protected gallery', async () => {
    const { gallery } = await galleryWithPhotos(t, { fields: { password: 'mehendi-2083' } });
    const b = browser(t);
    expect((await check(b, gallery.token, { pin: gallery.pin, size: 'web' })).status).not.toBe(200);
    const unlocked = await b.call<{ access: string }>('POST', `/api/g/${gallery.token}/unlock`, {
      body: { password: 'mehendi-2083' },
    });
    b.access = unlocked.body.access;
    expect((await check(b, gallery.token, { pin: gallery.pin, size: 'web' })).status).toBe(200);
  });
});

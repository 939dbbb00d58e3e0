import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { galleryLimits, type Gallery, type MyGalleries } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingIn, daysFromToday, newParties, pendingBooking } from './bookings.fixtures.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { becomeVisitor, browser, galleryWithPhotos } from './galleries.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { setPlan } from './media.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Refusal = { detail: string; code: string };

const create = (account: NewUser | undefined, body: Record<string, unknown>) =>
  t.call<Gallery & Refusal>('POST', '/api/galleries', { token: account?.access_token, body });
const update = (account: NewUser, id: string, body: Record<string, unknown>) =>
  t.call<Gallery & Refusal>('PUT', `/api/galleries/${id}`, { token: account.access_token, body });
const mine = (account: NewUser) => t.call<MyGalleries>('GET', '/api/galleries/mine', { token: account.access_token });

async function galleryOf(owner: NewUser, body: Record<string, unknown> = {}): Promise<Gallery> {
  const reply = await create(owner, { title: 'Sita and Ram, Pokhara', ...body });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('making a gallery (POST /api/galleries)', () => {
  it('answers the gallery with a 128-bit base64url link, a four-digit PIN and web-size downloads by default', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer);
    expect(gallery).toMatchObject({
      title: 'Sita and Ram, Pokhara',
      booking_id: null,
      download: 'web',
      expires_at: null,
      expired: false,
      has_password: false,
      pick_limit: null,
      cover: null,
      photo_count: 0,
      storage_bytes: 0,
      picked_count: 0,
      originals_open: true,
    });
    expect(gallery.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(gallery.token, 'base64url')).toHaveLength(16);
    expect(gallery.url).toBe(`${t.config.publicUrl}/g/${gallery.token}`);
    expect(gallery.pin).toMatch(/^\d{4}$/);
  });

  it('gives every gallery a link of its own', async () => {
    const photographer = await newPhotographer(t);
    const tokens = new Set<string>();
    for (let made = 0; made < 5; made += 1) tokens.add((await galleryOf(photographer)).token);
    expect(tokens.size).toBe(5);
  });

  it('keeps the password as a hash and says only that there is one', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer, { password: 'mehendi-2083', pick_limit: 40, download: 'original' });
    expect(gallery).toMatchObject({ has_password: true, pick_limit: 40, download: 'original' });
    expect(JSON.stringify(gallery)).not.toContain('mehendi-2083');
    const row = await t.db
      .selectFrom('galleries')
      .select('password_hash')
      .where('id', '=', gallery.id)
      .executeTakeFirst();
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ title: '  ' }, 'galleryTitleRequired'],
    [{ title: 'x'.repeat(galleryLimits.titleMax + 1) }, 'galleryTitleTooLong'],
    [{ title: 'Wedding', download: 'zip' }, 'galleryDownloadInvalid'],
    [{ title: 'Wedding', expires_at: daysFromToday(0) }, 'galleryExpiryInvalid'],
    [{ title: 'Wedding', expires_at: 'next spring' }, 'galleryExpiryInvalid'],
    [{ title: 'Wedding', event_date: '2026-13-40' }, 'galleryEventDateInvalid'],
    [{ title: 'Wedding', password: 'abc' }, 'galleryPasswordInvalid'],
    [{ title: 'Wedding', pick_limit: 0 }, 'galleryPickLimitInvalid'],
    [{ title: 'Wedding', pick_limit: 2.5 }, 'galleryPickLimitInvalid'],
  ])('refuses %j with %s and makes nothing', async (body, code) => {
    const photographer = await newPhotographer(t);
    const reply = await create(photographer, body);
    expect(reply).toMatchObject({ status: 400, body: { code } });
    expect((await mine(photographer)).body.items).toEqual([]);
  });

  it('ties a gallery to a booking of the photographer that went ahead, and keeps originals closed until its balance is paid', async () => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, 'completed', parties);
    const gallery = await galleryOf(parties.photographer, { booking_id: booking.id, download: 'original' });
    expect(gallery).toMatchObject({ booking_id: booking.id, originals_open: false });
    await t.db
      .updateTable('bookings')
      .set({ balance_paid_at: new Date().toISOString(), balance_paid_via: 'marked' })
      .where('id', '=', booking.id)
      .execute();
    expect((await mine(parties.photographer)).body.items[0]).toMatchObject({ id: gallery.id, originals_open: true });
  });

  it("refuses a booking that is another photographer's, still pending, or unknown", async () => {
    const parties = await newParties(t);
    const pending = await pendingBooking(t, parties);
    const others = await bookingIn(t, 'accepted', await newParties(t));
    for (const booking_id of [pending.id, others.id, 'no-such-booking'])
      expect(await create(parties.photographer, { title: 'Wedding', booking_id })).toMatchObject({
        status: 400,
        body: { code: 'galleryBookingInvalid' },
      });
  });

  it('is for photographers: a visitor is asked to sign in and a client is refused', async () => {
    expect((await create(undefined, { title: 'Wedding' })).status).toBe(401);
    expect(await create(await newUser(t), { title: 'Wedding' })).toMatchObject({
      status: 403,
      body: { code: 'onlyPhotographersHaveGalleries' },
    });
  });
});

describe("the photographer's galleries (GET /api/galleries/mine)", () => {
  it('lists their own galleries newest first with the storage their plan gives', async () => {
    const photographer = await newPhotographer(t);
    const first = await galleryOf(photographer, { title: 'Pasni' });
    const second = await galleryOf(photographer, { title: 'Bratabandha' });
    await galleryOf(await newPhotographer(t), { title: 'Someone else' });
    const free = (await mine(photographer)).body;
    expect(free.items.map((gallery) => gallery.id)).toEqual([second.id, first.id]);
    expect(free).toMatchObject({ storage_used_bytes: 0, storage_limit_bytes: 2 ** 30 });
    await setPlan(t, photographer.user.id, 'royal');
    expect((await mine(photographer)).body.storage_limit_bytes).toBe(200 * 2 ** 30);
  });
});

describe("the clients' picks on the photographer's list", () => {
  it('counts the photos at least one client picked, each once', async () => {
    const { photographer, gallery, photos } = await galleryWithPhotos(t, { names: ['A.jpg', 'B.jpg', 'C.jpg'] });
    const pick = async (who: string, photoIds: (string | undefined)[]) => {
      const b = browser(t);
      await becomeVisitor(b, gallery.token, who, `${who.toLowerCase()}@example.com`);
      for (const id of photoIds) await b.call('PUT', `/api/g/${gallery.token}/picks/${id}`);
    };
    await pick('Sita', [photos[0]?.id, photos[1]?.id]);
    await pick('Ram', [photos[1]?.id]);
    expect((await mine(photographer)).body.items[0]).toMatchObject({ id: gallery.id, picked_count: 2 });
  });
});

describe('changing a gallery (PUT /api/galleries/{id})', () => {
  it('changes the fields sent and keeps the rest', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer, { pick_limit: 30, password: 'dashain-2083' });
    const expires = daysFromToday(30);
    const reply = await update(photographer, gallery.id, { title: 'Sita and Ram (final)', expires_at: expires });
    expect(reply.body).toMatchObject({
      title: 'Sita and Ram (final)',
      expires_at: expires,
      pick_limit: 30,
      has_password: true,
      token: gallery.token,
      pin: gallery.pin,
    });
  });

  it('removes the password and the pick limit when they are sent as null', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer, { pick_limit: 30, password: 'dashain-2083' });
    const reply = await update(photographer, gallery.id, { password: null, pick_limit: null });
    expect(reply.body).toMatchObject({ has_password: false, pick_limit: null });
  });

  it('raises the password version with each new password, so an unlock made before stops working', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer, { password: 'dashain-2083' });
    await update(photographer, gallery.id, { password: 'tihar-2083' });
    const row = await t.db
      .selectFrom('galleries')
      .select('password_version')
      .where('id', '=', gallery.id)
      .executeTakeFirstOrThrow();
    expect(row.password_version).toBe(1);
  });

  it('refuses a cover that is not a photo of the gallery', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer);
    expect(await update(photographer, gallery.id, { cover_photo_id: 'someone-elses-photo' })).toMatchObject({
      status: 400,
      body: { code: 'galleryCoverInvalid' },
    });
  });

  it("answers 404 for another photographer's gallery and changes nothing", async () => {
    const owner = await newPhotographer(t);
    const gallery = await galleryOf(owner);
    const reply = await update(await newPhotographer(t), gallery.id, { title: 'Mine now' });
    expect(reply).toMatchObject({ status: 404, body: { code: 'galleryNotFound' } });
    expect((await mine(owner)).body.items[0]?.title).toBe(gallery.title);
  });
});

describe('a new link and a new PIN (POST /api/galleries/{id}/token, /pin)', () => {
  it('replaces the link and keeps the PIN, or replaces the PIN and keeps the link', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer);
    const relinked = await t.call<Gallery>('POST', `/api/galleries/${gallery.id}/token`, {
      token: photographer.access_token,
    });
    expect(relinked.body.token).not.toBe(gallery.token);
    expect(relinked.body.pin).toBe(gallery.pin);
    const repinned = await t.call<Gallery>('POST', `/api/galleries/${gallery.id}/pin`, {
      token: photographer.access_token,
    });
    expect(repinned.body.token).toBe(relinked.body.token);
    expect(repinned.body.pin).toMatch(/^\d{4}$/);
  });

  it("is refused on another photographer's gallery", async () => {
    const gallery = await galleryOf(await newPhotographer(t));
    const stranger = await newPhotographer(t);
    for (const path of ['token', 'pin'])
      expect(
        await t.call('POST', `/api/galleries/${gallery.id}/${path}`, { token: stranger.access_token }),
      ).toMatchObject({ status: 404, body: { code: 'galleryNotFound' } });
  });
});

describe('deleting a gallery (DELETE /api/galleries/{id})', () => {
  it('deletes it for its photographer only', async () => {
    const owner = await newPhotographer(t);
    const gallery = await galleryOf(owner);
    const stranger = await newPhotographer(t);
    expect((await t.call('DELETE', `/api/galleries/${gallery.id}`, { token: stranger.access_token })).status).toBe(404);
    expect(await t.call('DELETE', `/api/galleries/${gallery.id}`, { token: owner.access_token })).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect((await mine(owner)).body.items).toEqual([]);
  });
});

/** The mails in the app's outbox to this address, their quoted-printable soft breaks and escapes undone. */
function mailsTo(address: string): string[] {
  const outbox = join(t.config.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) =>
      readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((mail) => mail.includes(`To: ${address}`));
}

describe("mailing a gallery's link (POST /api/galleries/{id}/email)", () => {
  const emailLink = (account: NewUser, id: string, body: Record<string, unknown>) =>
    t.call<Refusal & { sent: boolean; to: string }>('POST', `/api/galleries/${id}/email`, {
      token: account.access_token,
      body,
    });

  it('mails the link, the download PIN, the last day and the note to the client', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer, { expires_at: daysFromToday(40) });
    const to = `client.${gallery.id.slice(0, 8)}@example.com`;
    const reply = await emailLink(photographer, gallery.id, { to, note: 'Dhanyabad! Pick 40 for the album.' });
    expect(reply).toMatchObject({ status: 200, body: { sent: true, to } });
    const [mail] = mailsTo(to);
    expect(mail).toContain(gallery.url);
    expect(mail).toContain(`Download PIN: ${gallery.pin}`);
    expect(mail).toContain(daysFromToday(40));
    expect(mail).toContain('Pick 40 for the album.');
  });

  it('leaves the PIN out when downloads are off', async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer, { download: 'off' });
    const to = `viewer.${gallery.id.slice(0, 8)}@example.com`;
    await emailLink(photographer, gallery.id, { to });
    const [mail] = mailsTo(to);
    expect(mail).toContain(gallery.url);
    expect(mail).not.toContain(gallery.pin);
  });

  it("refuses a bad address, and another photographer's gallery, sending nothing", async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer);
    expect((await emailLink(photographer, gallery.id, { to: 'not an address' })).status).toBe(400);
    const to = `nobody.${gallery.id.slice(0, 8)}@example.com`;
    expect(await emailLink(await newPhotographer(t), gallery.id, { to })).toMatchObject({
      status: 404,
      body: { code: 'galleryNotFound' },
    });
    expect(mailsTo(to)).toEqual([]);
  });

  it(`sends at most ${galleryLimits.emailsPerHour} mails an hour for one photographer`, async () => {
    const photographer = await newPhotographer(t);
    const gallery = await galleryOf(photographer);
    for (let sent = 0; sent < galleryLimits.emailsPerHour; sent += 1)
      expect((await emailLink(photographer, gallery.id, { to: `many${sent}@example.com` })).status).toBe(200);
    const refused = await emailLink(photographer, gallery.id, { to: 'one.more@example.com' });
    expect(refused).toMatchObject({ status: 429, body: { code: 'tooManyAttempts' } });
    expect(mailsTo('one.more@example.com')).toEqual([]);
  });
});

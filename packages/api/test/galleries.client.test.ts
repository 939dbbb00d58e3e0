import { galleryLimits, type GalleryPreview, type PublicGallery } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from './directory.factories.js';
import { newPhotographer, newUser } from './factories.js';
import { becomeVisitor, browser, galleryWithPhotos, type Browser } from './galleries.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

/** A client opens a gallery by its link, with no account (docs/decisions/017-delivery-galleries.md). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const open = (b: Browser, token: string) => b.call<PublicGallery & { code?: string }>('GET', `/api/g/${token}`);
const unknownToken = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('a gallery link', () => {
  it('opens the gallery with its photographer, rules and photo count, counting one view per browser a day', async () => {
    const { gallery, photographer } = await galleryWithPhotos(t, { fields: { download: 'original', pick_limit: 5 } });
    const b = browser(t);
    const reply = await expectOk(open(b, gallery.token));
    expect(reply.body).toMatchObject({
      needs_password: false,
      title: 'Sita & Ram wedding',
      download: 'original',
      originals_open: true,
      pick_limit: 5,
      photo_count: 3,
      photographer: { id: photographer.user.id, username: photographer.user.username },
    });
    await expectOk(open(b, gallery.token));
    await expectOk(open(browser(t), gallery.token));
    const row = await t.db
      .selectFrom('galleries')
      .select('views_count')
      .where('id', '=', gallery.id)
      .executeTakeFirst();
    expect(row?.views_count).toBe(2);
  });

  it('answers the same 404 for a malformed, an unknown and a replaced link', async () => {
    const { gallery, photographer } = await galleryWithPhotos(t, { names: [] });
    await expectOk(t.call('POST', `/api/galleries/${gallery.id}/token`, { token: photographer.access_token }));
    const answers = await Promise.all(
      ['short', unknownToken, gallery.token, `${gallery.token}x`, '%00'].map((token) => open(browser(t), token)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(answers[0]?.body).toMatchObject({ code: 'galleryNotFound' });
  });

  it('answers 410 once the gallery is past its last day (Nepal time)', async () => {
    const { gallery } = await galleryWithPhotos(t, { names: [] });
    await t.db.updateTable('galleries').set({ expires_at: '2020-01-01' }).where('id', '=', gallery.id).execute();
    const reply = await open(browser(t), gallery.token);
    expect(reply.status).toBe(410);
    expect(reply.body).toMatchObject({ code: 'galleryExpired' });
  });

  it('pages the previews by file name, with signed addresses', async () => {
    const names = ['c.jpg', 'a.jpg', 'b.jpg', 'a.jpg', 'd.jpg'];
    const { gallery } = await galleryWithPhotos(t, { names });
    const b = browser(t);
    const first = await expectOk(b.call<GalleryPreview[]>('GET', `/api/g/${gallery.token}/photos?limit=3`));
    const cursor = String(first.headers['x-next-cursor']);
    const second = await expectOk(
      b.call<GalleryPreview[]>('GET', `/api/g/${gallery.token}/photos?limit=3&cursor=${cursor}`),
    );
    expect([...first.body, ...second.body].map((photo) => photo.file_name)).toEqual([
      'a.jpg',
      'a.jpg',
      'b.jpg',
      'c.jpg',
      'd.jpg',
    ]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect(first.body[0]?.preview_url).toMatch(new RegExp(`^/api/g/${gallery.token}/photos/[^/]+/preview\\?s=`));
  });
});

describe('a password', () => {
  const password = 'namaste123';

  it('hides everything but that it needs one, until the right password unlocks it', async () => {
    const { gallery } = await galleryWithPhotos(t, { fields: { password } });
    const b = browser(t);
    expect((await expectOk(open(b, gallery.token))).body).toEqual({ needs_password: true });
    const photos = await b.call('GET', `/api/g/${gallery.token}/photos`);
    expect([photos.status, photos.body.code]).toEqual([401, 'galleryPasswordRequired']);

    const wrong = await b.call('POST', `/api/g/${gallery.token}/unlock`, { body: { password: 'nope-nope' } });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'galleryPasswordWrong']);
    const right = await expectOk(
      b.call<{ access: string }>('POST', `/api/g/${gallery.token}/unlock`, { body: { password } }),
    );
    b.access = right.body.access;
    expect((await expectOk(open(b, gallery.token))).body).toMatchObject({ needs_password: false, photo_count: 3 });
    expect((await expectOk(b.call<unknown[]>('GET', `/api/g/${gallery.token}/photos`))).body).toHaveLength(3);
  });

  it('stops an earlier access when the photographer changes the password', async () => {
    const { gallery, photographer } = await galleryWithPhotos(t, { fields: { password } });
    const b = browser(t);
    b.access = (
      await expectOk(b.call<{ access: string }>('POST', `/api/g/${gallery.token}/unlock`, { body: { password } }))
    ).body.access;
    await expectOk(
      t.call('PUT', `/api/galleries/${gallery.id}`, {
        token: photographer.access_token,
        body: { password: 'another-one' },
      }),
    );
    expect((await expectOk(open(b, gallery.token))).body).toEqual({ needs_password: true });
  });

  it("does not take another gallery's access", async () => {
    const one = await galleryWithPhotos(t, { fields: { password } });
    const two = await galleryWithPhotos(t, { fields: { password } });
    const b = browser(t);
    b.access = (
      await expectOk(b.call<{ access: string }>('POST', `/api/g/${one.gallery.token}/unlock`, { body: { password } }))
    ).body.access;
    expect((await expectOk(open(b, two.gallery.token))).body).toEqual({ needs_password: true });
  });
});

describe('wrong guesses', () => {
  it(`refuses an address after ${galleryLimits.guessesPerWindow} wrong passwords, even the right one, with Retry-After`, async () => {
    const { gallery } = await galleryWithPhotos(t, { names: [], fields: { password: 'right-one' } });
    const b = browser(t);
    for (let i = 0; i < galleryLimits.guessesPerWindow; i += 1)
      expect(
        (await b.call('POST', `/api/g/${gallery.token}/unlock`, { body: { password: `guess-${i}` } })).status,
      ).toBe(403);
    const blocked = await b.call('POST', `/api/g/${gallery.token}/unlock`, { body: { password: 'right-one' } });
    expect([blocked.status, blocked.body.code]).toEqual([429, 'galleryGuessesTooMany']);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    await expectOk(browser(t).call('POST', `/api/g/${gallery.token}/unlock`, { body: { password: 'right-one' } }));
  });

  it('counts wrong links from an address, then refuses it even a right link', async () => {
    const { gallery } = await galleryWithPhotos(t, { names: [] });
    const b = browser(t);
    for (let i = 0; i < galleryLimits.guessesPerWindow; i += 1) expect((await open(b, unknownToken)).status).toBe(404);
    expect((await open(b, gallery.token)).status).toBe(429);
  });
});

describe('visitors and picks', () => {
  it('asks for a name and email before picking, then keeps the picks idempotently', async () => {
    const { gallery, photos } = await galleryWithPhotos(t);
    const b = browser(t);
    const [first, second] = photos.map((photo) => photo.id);
    const anonymous = await b.call('PUT', `/api/g/${gallery.token}/picks/${first}`);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'galleryVisitorRequired']);
    const invalid = await b.call('POST', `/api/g/${gallery.token}/visitor`, { body: { name: 'Sita', email: 'nope' } });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'galleryVisitorInvalid']);

    const visitor = await becomeVisitor(b, gallery.token);
    expect(visitor.visitor_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const stored = await t.db.selectFrom('gallery_visitors').selectAll().where('gallery_id', '=', gallery.id).execute();
    expect(stored.map((row) => row.key_hash)).not.toContain(visitor.visitor_key);

    await expectOk(b.call('PUT', `/api/g/${gallery.token}/picks/${first}`));
    await expectOk(b.call('PUT', `/api/g/${gallery.token}/picks/${first}`));
    await expectOk(b.call('PUT', `/api/g/${gallery.token}/picks/${second}`));
    await expectOk(b.call('DELETE', `/api/g/${gallery.token}/picks/${second}`));
    await expectOk(b.call('DELETE', `/api/g/${gallery.token}/picks/${second}`));
    expect((await expectOk(b.call('GET', `/api/g/${gallery.token}/picks`))).body).toMatchObject({
      photo_ids: [first],
      selection_sent_at: null,
    });
  });

  it("refuses a photo of another gallery as not found, and another gallery's visitor key", async () => {
    const one = await galleryWithPhotos(t);
    const two = await galleryWithPhotos(t);
    const b = browser(t);
    await becomeVisitor(b, one.gallery.token);
    const foreign = await b.call('PUT', `/api/g/${one.gallery.token}/picks/${two.photos[0]?.id}`);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'galleryPhotoNotFound']);
    const elsewhere = await b.call('PUT', `/api/g/${two.gallery.token}/picks/${two.photos[0]?.id}`);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([401, 'galleryVisitorRequired']);
  });

  it('holds a visitor to the pick limit when many picks arrive at once', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `IMG_${String(i).padStart(4, '0')}.jpg`);
    const { gallery, photos } = await galleryWithPhotos(t, { names, fields: { pick_limit: 3 } });
    const b = browser(t);
    await becomeVisitor(b, gallery.token);
    const replies = await Promise.all(
      photos.map((photo) => b.call('PUT', `/api/g/${gallery.token}/picks/${photo.id}`)),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(refused.map((reply) => [reply.status, reply.body.code, reply.body.params])).toEqual(
      Array(7).fill([409, 'galleryPickLimitReached', { limit: 3 }]),
    );
    const picks = await t.db
      .selectFrom('gallery_picks')
      .select('photo_id')
      .where('gallery_id', '=', gallery.id)
      .execute();
    expect(picks).toHaveLength(3);
  });
});

describe('Send my selection', () => {
  it('is refused with no picks, then tells the photographer who sent how many photos from which gallery', async () => {
    const { gallery, photos, photographer } = await galleryWithPhotos(t);
    const b = browser(t);
    await becomeVisitor(b, gallery.token, 'Gita Rai', 'gita@example.com');
    const empty = await b.call('POST', `/api/g/${gallery.token}/selection`);
    expect([empty.status, empty.body.code]).toEqual([400, 'gallerySelectionEmpty']);
    for (const photo of photos.slice(0, 2)) await expectOk(b.call('PUT', `/api/g/${gallery.token}/picks/${photo.id}`));
    const sent = await expectOk(b.call<{ count: number }>('POST', `/api/g/${gallery.token}/selection`));
    expect(sent.body.count).toBe(2);

    const notices = await expectOk(
      t.call<{ kind: string; params: Record<string, unknown> }[]>('GET', '/api/notifications', {
        token: photographer.access_token,
      }),
    );
    expect(notices.body[0]).toMatchObject({
      kind: 'gallery_selection',
      params: { name: 'Gita Rai', count: 2, title: 'Sita & Ram wedding', gallery_id: gallery.id },
    });
  });
});

describe("the photographer's view of the picks", () => {
  it('lists each visitor with their picks and exports one file name a line', async () => {
    const { gallery, photos, photographer } = await galleryWithPhotos(t, {
      names: ['DSC_0002.jpg', 'DSC_0001.jpg', 'DSC_0003.jpg'],
      fields: { title: 'बिहे / Wedding' },
    });
    const b = browser(t);
    await becomeVisitor(b, gallery.token, 'Ram Thapa', 'ram@example.com');
    for (const photo of photos.slice(0, 2)) await expectOk(b.call('PUT', `/api/g/${gallery.token}/picks/${photo.id}`));
    await expectOk(b.call('POST', `/api/g/${gallery.token}/selection`));

    const view = await expectOk(
      t.call<{ visitors: { id: string; picked_count: number; picks: { file_name: string }[] }[] }>(
        'GET',
        `/api/galleries/${gallery.id}/selections`,
        { token: photographer.access_token },
      ),
    );
    const [visitor] = view.body.visitors;
    expect(visitor).toMatchObject({ name: 'Ram Thapa', email: 'ram@example.com', picked_count: 2 });
    expect(visitor?.picks.map((pick) => pick.file_name)).toEqual(['DSC_0001.jpg', 'DSC_0002.jpg']);

    const exported = await t.call('GET', `/api/galleries/${gallery.id}/selections/${visitor?.id}/export`, {
      token: photographer.access_token,
    });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(exported.body).toBe('DSC_0001.jpg\r\nDSC_0002.jpg\r\n');
    const disposition = String(exported.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('बिहे _ Wedding - Ram Thapa.txt')}`);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; /);
  });

  it('answers 404 to another photographer, a client and a stranger, and 401 without a token', async () => {
    const { gallery } = await galleryWithPhotos(t, { names: [] });
    const b = browser(t);
    const visitor = await becomeVisitor(b, gallery.token);
    const row = await t.db
      .selectFrom('gallery_visitors')
      .select('id')
      .where('gallery_id', '=', gallery.id)
      .executeTakeFirstOrThrow();
    expect(visitor.visitor_key).not.toBe(row.id);
    const other = await newPhotographer(t);
    const client = await newUser(t);
    for (const path of [
      `/api/galleries/${gallery.id}/selections`,
      `/api/galleries/${gallery.id}/selections/${row.id}/export`,
    ]) {
      const byOther = await t.call(path.endsWith('export') ? 'GET' : 'GET', path, { token: other.access_token });
      expect([byOther.status, (byOther.body as { code?: string }).code]).toEqual([404, 'galleryNotFound']);
      expect((await t.call('GET', path)).status).toBe(401);
    }
    const byClient = await t.call('GET', `/api/galleries/${gallery.id}/selections/${row.id}/export`, {
      token: client.access_token,
    });
    expect(byClient.status).toBe(404);
    const asClient = await t.call('GET', `/api/galleries/${gallery.id}/selections`, { token: client.access_token });
    expect(asClient.status).toBe(403);
  });
});

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryWithPhotos } from './galleries.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { tempWebDist } from './webDist.fixtures.js';

/** A gallery's link shared in a chat: its title and watermarked cover, never indexed, nothing of a locked one. */
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = tempWebDist('gallery-previews');
  t = await startTestApp({}, { webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const whatsApp = 'WhatsApp/2.23.20.0 A';
async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': whatsApp } });
  const tags: Record<string, string> = {};
  for (const match of response.body.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    tags[match[1] ?? ''] = (match[2] ?? '').replace(/&amp;/g, '&');
  return { status: response.statusCode, headers: response.headers, tags };
}
const viewsOf = async (id: string) =>
  (await t.db.selectFrom('galleries').select('views_count').where('id', '=', id).executeTakeFirstOrThrow()).views_count;

describe("a gallery's shared link (/g/{token})", () => {
  it('shows its title, its photographer and its watermarked cover, asks not to be indexed, and counts no view', async () => {
    const { photographer, gallery, photos } = await galleryWithPhotos(t);
    await t.call('PUT', `/api/galleries/${gallery.id}`, {
      token: photographer.access_token,
      body: { cover_photo_id: photos[0]?.id },
    });
    const shared = await page(`/g/${gallery.token}`);
    expect(shared.status).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shared.tags['og:title']).toBe(gallery.title);
    expect(shared.tags['og:description']).toContain(photographer.user.username);
    expect(shared.tags['og:url']).toBe(`${t.config.publicUrl}/g/${gallery.token}`);
    const image = shared.tags['og:image'] ?? '';
    expect(image).toMatch(new RegExp(`/api/g/${gallery.token}/photos/${photos[0]?.id}/preview\\?s=`));
    const fetched = await t.app.inject({ method: 'GET', url: image.replace(t.config.publicUrl, '') });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/webp');
    expect(await viewsOf(gallery.id)).toBe(0);
  });

  it('previews a locked, a replaced or an unknown link as the site, with nothing of the gallery', async () => {
    const locked = (await galleryWithPhotos(t, { fields: { password: 'mehendi-2083' } })).gallery;
    const { photographer, gallery } = await galleryWithPhotos(t);
    await t.call('POST', `/api/galleries/${gallery.id}/token`, { token: photographer.access_token });
    for (const token of [locked.token, gallery.token, 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const shared = await page(`/g/${token}`);
      expect(shared.status).toBe(200);
      expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(shared.tags['og:title']).not.toBe(locked.title);
      expect(shared.tags['og:title']).not.toBe(gallery.title);
      expect(shared.tags['og:image'] ?? '').not.toContain('/api/g/');
    }
  });
});

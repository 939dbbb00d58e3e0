import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesPerFile, sitemapFiles } from '../src/domains/sitemap/sitemap.js';
import { newPhotographer, registerPhotographer } from './factories.js';
import { insertReel } from './hardening.massAssignment.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { insertPhotos } from './media.fixtures.js';

// For crawlers: /robots.txt names the sitemap; /sitemap.xml lists every listed photographer's
// portfolio, photos and reels with when each last changed, kept until the directory or media change.
let t: TestApp;
const origin = 'http://tasbir.test';
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const addressesIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const sitemap = async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
  return reply.body;
};

describe('robots.txt', () => {
  it('answers text that names the sitemap and keeps private pages out', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.body).toContain('User-agent: *');
    expect(reply.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(reply.body).toContain('Disallow: /admin-dashboard');
    expect(reply.body).not.toContain('<html');
  });

  it('answers HEAD as it answers GET, without a body', async () => {
    const reply = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.body).toBe('');
  });
});

describe('sitemap.xml', () => {
  it("lists a listed photographer's portfolio, photos and reels with their last change, and not a suspended one's", async () => {
    const shown = await newPhotographer(t);
    const [photo] = await insertPhotos(t, shown.user.id, 1);
    const reel = await insertReel(t, shown.user.id);
    const hidden = await newPhotographer(t);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', hidden.user.id).execute();
    const [hiddenPhoto] = await insertPhotos(t, hidden.user.id, 1);
    // Rows written straight into the database move no cache clock: a write through the API does.
    await registerPhotographer(t);

    const xml = await sitemap();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const addresses = addressesIn(xml);
    expect(addresses).toEqual(
      expect.arrayContaining([
        `${origin}/photographers/${shown.user.id}`,
        `${origin}/photos/${photo}`,
        `${origin}/reels/${reel}`,
      ]),
    );
    expect(addresses).not.toContain(`${origin}/photographers/${hidden.user.id}`);
    expect(addresses).not.toContain(`${origin}/photos/${hiddenPhoto}`);
    const lastModified = new RegExp(
      `<loc>${origin}/photographers/${shown.user.id}</loc><lastmod>(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z)</lastmod>`,
    ).exec(xml);
    expect(lastModified?.[1]).toBeDefined();
  });

  it('shows a photographer who registers after it was made', async () => {
    const before = addressesIn(await sitemap());
    const { user } = await registerPhotographer(t);
    expect(before).not.toContain(`${origin}/photographers/${user.id}`);
    expect(addressesIn(await sitemap())).toContain(`${origin}/photographers/${user.id}`);
  });

  it('is kept between requests while nothing is written through the API', async () => {
    const first = await sitemap();
    // Straight into the database: no write the app hears of, so the kept sitemap is served.
    await newPhotographer(t);
    expect(await sitemap()).toBe(first);
  });

  it('answers 404 for a part it does not have', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/sitemaps/1.xml' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ detail: expect.any(String) });
  });
});

describe('past 50,000 addresses', () => {
  it('becomes an index of parts of at most 50,000 addresses each', () => {
    const pages = Array.from({ length: addressesPerFile + 1 }, (_, i) => ({
      path: `/photos/p${String(i).padStart(6, '0')}`,
      lastModified: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    }));
    const files = sitemapFiles(origin, pages);
    expect(files.main).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(addressesIn(files.main)).toEqual([`${origin}/sitemaps/1.xml`, `${origin}/sitemaps/2.xml`]);
    expect(files.main).toContain('<lastmod>2026-01-28T00:00:00.000Z</lastmod>');
    expect(files.parts.map((part) => addressesIn(part).length)).toEqual([addressesPerFile, 1]);
    expect(addressesIn(files.parts[1] ?? '')).toEqual([`${origin}/photos/p050000`]);
  });

  it('escapes what it writes into addresses', () => {
    const files = sitemapFiles('http://a.test', [{ path: '/photos/a&b<c', lastModified: '2026-01-01T00:00:00.000Z' }]);
    expect(files.main).toContain('<loc>http://a.test/photos/a&amp;b&lt;c</loc>');
  });
});

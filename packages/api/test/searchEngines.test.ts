import type { Photo, Reel } from '@tasbir/shared';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photographerWith, review, reviewer } from './directory.factories.js';
import { newPhotographer, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { photoBytes, setPlan, uploadPhoto, uploadReel, videoBytes } from './media.fixtures.js';
import { tempWebDist } from './webDist.fixtures.js';

// Found by search engines: each page's JSON-LD, its canonical address and language versions, and the
// item's own words in the body for crawlers that run no script.

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Tasbir</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const site = 'http://tasbir.test';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
let webDist: string;
let photographer: NewUser;
let unreviewed: NewUser;
let photo: Photo;
let reel: Reel;

type Page = { html: string; headers: Record<string, string | string[] | number | undefined> };

/** A page as Googlebot gets it; an address of an item that is not there answers 404 (`status`). */
async function page(url: string, headers: Record<string, string> = {}, status = 200): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': googlebot, ...headers } });
  expect(response.statusCode).toBe(status);
  return { html: response.body, headers: response.headers };
}

/** The page's JSON-LD blocks, parsed as a search engine parses them. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** What the app's root holds before the app starts: what a crawler that runs no script reads. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
/** Its text alone, tags dropped and entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Every `<link>` of the head as rel (with its hreflang) → href. */
function links(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]*)" \/>/g))
    found[match[2] ? `${match[1]} ${match[2]}` : (match[1] ?? '')] = (match[3] ?? '').replace(/&amp;/g, '&');
  return found;
}

beforeAll(async () => {
  webDist = tempWebDist('search-engines-web', indexHtml);
  copyFileSync(
    fileURLToPath(new URL('../../web/public/share-card.png', import.meta.url)),
    join(webDist, 'share-card.png'),
  );
  t = await startTestApp({}, { webDist });
  photographer = await photographerWith(t, {
    city: 'Pokhara',
    district: 'Kaski',
    bio: 'Weddings by Phewa lake.',
    portfolio: { specializations: ['Wedding'], pricing_range: '50000-100000' },
  });
  await review(t, await reviewer(t), photographer.user.id, 5);
  await review(t, await reviewer(t), photographer.user.id, 4);
  unreviewed = await newPhotographer(t, { city: 'Kathmandu', district: 'Kathmandu' });
  await setPlan(t, photographer.user.id, 'royal');
  photo = (
    await uploadPhoto(t, photographer.access_token, await photoBytes(), {
      title: 'Phewa at dawn',
      description: 'First light over the lake.',
      location: 'Pokhara',
    })
  ).body;
  reel = (await uploadReel(t, photographer.access_token, videoBytes('mp4'), { title: 'Sarangkot sunrise' })).body;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("a portfolio's structured data", () => {
  it('describes the photographer as a business in Nepal, with its price range and its rating from the reviews', async () => {
    const [data, ...others] = structuredData((await page(`/photographers/${photographer.user.id}`)).html);
    expect(others).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: photographer.user.username,
      description: 'Weddings by Phewa lake.',
      url: `${site}/photographers/${photographer.user.id}`,
      image: `${site}/share-card.png`,
      address: { '@type': 'PostalAddress', addressLocality: 'Pokhara', addressRegion: 'Kaski', addressCountry: 'NP' },
      priceRange: 'Rs 50,000 – Rs 1,00,000',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it('has no rating before the first review, and names its places in Nepali on the Nepali page', async () => {
    const [data] = structuredData((await page(`/photographers/${unreviewed.user.id}?lang=ne`)).html);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('priceRange');
    expect(data?.['address']).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'काठमाडौं',
      addressRegion: 'काठमाडौं',
      addressCountry: 'NP',
    });
    expect(data?.['url']).toBe(`${site}/photographers/${unreviewed.user.id}?lang=ne`);
  });
});

describe("a photo's and a reel's structured data", () => {
  it('describes a photo as an ImageObject by its photographer', async () => {
    const [data] = structuredData((await page(`/photos/${photo.id}`)).html);
    expect(data).toMatchObject({
      '@type': 'ImageObject',
      name: 'Phewa at dawn',
      description: 'First light over the lake.',
      url: `${site}/photos/${photo.id}`,
      contentUrl: `${site}${photo.image_url}`,
      thumbnailUrl: `${site}${photo.thumb_url}`,
      uploadDate: photo.created_at,
      contentLocation: { '@type': 'Place', name: 'Pokhara' },
      creator: {
        '@type': 'Person',
        name: photographer.user.username,
        url: `${site}/photographers/${photographer.user.id}`,
      },
    });
  });

  it('describes a reel as a VideoObject with its poster, its video and a description even when it has none', async () => {
    const [data] = structuredData((await page(`/reels/${reel.id}`)).html);
    expect(data).toMatchObject({
      '@type': 'VideoObject',
      name: 'Sarangkot sunrise',
      description: 'Discover professional video content from top photographers across Nepal.',
      url: `${site}/reels/${reel.id}`,
      contentUrl: `${site}${reel.video_url}`,
      thumbnailUrl: `${site}${reel.poster_url}`,
      uploadDate: reel.created_at,
    });
  });
});

describe('the text crawlers read in the body', () => {
  it("holds the portfolio's name, city, bio and prices, in English", async () => {
    const { html } = await page(`/photographers/${photographer.user.id}`);
    const text = textOf(rootOf(html));
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(rootOf(html)).toContain(`<h1 lang="" dir="auto">${photographer.user.username}</h1>`);
    for (const words of ['City Pokhara', 'District Kaski', 'Weddings by Phewa lake.', 'Rs 50,000 – Rs 1,00,000'])
      expect(text).toContain(words);
    expect(text).toContain('Reviews 2');
  });

  it('holds them in Nepali for ?lang=ne, place names from the shared table', async () => {
    const { html } = await page(`/photographers/${photographer.user.id}?lang=ne`);
    const text = textOf(rootOf(html));
    expect(html).toMatch(/<html lang="ne">/);
    expect(text).toContain(photographer.user.username);
    for (const words of ['सहर पोखरा', 'जिल्ला कास्की', 'रु ५०,००० – रु १,००,०००', 'समीक्षाहरू २'])
      expect(text).toContain(words);
    expect(text).not.toContain('Pokhara');
  });

  it("follows ?lang= over the browser's language, and the browser's language without it", async () => {
    const asked = await page(`/photographers/${photographer.user.id}?lang=en`, { 'accept-language': 'ne-NP' });
    expect(textOf(rootOf(asked.html))).toContain('City Pokhara');
    expect(asked.headers['vary']).toBeUndefined();
    const negotiated = await page(`/photographers/${photographer.user.id}`, { 'accept-language': 'ne-NP' });
    expect(textOf(rootOf(negotiated.html))).toContain('सहर पोखरा');
    expect(negotiated.headers['vary']).toBe('Accept-Language');
  });

  it("holds a photo's and a reel's title, photographer and words, linking to the portfolio in the page's language", async () => {
    const photoText = rootOf((await page(`/photos/${photo.id}?lang=ne`)).html);
    expect(textOf(photoText)).toContain('Phewa at dawn');
    expect(textOf(photoText)).toContain('पोखरा');
    expect(textOf(photoText)).toContain('First light over the lake.');
    expect(photoText).toContain(
      `<a href="/photographers/${photographer.user.id}?lang=ne">@${photographer.user.username}</a>`,
    );
    const reelText = textOf(rootOf((await page(`/reels/${reel.id}`)).html));
    expect(reelText).toContain('Sarangkot sunrise');
    expect(reelText).toContain(`@${photographer.user.username}`);
  });

  it('is left out of the pages that describe no item', async () => {
    expect(rootOf((await page('/photographers')).html)).toBe('');
    expect(rootOf((await page('/photos/no-such-photo', {}, 404)).html)).toBe('');
  });
});

describe('canonical addresses and language versions', () => {
  it.each([
    () => `/photographers/${photographer.user.id}`,
    () => `/photos/${photo.id}`,
    () => `/reels/${reel.id}`,
    () => '/photographers',
  ])('name the page itself, its English and Nepali versions and the x-default (%#)', async (path) => {
    expect(links((await page(`${path()}?utm_source=feed`)).html)).toEqual({
      canonical: `${site}${path()}`,
      'alternate en': `${site}${path()}?lang=en`,
      'alternate ne': `${site}${path()}?lang=ne`,
      'alternate x-default': `${site}${path()}`,
    });
  });

  it('keep the language a page was asked in as its canonical address', async () => {
    const found = links((await page(`/photographers/${photographer.user.id}?lang=ne`)).html);
    expect(found['canonical']).toBe(`${site}/photographers/${photographer.user.id}?lang=ne`);
    expect(found['alternate x-default']).toBe(`${site}/photographers/${photographer.user.id}`);
  });

  it('write an odd address percent-encoded and escaped', async () => {
    const found = links((await page('/photographers/a"b<c>?lang=fr', {}, 404)).html);
    expect(found['canonical']).toBe(`${site}/photographers/a%22b%3Cc%3E`);
  });
});

describe('words people wrote', () => {
  const attack = `</script><script>alert(1)</script><!-- "&' <img src=x onerror=alert(2)>`;

  it('stay text in the structured data, the head and the body, however they try to become markup', async () => {
    const target = await photographerWith(t, { city: 'Pokhara', district: 'Kaski' });
    await t.db
      .updateTable('users')
      .set({ username: `x${attack}`, bio: attack })
      .where('id', '=', target.user.id)
      .execute();
    const { html } = await page(`/photographers/${target.user.id}`);
    const [data] = structuredData(html);
    expect(data).toMatchObject({ name: `x${attack}`, description: attack });
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    // The app's script, the JSON-LD and the directory's first answers (firstAnswers.test.ts).
    expect(html.match(/<script/g)).toHaveLength(3);
    const answers = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(answers).not.toMatch(/[<>&]/);
    expect(answers).toContain('\\u003c/script\\u003e');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<!--');
    expect(rootOf(html)).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;&amp;&#39; &lt;img src=x onerror=alert(2)&gt;',
    );
    expect(textOf(rootOf(html))).toContain(attack);
  });
});

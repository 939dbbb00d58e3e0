import type { Photo, Reel } from '@tasbir/shared';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app/server.js';
import { newPhotographer, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { photoBytes, setPlan, uploadPhoto, uploadReel, videoBytes } from './media.fixtures.js';
import { tempWebDist } from './webDist.fixtures.js';

const crawlers = {
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  X: 'Twitterbot/1.0',
  Viber: 'Viber/21.0 (Android)',
};
const browser =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

// The built index.html's shape: its own title and description, and the app's module script in <head>.
const appScript = '<script type="module" crossorigin src="/assets/index-test.js"></script>';
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Tasbir: discover, book and support the photographers of Nepal." />
    <title>Tasbir</title>
    ${appScript}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const shareCardSource = fileURLToPath(new URL('../../web/public/share-card.png', import.meta.url));

const reelTitle = 'Sunset "<script>" & more';
const photoTitle = 'Phewa <b>at</b> \'dawn\' & "dusk"';
const bio = 'Weddings & "portraits" <em>in Pokhara</em>';
const siteTitle = "Tasbir · Nepal's home for photographers";

type Page = { status: number; html: string; headers: Record<string, string | string[] | number | undefined> };

const decode = (text: string) =>
  text.replace(
    /&(quot|lt|gt|#39|amp);/g,
    (_, name: string) => ({ quot: '"', lt: '<', gt: '>', '#39': "'", amp: '&' })[name] ?? '',
  );

/** Every meta tag by its property or name, its content unescaped as a crawler reads it. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    tags[match[1] ?? ''] = decode(match[2] ?? '');
  return tags;
}

const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

let t: TestApp;
let webDist: string;
let photographer: NewUser;
let reel: Reel;
let photo: Photo;

async function page(
  url: string,
  userAgent = crawlers.WhatsApp,
  headers: Record<string, string> = {},
  app = t.app,
): Promise<Page> {
  const response = await app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent, ...headers } });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

/** Fetches an absolute address on the test site as a crawler would, and says what came back. */
async function fetchImage(url: string | undefined) {
  expect(url).toMatch(/^http:\/\/tasbir\.test\//);
  const response = await t.app.inject({
    method: 'GET',
    url: (url ?? '').replace('http://tasbir.test', ''),
    headers: { 'user-agent': crawlers.Facebook },
  });
  const size = response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : undefined;
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    width: size?.width,
    height: size?.height,
  };
}

beforeAll(async () => {
  webDist = tempWebDist('previews-web', indexHtml);
  copyFileSync(shareCardSource, join(webDist, 'share-card.png'));
  t = await startTestApp({}, { webDist });
  photographer = await newPhotographer(t);
  await setPlan(t, photographer.user.id, 'royal');
  reel = (await uploadReel(t, photographer.access_token, videoBytes('mp4'), { title: reelTitle })).body;
  photo = (
    await uploadPhoto(t, photographer.access_token, await photoBytes(), {
      title: photoTitle,
      description: 'First light over the lake.',
    })
  ).body;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('a shared reel', () => {
  it.each(Object.entries(crawlers))('shows %s its title, poster and a large card', async (_name, userAgent) => {
    const { status, html } = await page(`/reels/${reel.id}`, userAgent);
    expect(status).toBe(200);
    const tags = metaTags(html);
    expect(tags).toMatchObject({
      'og:title': reelTitle,
      'og:type': 'video.other',
      'og:site_name': 'Tasbir',
      'og:url': `http://tasbir.test/reels/${reel.id}`,
      'twitter:card': 'summary_large_image',
      'twitter:title': reelTitle,
    });
    expect(tags['og:description']).toContain(`@${photographer.user.username}`);
    expect(tags['og:image']).toBe(`http://tasbir.test${reel.poster_url}`);
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(await fetchImage(tags['og:image'])).toMatchObject({ status: 200, type: 'image/webp' });
  });

  it('escapes the title it was given, so nothing written by a user becomes markup', async () => {
    const { html } = await page(`/reels/${reel.id}`);
    expect(html).toContain('<meta property="og:title" content="Sunset &quot;&lt;script&gt;&quot; &amp; more" />');
    expect(html).toContain('<title>Sunset &quot;&lt;script&gt;&quot; &amp; more · Tasbir</title>');
    expect(html).not.toContain('"<script>"');
    // The app's script, the reel's JSON-LD and the reels list it opens over, whose texts escape their own `<`.
    expect(head(html).match(/<script/g)).toHaveLength(3);
    expect(head(html)).toContain('"name":"Sunset \\"\\u003cscript\\u003e\\" \\u0026 more"');
  });

  it('is still the app: its script, its root, one title and one description, revalidated on every load', async () => {
    const { html, headers } = await page(`/reels/${reel.id}`);
    expect(head(html)).toContain(appScript);
    // The root holds the reel's words for crawlers until the app's first render replaces them.
    expect(html).toMatch(/<div id="root"><main class="page-summary">[\s\S]*<\/main><\/div>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('is the same page for a browser as for a crawler', async () => {
    expect((await page(`/reels/${reel.id}`, browser)).html).toBe((await page(`/reels/${reel.id}`, crawlers.X)).html);
  });
});

describe('a shared photo', () => {
  it('shows the display image with its size, escaped title and description', async () => {
    const { status, html } = await page(`/photos/${photo.id}`, crawlers.Facebook);
    expect(status).toBe(200);
    const tags = metaTags(html);
    expect(tags).toMatchObject({
      'og:title': photoTitle,
      'og:type': 'article',
      'og:url': `http://tasbir.test/photos/${photo.id}`,
      'og:image': `http://tasbir.test${photo.image_url}`,
      'og:image:width': String(photo.width),
      'og:image:height': String(photo.height),
      'og:image:type': 'image/webp',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:description']).toContain('First light over the lake.');
    expect(html).toContain('content="Phewa &lt;b&gt;at&lt;/b&gt; &#39;dawn&#39; &amp; &quot;dusk&quot;"');
    expect(await fetchImage(tags['og:image'])).toMatchObject({
      status: 200,
      type: 'image/webp',
      width: photo.width,
      height: photo.height,
    });
    expect(head(html)).toContain(appScript);
  });
});

describe('a shared photographer', () => {
  it('shows their avatar and escaped bio as a profile', async () => {
    await t.db
      .updateTable('users')
      .set({ bio, profile_picture: photo.thumb_url })
      .where('id', '=', photographer.user.id)
      .execute();
    const { status, html } = await page(`/photographers/${photographer.user.id}`, crawlers.X);
    expect(status).toBe(200);
    const tags = metaTags(html);
    expect(tags).toMatchObject({
      'og:title': photographer.user.username,
      'og:type': 'profile',
      'profile:username': photographer.user.username,
      'og:url': `http://tasbir.test/photographers/${photographer.user.id}`,
      'og:image': `http://tasbir.test${photo.thumb_url}`,
      'twitter:card': 'summary',
    });
    expect(tags['og:description']).toBe(`Pokhara, Kaski · ${bio}`);
    expect(html).toContain('Weddings &amp; &quot;portraits&quot; &lt;em&gt;in Pokhara&lt;/em&gt;');
    expect(html).not.toContain('<em>');
    expect(await fetchImage(tags['og:image'])).toMatchObject({ status: 200, type: 'image/webp' });
  });

  it("shows the site's share card when they have no avatar", async () => {
    const other = await newPhotographer(t);
    const tags = metaTags((await page(`/photographers/${other.user.id}`)).html);
    expect(tags).toMatchObject({
      'og:image': 'http://tasbir.test/share-card.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(await fetchImage(tags['og:image'])).toMatchObject({
      status: 200,
      type: 'image/png',
      width: 1200,
      height: 630,
    });
  });

  it('describes a suspended photographer as the site, like a missing one', async () => {
    const suspended = await newPhotographer(t);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', suspended.user.id).execute();
    const tags = metaTags((await page(`/photographers/${suspended.user.id}`)).html);
    expect(tags['og:title']).toBe(siteTitle);
    expect(tags['og:url']).toBeUndefined();
  });
});

const missingItems = [
  '/reels/no-such-reel',
  '/photos/no-such-photo',
  '/photographers/no-such-photographer',
  `/reels/${'x'.repeat(65)}`,
  '/photos/01a22122-efcf-7612-9818-b5dc862b0c88',
];

describe('an address with nothing to preview', () => {
  it.each([...missingItems, '/', '/photos'])('%s answers the app with the site’s tags', async (url) => {
    const { html } = await page(url);
    const tags = metaTags(html);
    expect(tags).toMatchObject({
      'og:title': siteTitle,
      'og:type': 'website',
      'og:image': 'http://tasbir.test/share-card.png',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:description']).toBeTruthy();
    expect(head(html)).toContain(appScript);
    expect(html).toContain('<title>Tasbir · Nepal&#39;s home for photographers</title>');
  });

  it.each(missingItems)('%s is a 404 kept out of search results, not a page crawlers would keep', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '*' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain(appScript);
  });

  it('answers the site’s own pages 200, indexable', async () => {
    for (const url of ['/', '/photos', '/leaderboard']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('keeps API misses as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reels/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('speaks Nepali to a visitor who asks for it first', async () => {
    const tags = metaTags((await page('/', browser, { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' })).html);
    expect(tags['og:site_name']).toBe('तस्बिर');
  });
});

describe('the address previews point to', () => {
  it('is the request’s own, through a trusted proxy, in development when PUBLIC_URL is not set', async () => {
    const app = await buildServer({ ...t.config, env: 'development', publicUrlSet: false, trustProxy: 1 }, { webDist });
    try {
      const proxied = metaTags(
        (
          await page(
            `/reels/${reel.id}`,
            crawlers.WhatsApp,
            { 'x-forwarded-host': 'tasbir.example', 'x-forwarded-proto': 'https' },
            app,
          )
        ).html,
      );
      expect(proxied['og:image']).toBe(`https://tasbir.example${reel.poster_url}`);
      expect(proxied['og:url']).toBe(`https://tasbir.example/reels/${reel.id}`);
      const forged = metaTags((await page(`/reels/${reel.id}`, crawlers.WhatsApp, { host: 'evil"><x' }, app)).html);
      expect(forged['og:url']).toBe(`http://tasbir.test/reels/${reel.id}`);
    } finally {
      await app.close();
    }
  });
});

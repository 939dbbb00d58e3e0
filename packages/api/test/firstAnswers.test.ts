import { firstPageInputs, firstQueriesOf, photoGridSizes, photoSrcSet, type Photo, type Reel } from '@tasbir/shared';
import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAnswersWriter, type FirstAnswersCaller } from '../src/app/firstAnswers.js';
import { newPhotographer, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { photoBytes, setPlan, uploadPhoto, uploadReel, videoBytes } from './media.fixtures.js';
import { tempWebDist } from './webDist.fixtures.js';

// A visitor's first screen needs no round trip after the script: the page the server sends carries
// the answers to the lists that page asks first, exactly as the app's own calls would get them.

let t: TestApp;
let webDist: string;
let photographer: NewUser;
const reels: Reel[] = [];
let photo: Photo;
const attack = '</script><script>alert(1)</script>';

beforeAll(async () => {
  webDist = tempWebDist('first-answers');
  t = await startTestApp({}, { webDist });
  photographer = await newPhotographer(t);
  await setPlan(t, photographer.user.id, 'royal');
  const upload = await uploadPhoto(t, photographer.access_token, await photoBytes(), { title: attack });
  expect(upload.status).toBe(200);
  photo = upload.body;
  for (const title of ['Older reel', 'Newest reel']) {
    const sent = await uploadReel(t, photographer.access_token, videoBytes('mp4'), { title });
    expect(sent.status).toBe(200);
    reels.push(sent.body);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The page's first answers, parsed as the app parses them. */
async function answersOf(url: string): Promise<Array<{ path: string; data?: unknown }> | undefined> {
  const html = (await t.app.inject({ method: 'GET', url })).body;
  const element = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html);
  return element ? (JSON.parse(element[1] ?? '') as Array<{ path: string; data?: unknown }>) : undefined;
}

/** What the app's own batched call for one query gets, as a visitor. */
async function trpcAnswer(path: string, input: unknown): Promise<unknown> {
  const url = `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
  const [answer] = (await t.app.inject({ method: 'GET', url })).json<Array<{ result: { data: unknown } }>>();
  return answer?.result.data;
}

describe("the page's first answers", () => {
  it.each(['/', '/photos', `/photos/any-photo`, '/reels', '/photographers', '/photographers/x', '/leaderboard'])(
    '%s carries each list it asks first, as the app would get it',
    async (url) => {
      const answers = await answersOf(url);
      const queries = firstQueriesOf(url);
      expect(queries.length).toBeGreaterThan(0);
      expect(answers?.map((answer) => answer.path)).toEqual(queries.map((query) => query.path));
      for (const [index, query] of queries.entries()) {
        expect(answers?.[index]?.data).toEqual(await trpcAnswer(query.path, query.input));
      }
    },
  );

  it('holds the photos the gallery shows first, a title that tries to end the script included', async () => {
    const [photos] = (await answersOf('/photos')) ?? [];
    expect(photos?.data).toMatchObject({ items: [{ title: attack }] });
    const html = (await t.app.inject({ method: 'GET', url: '/photos' })).body;
    expect(html).not.toContain(attack);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('is left out of the pages that ask no list first', async () => {
    for (const url of ['/about', '/dashboard', '/messages']) expect(await answersOf(url)).toBeUndefined();
  });

  it('lists the queries with the inputs the pages use', () => {
    expect(firstQueriesOf('/photos/')).toEqual([
      { path: 'photos.list', input: firstPageInputs.photos, infinite: true },
    ]);
    expect(firstQueriesOf('/photos/a/b')).toEqual([]);
  });
});

describe("the page's largest image", () => {
  type Preloaded = { href?: string; srcset?: string; sizes?: string };
  /** The images the page asks for at once, before its script runs. */
  async function preloadedImages(url: string, headers: Record<string, string> = {}): Promise<Preloaded[]> {
    const html = (await t.app.inject({ method: 'GET', url, headers })).body;
    return [...html.matchAll(/<link rel="preload" as="image"([^>]*) fetchpriority="high">/g)].map(([, tag = '']) => {
      const value = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
      const srcset = value('imagesrcset');
      return srcset ? { href: value('href'), srcset, sizes: value('imagesizes') } : { href: value('href') };
    });
  }

  it("is the reels feed's first poster, asked for with the page", async () => {
    const [older, newest] = reels;
    expect(newest?.poster_url).toBeTruthy();
    expect(await preloadedImages('/reels')).toEqual([{ href: newest?.poster_url }]);
    // A reel's own address opens the feed at that reel: its poster, not the feed's first.
    expect(await preloadedImages(`/reels/${older?.id ?? ''}`)).toEqual([{ href: older?.poster_url }]);
  });

  it("is a photo grid's first card, named by the sources and sizes its image chooses from", async () => {
    expect(photo.width).toBeGreaterThan(480);
    const card = { href: photo.thumb_url, srcset: photoSrcSet(photo), sizes: photoGridSizes };
    for (const url of ['/', '/photos']) {
      expect(await preloadedImages(url)).toEqual([card]);
      expect((await t.app.inject({ method: 'GET', url })).headers.vary).toContain('Save-Data');
    }
  });

  it("is the first card's thumbnail alone when the browser asks to save data, as the app then shows", async () => {
    for (const url of ['/', '/photos'])
      expect(await preloadedImages(url, { 'save-data': 'on' })).toEqual([{ href: photo.thumb_url }]);
  });

  it('is not named on a page that opens on no image', async () => {
    for (const url of ['/photographers', '/leaderboard', '/about']) {
      expect(await preloadedImages(url)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url })).headers.vary ?? '').not.toContain('Save-Data');
    }
  });
});

describe('the page on the wire', () => {
  it.each(['/photos', '/', '/leaderboard', '/photos/no-such-photo'])(
    '%s is compressed as the browser allows, decoding to the page itself',
    async (url) => {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const sent = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(sent.statusCode).toBe(plain.statusCode);
        expect(sent.headers['content-encoding']).toBe(encoding);
        expect(sent.headers.vary).toContain('accept-encoding');
        expect(decode(sent.rawPayload).toString('utf8')).toBe(plain.body);
      }
    },
  );
});

describe('a first answer that cannot be read', () => {
  it('is written without data, so the app asks for it itself, and the others still are', async () => {
    const list = async () => ({ items: [], next_cursor: null });
    const caller: FirstAnswersCaller = {
      photos: { list },
      reels: { list },
      photographers: {
        list: () => Promise.reject(new Error('the database is away')),
      },
      leaderboard: { list: async () => [] },
    };
    const write = firstAnswersWriter(() => caller);
    const written = await write({ log: { warn: () => undefined }, headers: {} }, '/');
    const json = /<script type="application\/json" id="first-answers">([\s\S]*)<\/script>/.exec(
      written?.tag ?? '',
    )?.[1];
    expect(JSON.parse(json ?? '')).toEqual([
      { path: 'photos.list', data: { items: [], next_cursor: null } },
      { path: 'reels.list', data: { items: [], next_cursor: null } },
      { path: 'photographers.list' },
    ]);
  });
});

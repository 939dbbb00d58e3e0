import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { tempWebDist } from './webDist.fixtures.js';

/** The web app's public folder, which the web build copies to the root of its dist. */
const webPublic = fileURLToPath(new URL('../../web/public/', import.meta.url));
const webIndexHtml = fileURLToPath(new URL('../../web/index.html', import.meta.url));

let t: TestApp;
let webDist: string;
let photographerId: string;

beforeAll(async () => {
  webDist = tempWebDist('static-web');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  copyFileSync(join(webPublic, 'favicon.ico'), join(webDist, 'favicon.ico'));
  t = await startTestApp({}, { webDist });
  photographerId = (await newPhotographer(t)).user.id;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const request = (method: 'GET' | 'HEAD', url: string) => t.app.inject({ method, url });

describe('HEAD', () => {
  it.each(['/', '/photographers', '/some/deep/link', '/assets/index-abc123.js', '/favicon.ico', '/api/health'])(
    'answers %s as GET does, with no body',
    async (url) => {
      const [get, head] = [await request('GET', url), await request('HEAD', url)];
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'cache-control', 'content-security-policy'])
        expect(head.headers[name], name).toEqual(get.headers[name]);
    },
  );

  it('answers an item page as GET does', async () => {
    const url = `/photographers/${photographerId}`;
    const [get, head] = [await request('GET', url), await request('HEAD', url)];
    expect([get.statusCode, head.statusCode]).toEqual([200, 200]);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
  });
});

describe('addresses that are not pages', () => {
  it.each([
    '/assets/nonexistent.js',
    '/assets/',
    '/assets/deep/missing.css',
    '/.env',
    '/.git/config',
    '/app/.htaccess',
    '/%2eenv',
    '/.well-known/nothing',
  ])('answers 404 for %s, not the app page', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const reply = await request(method, url);
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.headers['content-type']).not.toMatch(/html/);
    }
  });
});

describe('the favicon', () => {
  it('is a real icon at /favicon.ico', async () => {
    const reply = await request('GET', '/favicon.ico');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file starts with reserved 0, type 1 (icon), and at least one image.
    const header = reply.rawPayload.subarray(0, 6);
    expect([header.readUInt16LE(0), header.readUInt16LE(2)]).toEqual([0, 1]);
    expect(header.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('is named in the web app’s index.html', () => {
    expect(readFileSync(webIndexHtml, 'utf8')).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year, unchanged', async () => {
    const reply = await request('GET', '/assets/index-abc123.js');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/photos', `/photographers/{id}`])(
    'revalidates the app page %s at every visit by its ETag, answering 304 when unchanged',
    async (path) => {
      const url = path.replace('{id}', photographerId);
      const first = await request('GET', url);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'if-none-match': String(etag) } });
      expect(head.statusCode).toBe(304);
      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"older"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('gives pages that differ different ETags', async () => {
    const [home, portfolio] = [await request('GET', '/'), await request('GET', `/photographers/${photographerId}`)];
    expect(home.headers.etag).not.toBe(portfolio.headers.etag);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Photo } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { photoBytes, setPlan, uploadPhoto } from './media.fixtures.js';

/**
 * Security headers (issue 13, found by a look from outside): every kind of answer — a page, a
 * static asset, REST JSON, a tRPC batch, a refusal, a 404, a media file, the OpenAPI document —
 * carries the policy the web app runs under, nosniff, a referrer policy and no framing; answers
 * that belong to one caller are `no-store`, while visitors' answers keep the caching that the
 * service worker and the list caches rely on.
 */
const expectedPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

type Headers = Record<string, string | string[] | number | undefined>;
type Answer = { status: number; headers: Headers };

let t: TestApp;
let webDist: string;
let photographer: NewUser;
let patron: NewUser;
let admin: NewUser;
let photo: Photo;

beforeAll(async () => {
  // The built web app's shape: a page, a hashed asset, the service worker.
  webDist = mkdtempSync(join(tmpdir(), 'tasbir-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Tasbir</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'sw.js'), 'self.skipWaiting()');
  // The visitor cache on, as in production: a kept answer must carry the headers too.
  t = await startTestApp({ LIST_CACHE_MS: '60000' }, { webDist });
  photographer = await newPhotographer(t);
  patron = await newUser(t);
  admin = await newUser(t, { role: 'admin' });
  await setPlan(t, photographer.user.id, 'silver');
  const upload = await uploadPhoto(t, photographer.access_token, await photoBytes());
  expect(upload.status).toBe(200);
  photo = upload.body;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function get(url: string, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: response.statusCode, headers: response.headers };
}

async function post(url: string, body: unknown, token?: string): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, headers: response.headers };
}

const batched = (paths: string[], inputs: unknown[]) =>
  `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, index) => [index, input]))))}`;

function expectSecurityHeaders({ headers }: Answer, policy = expectedPolicy) {
  expect(headers['content-security-policy']).toBe(policy);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

const cacheControl = ({ headers }: Answer) => String(headers['cache-control'] ?? '');

describe('every kind of answer carries the security headers', () => {
  it('an app page, at the site root, at a page address and at an item address', async () => {
    for (const path of ['/', '/photographers', `/photos/${photo.id}`, '/no-such-page']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      expectSecurityHeaders(page);
      expect(cacheControl(page), path).toBe('no-cache');
    }
  });

  it('a static asset and the service worker, keeping their own caching', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset);
    expect(cacheControl(asset)).toBe('public, max-age=31536000, immutable');
    const worker = await get('/sw.js');
    expectSecurityHeaders(worker);
    expect(cacheControl(worker)).toBe('no-cache');
  });

  it('REST JSON, a tRPC batch and the OpenAPI document', async () => {
    const answers = [
      await get('/api/photographers'),
      await get(batched(['photos.list', 'photographers.list'], [{}, {}])),
      await get('/api/openapi.json'),
      await get('/api/me', patron.access_token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expectSecurityHeaders(answer);
    }
  });

  it('refusals: bad input, no token, a wrong role, a 404 on REST, tRPC and media, an address that cannot be read', async () => {
    const answers = [
      await post('/api/login', { email: 'not an email' }),
      await get('/api/me'),
      await get('/api/admin/users', patron.access_token),
      await get(batched(['auth.me'], [undefined])),
      await get('/api/no-such-path'),
      await get('/trpc/no.such.procedure'),
      await get('/api/media/0000000000000000000000000000000000000000000000000000000000000000.webp'),
      await get('/api/photos/%E0%A4%A'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expectSecurityHeaders(answer);
    }
  });

  it('a media file, whole and in part, and its 304, public and immutable whoever asks', async () => {
    const url = photo.image_url;
    const whole = await get(url);
    const part = await get(url, undefined, { range: 'bytes=0-99' });
    const again = await get(url, undefined, { 'if-none-match': String(whole.headers.etag) });
    const signedIn = await get(url, patron.access_token);
    expect([whole.status, part.status, again.status, signedIn.status]).toEqual([200, 206, 304, 200]);
    for (const answer of [whole, part, again, signedIn]) {
      expectSecurityHeaders(answer);
      expect(cacheControl(answer)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a receipt keeps its own stricter policy', async () => {
    const receipt = await post(
      '/api/credits/request',
      {
        amount: 100,
        payment_method: 'khalti',
        receipt_image: `data:image/png;base64,${(await photoBytes('png', 32, 20)).toString('base64')}`,
      },
      patron.access_token,
    );
    expect(receipt.status).toBe(200);
    const mine = await t.call<{ requests: { receipt_url: string }[] }>('GET', '/api/credits/my-requests', {
      token: patron.access_token,
    });
    const served = await get(mine.body.requests[0]?.receipt_url ?? '', patron.access_token);
    expect(served.status).toBe(200);
    expectSecurityHeaders(served, "default-src 'none'; img-src 'self'; sandbox");
    expect(cacheControl(served)).toBe('private, no-store');
  });
});

describe('personal answers are not stored; visitors’ answers keep their caching', () => {
  it('every answer to a signed-in request is no-store: REST, tRPC, its refusals', async () => {
    const answers = [
      await get('/api/me', patron.access_token),
      await get('/api/notifications', patron.access_token),
      await get('/api/chat/conversations', patron.access_token),
      await get('/api/bookings/mine', patron.access_token),
      await get('/api/credits/my-requests', patron.access_token),
      await get('/api/user/dashboard', patron.access_token),
      await get('/api/admin/users', admin.access_token),
      await get(batched(['auth.me', 'notifications.counts'], [undefined, undefined]), patron.access_token),
      // Answers that hold nothing personal are still the caller's when asked with a token.
      await get('/api/photographers', patron.access_token),
      await get(batched(['photos.list'], [{}]), patron.access_token),
      // Refusals too: a wrong role, an expired or broken token.
      await get('/api/admin/users', patron.access_token),
      await get(batched(['adminUsers.list'], [{}]), patron.access_token),
      await get('/api/me', 'not-a-token'),
      await get('/api/photos/%E0%A4%A', patron.access_token),
    ];
    for (const answer of answers) expect(cacheControl(answer)).toBe('no-store');
  });

  it('answers to sign-in, registration and other changes are no-store, tokenless as they are', async () => {
    const login = await post('/api/login', { email: patron.email, password: patron.password });
    expect(login.status).toBe(200);
    const trpcLogin = await post('/trpc/auth.login', { email: patron.email, password: patron.password });
    expect(trpcLogin.status).toBe(200);
    const refused = await post('/api/login', { email: patron.email, password: 'not the password' });
    expect(refused.status).toBe(401);
    const view = await post(`/api/photos/${photo.id}/view`, {});
    for (const answer of [login, trpcLogin, refused, view]) expect(cacheControl(answer)).toBe('no-store');
  });

  it('the chat socket address with a token in it is no-store', async () => {
    const refused = await get(`/api/ws/chat/${patron.user.id}?token=not-a-token`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(refused);
    expect(cacheControl(refused)).toBe('no-store');
  });

  it('visitor lists, items and pages are not marked no-store, kept in the visitor cache or not', async () => {
    const paths = [
      '/api/photographers',
      '/api/photos',
      `/api/photos/${photo.id}`,
      '/api/reels',
      batched(['photos.list', 'photographers.list'], [{}, {}]),
      '/',
      '/api/openapi.json',
    ];
    for (const path of paths) {
      const first = await get(path);
      const kept = await get(path);
      for (const answer of [first, kept]) {
        expect(answer.status, path).toBe(200);
        expect(cacheControl(answer), path).not.toContain('no-store');
        expectSecurityHeaders(answer);
      }
    }
  });
});

import type { Session } from '@tasbir/shared';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhotographers } from '@tasbir/db';
import { newUser } from './factories.js';
import { restartTestApp, startTestApp, type TestApp } from './harness.js';

describe('the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports the database in GET /api/health', async () => {
    const reply = await t.call('GET', '/api/health');
    expect(reply).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('documents every REST path in /api/openapi.json', async () => {
    const reply = await t.call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/openapi.json',
    );
    expect(reply.body.openapi).toBe('3.1.0');
    for (const path of ['/api/register', '/api/login', '/api/forgot-password', '/api/reset-password'])
      expect(reply.body.paths[path]).toHaveProperty('post');
    expect(reply.body.paths['/api/me']).toHaveProperty('get');
    expect(reply.body.paths['/api/profile']).toHaveProperty('put');
  });

  it('answers an unknown API path with 404 and a detail', async () => {
    expect(await t.call('GET', '/api/no-such-thing')).toMatchObject({ status: 404, body: { detail: 'Not found' } });
  });

  it('refuses an oversized body with 413 and a detail', async () => {
    const reply = await t.call('POST', '/api/login', {
      body: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(reply.status).toBe(413);
    expect(typeof reply.body.detail).toBe('string');
  });

  it('gives every response a request id, keeping a sane one the client sent', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(reply.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('start-up data', () => {
  it('makes sure the configured admin exists and can sign in, and logs it in the audit log', async () => {
    const t = await startTestApp({ ADMIN_EMAIL: 'Boss@Tasbir.test', ADMIN_PASSWORD: 'admin password 1' });
    try {
      const reply = await t.call<Session>('POST', '/api/login', {
        body: { email: 'boss@tasbir.test', password: 'admin password 1' },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.user.role).toBe('admin');
      const audit = await t.db.selectFrom('audit_log').selectAll().execute();
      expect(audit).toEqual([
        expect.objectContaining({ action: 'admin.created-from-config', target_id: reply.body.user.id }),
      ]);
    } finally {
      await t.close();
    }
  });

  it('restores the admin role of an existing account with that email', async () => {
    const first = await startTestApp();
    await newUser(first, { username: 'future_admin', email: 'chief@tasbir.test', password: 'user password 1' });
    const t = await restartTestApp(first, { ADMIN_EMAIL: 'chief@tasbir.test', ADMIN_PASSWORD: 'admin password 2' });
    try {
      const reply = await t.call<Session>('POST', '/api/login', {
        body: { email: 'chief@tasbir.test', password: 'admin password 2' },
      });
      expect(reply.body.user).toMatchObject({ role: 'admin', username: 'future_admin' });
      expect(await t.db.selectFrom('audit_log').select('action').execute()).toEqual([
        { action: 'admin.updated-from-config' },
      ]);
    } finally {
      await t.close();
    }
  });

  // The whole demo seed, with its generated photos and reels: seconds alone, longer on a busy machine.
  it('seeds demo photographers into an empty database when DEMO_DATA is on', { timeout: 60_000 }, async () => {
    const t = await startTestApp({ DEMO_DATA: '1' });
    try {
      const photographers = await t.db
        .selectFrom('users')
        .select(['username', 'city'])
        .where('role', '=', 'photographer')
        .execute();
      expect(photographers).toHaveLength(demoPhotographers.length);
      expect(photographers.map((p) => p.city)).toEqual(
        expect.arrayContaining(['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Pokhara', 'Bharatpur']),
      );
      const demo = await t.call('POST', '/api/login', {
        body: { email: 'aarav.shrestha@example.com', password: 'tasbir-demo' },
      });
      expect(demo.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'tasbir-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tasbir</title>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    t = await startTestApp({}, { webDist });
  });
  afterAll(() => t.close());

  it('serves hashed assets with year-long immutable caching', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli file to browsers that accept it", async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe('console.log(1)');
  });

  it('answers page addresses with index.html so deep links and reload work', async () => {
    for (const url of ['/', '/photos', '/reels/42', '/?token=abc']) {
      const reply = await t.app.inject({ method: 'GET', url });
      // A reel that is not there is a 404 for crawlers, and still the app, which says so.
      expect(reply.statusCode).toBe(url === '/reels/42' ? 404 : 200);
      expect(reply.body).toContain('<title>Tasbir</title>');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps API misses as JSON 404s', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ detail: 'Not found', code: 'notFound' });
  });
});

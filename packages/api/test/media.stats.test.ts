import type { UploadStats, User } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { photoBytes, setPlan, uploadPhoto } from './media.fixtures.js';

describe('GET /api/upload-stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const stats = (token: string) => t.call<UploadStats>('GET', '/api/upload-stats', { token });

  it('shows a free photographer no room', async () => {
    const p = await newPhotographer(t);
    expect((await stats(p.access_token)).body).toEqual({
      plan: 'free',
      photos: { used: 0, limit: 0, remaining: 0, max_file_mb: 0 },
      reels: { used: 0, limit: 0, remaining: 0, max_file_mb: 0 },
    });
  });

  it('counts uploads against the silver plan', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const jpeg = await photoBytes();
    await uploadPhoto(t, p.access_token, jpeg);
    await uploadPhoto(t, p.access_token, jpeg);
    expect((await stats(p.access_token)).body).toEqual({
      plan: 'silver',
      photos: { used: 2, limit: 5, remaining: 3, max_file_mb: 5 },
      reels: { used: 0, limit: 2, remaining: 2, max_file_mb: 50 },
    });
  });

  it('says unlimited in words for royal and for admins', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'royal');
    expect((await stats(p.access_token)).body.photos).toEqual({
      used: 0,
      limit: 'unlimited',
      remaining: 'unlimited',
      max_file_mb: 50,
    });
    const admin = await newUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    expect((await stats(admin.access_token)).body.reels).toEqual({
      used: 0,
      limit: 'unlimited',
      remaining: 'unlimited',
      max_file_mb: 500,
    });
  });

  it('falls back to free when the plan has run out', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'diamond', { expired: true });
    expect((await stats(p.access_token)).body).toMatchObject({ plan: 'free', photos: { limit: 0 } });
  });

  it('needs sign-in', async () => {
    expect((await t.call('GET', '/api/upload-stats')).status).toBe(401);
  });

  it('is offered over tRPC with the allowance for one more upload', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    const reply = await t.app.inject({
      method: 'GET',
      url: `/trpc/media.uploadAllowance?input=${encodeURIComponent(JSON.stringify({ kind: 'reel' }))}`,
      headers: { authorization: `Bearer ${p.access_token}` },
    });
    expect(reply.json()).toMatchObject({
      result: { data: { kind: 'reel', limit: 8, remaining: 8, max_file_mb: 100, max_file_bytes: 100 * 1024 * 1024 } },
    });
  });
});

describe('POST /api/test/set-subscription', () => {
  it('does not exist unless ENABLE_TEST_ROUTES is set', async () => {
    const t = await startTestApp();
    try {
      const p = await newPhotographer(t);
      expect(await t.call('POST', '/api/test/set-subscription?plan=silver', { token: p.access_token })).toMatchObject({
        status: 404,
        body: { detail: 'Not found' },
      });
      expect((await t.call('POST', '/api/test/set-subscription?plan=silver')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("sets the caller's plan for 30 days when enabled, so uploads follow it", async () => {
    const t = await startTestApp({ ENABLE_TEST_ROUTES: '1' });
    try {
      const p = await newPhotographer(t);
      const reply = await t.call<User>('POST', '/api/test/set-subscription?plan=silver', { token: p.access_token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ subscription_plan: 'silver', subscription_active: true });
      const days = (Date.parse(reply.body.subscription_expires_at ?? '') - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      expect((await uploadPhoto(t, p.access_token, await photoBytes())).status).toBe(200);
      expect(await t.call('POST', '/api/test/set-subscription?plan=platinum', { token: p.access_token })).toMatchObject(
        {
          status: 400,
          body: { detail: 'Plan must be free, silver, gold, diamond or royal' },
        },
      );
      expect((await t.call('POST', '/api/test/set-subscription?plan=gold')).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the photo and reel paths, with multipart bodies for uploads and comments', async () => {
    const t = await startTestApp();
    try {
      const doc = await t.call<{
        paths: Record<
          string,
          Record<
            string,
            { requestBody?: { content: Record<string, unknown> }; parameters?: { name: string; in: string }[] }
          >
        >;
      }>('GET', '/api/openapi.json');
      const paths = doc.body.paths;
      expect(Object.keys(paths['/api/photos'] ?? {}).sort()).toEqual(['get', 'post']);
      expect(paths['/api/photos']?.get?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
        'query:limit',
        'query:trending',
        'query:cursor',
      ]);
      expect(Object.keys(paths['/api/photos']?.post?.requestBody?.content ?? {})).toEqual([
        'application/json',
        'multipart/form-data',
      ]);
      expect(Object.keys(paths['/api/reels/{id}/comment']?.post?.requestBody?.content ?? {})).toEqual([
        'application/json',
        'multipart/form-data',
      ]);
      for (const path of [
        '/api/reels',
        '/api/reels/{id}/like',
        '/api/reels/{id}/comments',
        '/api/reels/{id}/share',
        '/api/photos/{id}/like',
        '/api/upload-stats',
        '/api/photos/upload',
        '/api/reels/upload',
      ]) {
        expect(paths[path]).toBeDefined();
      }
    } finally {
      await t.close();
    }
  });
});

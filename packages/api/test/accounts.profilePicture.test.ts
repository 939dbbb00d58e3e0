import { join } from 'node:path';
import type { AdminUser, DirectoryItem, User } from '@tasbir/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  dataUrl,
  fetchMedia,
  hasGpsSection,
  jpegWithGpsSideways,
  mediaFiles,
  photoBytes,
  postMultipart,
  stagedFiles,
} from './media.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const servedPath = /^\/api\/media\/[0-9a-f]{64}\.webp$/;
const uploadJson = (token: string | undefined, picture: unknown) =>
  t.call<User>('POST', '/api/profile/picture', { ...(token ? { token } : {}), body: { picture } });
const uploadFile = (token: string, bytes: Buffer, type = 'image/png', filename = 'me.png') =>
  postMultipart<User>(t, '/api/profile/picture', { token, file: { bytes, type, filename, field: 'picture' } });
const fileOf = (path: string | null) =>
  join(
    t.config.dataDir,
    'media',
    (path ?? '').slice('/api/media/'.length, '/api/media/'.length + 2),
    (path ?? '').slice('/api/media/'.length),
  );

describe('a profile picture', () => {
  it('is an uploaded image, stored as a square WebP without metadata and served like other media', async () => {
    const account = await newUser(t);
    const reply = await uploadJson(account.access_token, dataUrl(await jpegWithGpsSideways()));
    expect(reply.status).toBe(200);
    expect(reply.body.profile_picture).toMatch(servedPath);
    expect((await t.call<User>('GET', '/api/me', { token: account.access_token })).body.profile_picture).toBe(
      reply.body.profile_picture,
    );

    const served = await fetchMedia(t, reply.body.profile_picture ?? '');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 256,
      height: 256,
    });
    expect(hasGpsSection(meta.exif)).toBe(false);
    expect(meta.exif).toBeUndefined();
  });

  it('may come as a multipart file, PNG or WebP', async () => {
    const account = await newUser(t);
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const reply = await uploadFile(account.access_token, await photoBytes(format, 300, 500), type, `me.${format}`);
      expect(reply.status, format).toBe(200);
      expect(reply.body.profile_picture).toMatch(servedPath);
    }
  });

  it('is refused when it is not a JPEG, PNG or WebP image, whatever its name or declared type', async () => {
    const account = await newUser(t);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const html = Buffer.concat([
      Buffer.from('<html><script>alert(1)</script></html>'),
      await photoBytes('png', 20, 20),
    ]);
    for (const bytes of [svg, html, Buffer.from('GIF89a not really')]) {
      expect(await uploadFile(account.access_token, bytes, 'image/png', 'me.png')).toMatchObject({
        status: 400,
        body: { code: 'imageTypeRefused' },
      });
    }
    const truncated = (await photoBytes('jpeg', 400, 400)).subarray(0, 300);
    expect(await uploadJson(account.access_token, dataUrl(truncated))).toMatchObject({
      status: 400,
      body: { code: 'imageUnreadable' },
    });
    expect(await uploadJson(account.access_token, 'https://tracker.example/me.jpg')).toMatchObject({
      status: 400,
      body: { code: 'fileDataInvalid' },
    });
    expect(await uploadJson(account.access_token, undefined)).toMatchObject({
      status: 400,
      body: { code: 'imageRequired' },
    });
    expect(
      (
        await t.db
          .selectFrom('users')
          .select('profile_picture')
          .where('id', '=', account.user.id)
          .executeTakeFirstOrThrow()
      ).profile_picture,
    ).toBeNull();
    expect(stagedFiles(t)).toEqual([]);
  });

  it('is refused over 5 MB, as JSON and as a file, before a stored byte', async () => {
    const account = await newUser(t);
    const before = mediaFiles(t).length;
    const large = Buffer.concat([await photoBytes('jpeg', 64, 64), Buffer.alloc(5 * 1024 * 1024)]);
    const detail = 'A profile picture may be at most 5 MB.';
    expect(await uploadJson(account.access_token, dataUrl(large))).toMatchObject({
      status: 413,
      body: { code: 'profilePictureTooLarge', detail },
    });
    expect(await uploadFile(account.access_token, large, 'image/jpeg', 'me.jpg')).toMatchObject({
      status: 413,
      body: { code: 'profilePictureTooLarge', detail },
    });
    expect(mediaFiles(t).length).toBe(before);
    expect(stagedFiles(t)).toEqual([]);
  });

  it('is refused to a visitor before the body is read', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
      payload: '{',
    });
    expect(reply.statusCode).toBe(401);
    expect((await t.call('DELETE', '/api/profile/picture')).status).toBe(401);
  });

  it('replaces the one before, whose file goes unless another account uses the same picture', async () => {
    const [first, second] = [await newUser(t), await newUser(t)];
    const shared = await photoBytes('png', 120, 120);
    const old = (await uploadFile(first.access_token, shared)).body.profile_picture;
    expect((await uploadFile(second.access_token, shared)).body.profile_picture).toBe(old);
    const replaced = await uploadFile(first.access_token, await photoBytes('png', 130, 90));
    expect(replaced.body.profile_picture).not.toBe(old);
    expect(mediaFiles(t)).toContain(fileOf(old));

    expect(
      (await t.call<User>('DELETE', '/api/profile/picture', { token: second.access_token })).body.profile_picture,
    ).toBeNull();
    expect(mediaFiles(t)).not.toContain(fileOf(old));
    expect((await fetchMedia(t, old ?? '')).status).toBe(404);
    expect(mediaFiles(t)).toContain(fileOf(replaced.body.profile_picture));
  });

  it('is not an address the profile form can set: a profile_picture there is ignored', async () => {
    const account = await newUser(t);
    const set = await uploadFile(account.access_token, await photoBytes('png', 80, 80));
    const reply = await t.call<User>('PUT', '/api/profile', {
      token: account.access_token,
      body: { bio: 'Pasni and weddings', profile_picture: 'https://tracker.example/pixel.gif' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ bio: 'Pasni and weddings', profile_picture: set.body.profile_picture });
    const cleared = await t.call<User>('PUT', '/api/profile', {
      token: account.access_token,
      body: { profile_picture: '' },
    });
    expect(cleared.body.profile_picture).toBe(set.body.profile_picture);
  });

  it('shows on the photographer’s directory card', async () => {
    const photographer = await newPhotographer(t);
    const picture = (
      await uploadFile(photographer.access_token, await photoBytes('jpeg', 200, 200), 'image/jpeg', 'me.jpg')
    ).body.profile_picture;
    const card = await t.call<DirectoryItem>('GET', `/api/photographers/${photographer.user.id}`);
    expect(card.body).toMatchObject({ profile_picture: picture, profile_image: picture });
  });

  it('goes with its account when an admin deletes it', async () => {
    const admin = await newUser(t, { role: 'admin' });
    const leaving = await newUser(t);
    const picture = (await uploadFile(leaving.access_token, await photoBytes('png', 150, 100))).body.profile_picture;
    expect(mediaFiles(t)).toContain(fileOf(picture));
    expect(
      (await t.call<AdminUser>('DELETE', `/api/admin/users/${leaving.user.id}`, { token: admin.access_token })).status,
    ).toBe(200);
    expect(mediaFiles(t)).not.toContain(fileOf(picture));
  });
});

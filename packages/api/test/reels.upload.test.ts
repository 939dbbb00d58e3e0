import type { Reel } from '@tasbir/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  dataUrl,
  fetchMedia,
  mediaFiles,
  photoBytes,
  postMultipart,
  setPlan,
  stagedFiles,
  uploadReel,
  videoBytes,
} from './media.fixtures.js';

let t: TestApp;
let mp4: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  mp4 = videoBytes('mp4');
});
afterAll(() => t.close());

const reelCount = async (userId: string) =>
  (await t.db.selectFrom('users').select('reel_count').where('id', '=', userId).executeTakeFirstOrThrow()).reel_count;

describe('who may upload reels', () => {
  it("refuses a free photographer with the product's sentence", async () => {
    const p = await newPhotographer(t);
    expect(await uploadReel(t, p.access_token, mp4)).toMatchObject({
      status: 403,
      body: { detail: 'Reel upload requires Silver plan or higher.' },
    });
  });

  it('accepts a photographer on silver, and a user-role account on silver', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    expect((await uploadReel(t, p.access_token, mp4)).status).toBe(200);
    const u = await newUser(t);
    expect((await uploadReel(t, u.access_token, mp4)).status).toBe(403);
    await setPlan(t, u.user.id, 'silver');
    expect((await uploadReel(t, u.access_token, mp4)).status).toBe(200);
  });

  it('refuses a third reel on silver', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    expect((await uploadReel(t, p.access_token, mp4)).status).toBe(200);
    expect((await uploadReel(t, p.access_token, mp4)).status).toBe(200);
    const third = await uploadReel(t, p.access_token, mp4);
    expect(third).toMatchObject({
      status: 403,
      body: { detail: "You've reached your plan limit of 2 reels. Please upgrade to upload more." },
    });
    expect(await reelCount(p.user.id)).toBe(2);
  });

  it('refuses a reel over the plan size (50 MB on silver) and keeps nothing', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const before = mediaFiles(t).length;
    const oversized = Buffer.concat([mp4, Buffer.alloc(50 * 1024 * 1024 + 1 - mp4.length)]);
    expect(await uploadReel(t, p.access_token, oversized)).toMatchObject({
      status: 413,
      body: { detail: 'File size exceeds your plan limit of 50 MB...' },
    });
    expect(mediaFiles(t)).toHaveLength(before);
    expect(stagedFiles(t)).toEqual([]);
    expect(await reelCount(p.user.id)).toBe(0);
  });
});

describe('reel files', () => {
  it('keeps MP4, WebM and QuickTime, typed from the bytes', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'royal');
    for (const [format, expected] of [
      ['mp4', 'video/mp4'],
      ['webm', 'video/webm'],
      ['mov', 'video/mp4'],
    ] as const) {
      const reply = await postMultipart<Reel>(t, '/api/reels/upload', {
        token: p.access_token,
        fields: { title: format },
        file: { bytes: videoBytes(format), filename: 'clip.bin' },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.video_type).toBe(expected);
      const served = await fetchMedia(t, reply.body.video_url);
      expect(served.headers['content-type']).toBe(expected);
    }
  });

  it('refuses a text file or a photo named .mp4', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    const text = await uploadReel(t, p.access_token, Buffer.from('definitely not a video'));
    const photo = await uploadReel(t, p.access_token, await photoBytes('jpeg'));
    for (const reply of [text, photo])
      expect(reply).toMatchObject({
        status: 400,
        body: { detail: 'Only MP4, WebM or QuickTime (MOV) videos can be uploaded.' },
      });
    expect(await reelCount(p.user.id)).toBe(0);
  });

  it('refuses a file that looks like MP4 but holds no video, leaving nothing behind', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    const before = mediaFiles(t).length;
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4000, 7)]);
    expect(await uploadReel(t, p.access_token, fake)).toMatchObject({
      status: 400,
      body: { detail: 'This video could not be read. Please upload an MP4, WebM or QuickTime video.' },
    });
    expect(mediaFiles(t)).toHaveLength(before);
    expect(stagedFiles(t)).toEqual([]);
  });

  it('makes a poster frame and moves the MP4 index to the front (faststart)', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    expect(mp4.indexOf('moov')).toBeGreaterThan(mp4.indexOf('mdat'));
    const reply = await uploadReel(t, p.access_token, mp4);
    expect(reply.status).toBe(200);
    const video = await fetchMedia(t, reply.body.video_url);
    expect(video.bytes.indexOf('moov')).toBeLessThan(video.bytes.indexOf('mdat'));
    expect(reply.body.poster_url).toMatch(/^\/api\/media\/[0-9a-f]{64}\.webp$/);
    const poster = await sharp((await fetchMedia(t, reply.body.poster_url ?? '')).bytes).metadata();
    expect(poster).toMatchObject({ format: 'webp', width: 180, height: 320 });
    expect(reply.body).toMatchObject({ width: 180, height: 320, likes: 0, comments_count: 0, shares: 0, views: 0 });
  });
});

describe('POST /api/reels with a JSON data URL (the documented call)', () => {
  it('stores the reel and answers video_data as a media URL', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const reply = await t.call<Reel>('POST', '/api/reels', {
      token: p.access_token,
      body: {
        title: 'Rara lake',
        description: 'Karnali in autumn',
        category: 'nature',
        location: 'Mugu',
        video_data: dataUrl(mp4, 'video/mp4'),
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      title: 'Rara lake',
      category: 'nature',
      photographer_username: p.user.username,
    });
    expect(reply.body.video_data).toMatch(/^\/api\/media\/[0-9a-f]{64}\.mp4$/);
    expect(stagedFiles(t)).toEqual([]);
  });

  it('refuses a JSON upload over the plan size with the plan sentence', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const video_data = `data:video/mp4;base64,${'A'.repeat(Math.ceil((50 * 1024 * 1024 * 4) / 3) + 8)}`;
    const reply = await t.call('POST', '/api/reels', { token: p.access_token, body: { title: 'Long', video_data } });
    expect(reply).toMatchObject({ status: 413, body: { detail: 'File size exceeds your plan limit of 50 MB...' } });
    expect(stagedFiles(t)).toEqual([]);
  });
});

import type { Reel } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { fetchMedia, setPlan, uploadReel, videoBytes } from './media.fixtures.js';

let t: TestApp;
let reel: Reel;
let size: number;
beforeAll(async () => {
  t = await startTestApp();
  const p = await newPhotographer(t);
  await setPlan(t, p.user.id, 'gold');
  reel = (await uploadReel(t, p.access_token, videoBytes('mp4', 2))).body;
  size = (await fetchMedia(t, reel.video_url)).bytes.length;
});
afterAll(() => t.close());

describe('GET /api/media/<key>', () => {
  it('serves the whole file with its type, length, a strong ETag and year-long immutable caching', async () => {
    const whole = await fetchMedia(t, reel.video_url);
    expect(whole.status).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(size),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const hash = /([0-9a-f]{64})\.mp4$/.exec(reel.video_url)?.[1];
    expect(whole.headers.etag).toBe(`"${hash}"`);
  });

  it('answers a byte range with 206 and Content-Range (video seeking)', async () => {
    const whole = (await fetchMedia(t, reel.video_url)).bytes;
    const part = await fetchMedia(t, reel.video_url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.bytes.equals(whole.subarray(100, 200))).toBe(true);

    const open = await fetchMedia(t, reel.video_url, { range: `bytes=${size - 10}-` });
    expect(open.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const suffix = await fetchMedia(t, reel.video_url, { range: 'bytes=-5' });
    expect(suffix.bytes.equals(whole.subarray(size - 5))).toBe(true);
    const clipped = await fetchMedia(t, reel.video_url, { range: `bytes=0-${size * 2}` });
    expect(clipped).toMatchObject({ status: 206, headers: { 'content-range': `bytes 0-${size - 1}/${size}` } });
  });

  it('answers 416 for a range past the end', async () => {
    const reply = await fetchMedia(t, reel.video_url, { range: `bytes=${size}-` });
    expect(reply.status).toBe(416);
    expect(reply.headers['content-range']).toBe(`bytes */${size}`);
    expect(JSON.parse(reply.bytes.toString())).toEqual({
      detail: 'Requested range not satisfiable',
      code: 'rangeNotSatisfiable',
    });
  });

  it('sends the whole file for a range it does not understand, or an If-Range that no longer matches', async () => {
    expect((await fetchMedia(t, reel.video_url, { range: 'bytes=0-1,5-6' })).status).toBe(200);
    expect((await fetchMedia(t, reel.video_url, { range: 'items=0-1' })).status).toBe(200);
    expect((await fetchMedia(t, reel.video_url, { range: 'bytes=0-1', 'if-range': '"stale"' })).status).toBe(200);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { headers } = await fetchMedia(t, reel.video_url);
    const again = await fetchMedia(t, reel.video_url, { 'if-none-match': String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes).toHaveLength(0);
  });

  it('serves the poster as WebP', async () => {
    const poster = await fetchMedia(t, reel.poster_url ?? '');
    expect(poster.status).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for an unknown or malformed key, never a path outside the store', async () => {
    for (const url of [
      `/api/media/${'0'.repeat(64)}.mp4`,
      '/api/media/..%2F..%2Fetc%2Fpasswd',
      '/api/media/test.db',
      `/api/media/${'0'.repeat(64)}.svg`,
    ]) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ detail: 'Not found', code: 'notFound' });
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const reply = await t.app.inject({ method: 'HEAD', url: reel.video_url });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-length']).toBe(String(size));
    expect(reply.rawPayload).toHaveLength(0);
  });
});

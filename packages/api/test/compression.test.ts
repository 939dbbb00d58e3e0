import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { KeptBody } from '../src/http/compression.js';
import { newPhotographer } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

// Answers over 1 KB are compressed as the client's Accept-Encoding allows (brotli first, then
// gzip); kept visitor answers are compressed once and sent as kept.
let t: TestApp;
let kept: TestApp;
beforeAll(async () => {
  [t, kept] = await Promise.all([startTestApp(), startTestApp({ LIST_CACHE_MS: '60000' })]);
  for (const app of [t, kept]) for (let i = 0; i < 12; i += 1) await newPhotographer(app);
}, 120_000);
afterAll(async () => {
  await Promise.all([t.close(), kept.close()]);
});

const directoryPage = '/api/photographers?limit=20';
const batchedDirectory = `/trpc/photographers.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { limit: 20 } }))}`;

async function get(app: TestApp, url: string, acceptEncoding?: string) {
  return app.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

/** A directory-like page of 40 cards whose bios are words picked by a fixed sequence (so it compresses as real pages do). */
function directoryLikePage(): string {
  const words = ['wedding', 'portrait', 'Pokhara', 'light', 'candid', 'mehendi', 'studio', 'drone', 'family', 'trek'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const bio = () => Array.from({ length: 30 }, () => words[next() % words.length]).join(' ');
  return JSON.stringify(
    Array.from({ length: 40 }, (_, i) => ({ id: `p${i}x${next()}`, username: `studio_${next()}`, bio: bio() })),
  );
}

function decoded(reply: Awaited<ReturnType<typeof get>>): unknown {
  const encoding = reply.headers['content-encoding'];
  const raw = reply.rawPayload;
  const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(text.toString('utf8'));
}

describe('answers made per request', () => {
  it('sends a directory page in brotli that decodes to the same JSON, and says it varies by Accept-Encoding', async () => {
    const plain = await get(t, directoryPage);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const compressed = await get(t, directoryPage, 'gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decoded(compressed)).toEqual(plain.json());
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const reply = await get(t, directoryPage, 'gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(decoded(reply)).toEqual((await get(t, directoryPage)).json());
  });

  it('compresses a batched tRPC answer too', async () => {
    const reply = await get(t, batchedDirectory, 'br');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(decoded(reply)).toEqual((await get(t, batchedDirectory)).json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const reply = await get(t, '/api/health', 'br, gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });
});

describe('kept visitor answers', () => {
  it('sends the kept REST page compressed, decoding to what was kept', async () => {
    const first = await get(kept, directoryPage);
    const again = await get(kept, directoryPage, 'br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(decoded(again)).toEqual(first.json());
    const gzipped = await get(kept, directoryPage, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toEqual(first.json());
  });

  it('sends the kept tRPC answer compressed, with tRPC’s own Vary kept', async () => {
    const first = await get(kept, batchedDirectory);
    const again = await get(kept, batchedDirectory, 'br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toBe('trpc-accept, accept, accept-encoding');
    expect(decoded(again)).toEqual(first.json());
  });

  it('compresses a kept body once per encoding', () => {
    const body = new KeptBody(JSON.stringify({ words: 'tasbir '.repeat(400) }));
    const asking = (encoding: string) => ({ headers: { 'accept-encoding': encoding } });
    const first = body.for(asking('br'));
    expect(first.encoding).toBe('br');
    expect(body.for(asking('br, gzip')).body).toBe(first.body);
    expect(body.for(asking('gzip')).encoding).toBe('gzip');
    expect(body.for(asking('identity'))).toEqual({ body: body.text });
  });

  it('sends a visitor who asks to save data the smallest brotli once it is made', async () => {
    const text = directoryLikePage();
    const body = new KeptBody(text);
    const saving = { headers: { 'accept-encoding': 'br', 'save-data': 'on' } };
    const first = body.for(saving);
    expect(first.body).toBe(body.for({ headers: { 'accept-encoding': 'br' } }).body);
    let smaller = first;
    // A page of 14 KB: quality 11 comes out smaller than quality 9.
    for (let wait = 0; wait < 200 && smaller.body === first.body; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      smaller = body.for(saving);
    }
    expect(smaller.encoding).toBe('br');
    expect(smaller.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(smaller.body).toString('utf8')).toBe(text);
  });
});

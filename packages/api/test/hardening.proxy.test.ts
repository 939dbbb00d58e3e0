import { afterEach, describe, expect, it } from 'vitest';
import { newPhotographer } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { insertPhotos } from './media.fixtures.js';

/**
 * The client address rate limits and view de-duplication key on. A view counts once per viewer
 * (address and browser) and day, so a second view that counts means the server saw a new address.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function photoViews(env: Record<string, string>) {
  t = await startTestApp(env);
  const app = t;
  const photographer = await newPhotographer(app);
  const [photoId] = await insertPhotos(app, photographer.user.id, 1);
  return async (from: string, forwardedFor?: string) => {
    const headers: Record<string, string> = {
      'user-agent': 'Probe',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    };
    const reply = await app.call<{ counted: boolean }>('POST', `/api/photos/${photoId}/view`, { ip: from, headers });
    expect(reply.status).toBe(200);
    return reply.body.counted;
  };
}

describe('TRUST_PROXY=1: one proxy in front', () => {
  it('takes the address the proxy saw, so a forged left-most X-Forwarded-For changes nothing', async () => {
    const view = await photoViews({ TRUST_PROXY: '1' });
    expect(await view('10.0.0.2', '6.6.6.6, 1.2.3.4')).toBe(true);
    expect(await view('10.0.0.2', '7.7.7.7, 1.2.3.4')).toBe(false);
    expect(await view('10.0.0.2', '1.2.3.4')).toBe(false);
    expect(await view('10.0.0.2', '1.2.3.5')).toBe(true);
  });
});

describe('TRUST_PROXY=2: two proxies in front', () => {
  it('takes the address before the last two hops', async () => {
    const view = await photoViews({ TRUST_PROXY: '2' });
    expect(await view('10.0.0.2', '6.6.6.6, 1.2.3.4, 10.0.0.9')).toBe(true);
    expect(await view('10.0.0.3', '7.7.7.7, 1.2.3.4, 10.0.0.8')).toBe(false);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('takes the last address not on the list', async () => {
    const view = await photoViews({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' });
    expect(await view('10.0.0.2', '6.6.6.6, 1.2.3.4, 10.1.4.4')).toBe(true);
    expect(await view('10.0.0.2', '7.7.7.7, 1.2.3.4')).toBe(false);
  });

  it('does not trust a header from an address not on the list', async () => {
    const view = await photoViews({ TRUST_PROXY: '10.0.0.2' });
    expect(await view('10.0.0.2', '1.2.3.4')).toBe(true);
    expect(await view('192.0.2.9', '1.2.3.4')).toBe(true);
    expect(await view('192.0.2.9', '1.2.3.5')).toBe(false);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For', async () => {
    const view = await photoViews({});
    expect(await view('192.0.2.10', '1.2.3.4')).toBe(true);
    expect(await view('192.0.2.10', '1.2.3.5')).toBe(false);
  });
});

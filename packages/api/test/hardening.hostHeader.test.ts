import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { buildServer } from '../src/app/server.js';
import { newPhotographer } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { insertPhotos } from './media.fixtures.js';
import { tempWebDist } from './webDist.fixtures.js';

/** The absolute addresses in a page's meta tags come from PUBLIC_URL, never from what a client sent. */
const shareCardSource = fileURLToPath(new URL('../../web/public/share-card.png', import.meta.url));
const evilHeaders: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
];

let t: TestApp;
let webDist: string;
let photoId: string;

beforeAll(async () => {
  webDist = tempWebDist('host-web');
  copyFileSync(shareCardSource, join(webDist, 'share-card.png'));
  t = await startTestApp({ TRUST_PROXY: '1' }, { webDist });
  const photographer = await newPhotographer(t);
  [photoId = ''] = await insertPhotos(t, photographer.user.id, 1);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The content of every meta tag that holds an absolute address. */
async function metaUrls(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url,
    remoteAddress: '10.0.0.2',
    headers: { 'user-agent': 'WhatsApp/2.23.20.0 A', ...headers },
  });
  expect(response.statusCode).toBe(200);
  return [
    ...response.body.matchAll(/<meta (?:property|name)="(?:og:url|og:image|twitter:image)" content="([^"]*)" \/>/g),
  ].map((match) => match[1] ?? '');
}

async function withServer(config: Partial<Config>, check: (app: FastifyInstance) => Promise<void>) {
  const app = await buildServer({ ...t.config, ...config }, { webDist });
  try {
    await check(app);
  } finally {
    await app.close();
  }
}

describe('a page’s meta addresses', () => {
  it.each(evilHeaders)('use PUBLIC_URL whatever the request’s host says (%o)', async (headers) => {
    for (const page of ['/', `/photos/${photoId}`]) {
      const urls = await metaUrls(t.app, page, headers);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^http:\/\/tasbir\.test\//);
    }
  });

  it.each(['test', 'production'] as const)(
    'without PUBLIC_URL in %s, use the default address, not the request’s host',
    async (env) => {
      await withServer({ env, publicUrlSet: false, publicUrl: 'http://localhost:3000' }, async (app) => {
        for (const headers of evilHeaders) {
          for (const page of ['/', `/photos/${photoId}`]) {
            const urls = await metaUrls(app, page, headers);
            expect(urls.length).toBeGreaterThan(0);
            for (const url of urls) expect(url).toMatch(/^http:\/\/localhost:3000\//);
          }
        }
      });
    },
  );

  it('without PUBLIC_URL in development, follow the request’s host (the dev server’s own address)', async () => {
    await withServer({ env: 'development', publicUrlSet: false, publicUrl: 'http://localhost:3000' }, async (app) => {
      expect(await metaUrls(app, `/photos/${photoId}`, { host: 'localhost:5173' })).toContain(
        `http://localhost:5173/photos/${photoId}`,
      );
    });
  });
});

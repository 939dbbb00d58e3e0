import type { TestApp } from './harness.js';
import { newPhotographer } from './factories.js';
import type { Caller, Expectation } from './hardening.access.fixtures.js';
import { nextIp } from './harness.js';
import { dataUrl, photoBytes } from './media.fixtures.js';

/**
 * Who may call the delivery galleries' procedures (the access sweep): the photographer's own
 * galleries, and a client's calls by a link, which need no account. The picking calls also need
 * the visitor's key in `X-Gallery-Visitor`, which the sweep's callers do not carry: nobody passes
 * them here (galleries.client.test.ts covers them with a key).
 */
const everyone: readonly Caller[] = ['visitor', 'user', 'photographer', 'admin'];
const photographers: readonly Caller[] = ['photographer'];
const nobody: readonly Caller[] = [];
const byId = (_t: TestApp, { id }: { id: string }) => ({ id });

let sequence = 0;

/** A new photographer's gallery, by its link's token. */
async function someGalleryToken(t: TestApp, fields: Record<string, unknown> = {}): Promise<string> {
  const owner = await newPhotographer(t);
  sequence += 1;
  const reply = await t.call<{ token?: unknown }>('POST', '/api/galleries', {
    token: owner.access_token,
    ip: nextIp(),
    body: { title: `Client gallery ${sequence}`, ...fields },
  });
  if (reply.status !== 200 || typeof reply.body.token !== 'string')
    throw new Error(`could not arrange a gallery: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.token;
}
const byToken = async (t: TestApp) => ({ token: await someGalleryToken(t) });

export const galleryExpectations: Record<string, Expectation> = {
  'galleries.create': { own: photographers, input: () => ({ title: 'Sweep wedding' }) },
  'galleries.mine': { own: photographers },
  'galleries.update': {
    object: 'gallery',
    own: photographers,
    another: nobody,
    input: (_t, { id }) => ({ id, title: 'A new title' }),
  },
  'galleries.remove': { object: 'gallery', own: photographers, another: nobody, input: byId },
  'galleries.reissueToken': { object: 'gallery', own: photographers, another: nobody, input: byId },
  'galleries.resetPin': { object: 'gallery', own: photographers, another: nobody, input: byId },
  'galleries.emailLink': {
    object: 'gallery',
    own: photographers,
    another: nobody,
    input: (_t, { id }) => ({ id, to: `client${(sequence += 1)}@example.com` }),
  },
  'galleryPhotos.list': { object: 'gallery', own: photographers, another: nobody, input: byId },
  'galleryPhotos.remove': {
    object: 'galleryPhoto',
    own: photographers,
    another: nobody,
    input: async (t, { id }) => {
      const row = await t.db.selectFrom('gallery_photos').select('gallery_id').where('id', '=', id).executeTakeFirst();
      return { id: row?.gallery_id ?? '', photo_id: id };
    },
  },
  'galleryPhotos.watermark': { own: photographers },
  'galleryPhotos.updateWatermark': { own: photographers, input: () => ({ position: 'center', size_percent: 30 }) },
  'galleryPhotos.watermarkLogoAllowance': { own: photographers },
  'galleryPhotos.uploadWatermarkLogo': {
    own: photographers,
    input: async () => ({ logo: dataUrl(await photoBytes('png', 90, 60), 'image/png') }),
  },
  'galleryPhotos.removeWatermarkLogo': { own: photographers },
  'galleryVisits.open': { own: everyone, input: byToken },
  'galleryVisits.photos': { own: everyone, input: byToken },
  'galleryVisits.unlock': {
    own: everyone,
    input: async (t) => ({ token: await someGalleryToken(t, { password: 'open sesame' }), password: 'open sesame' }),
  },
  'galleryVisits.addVisitor': {
    own: everyone,
    input: async (t) => ({ ...(await byToken(t)), name: 'Sita Sharma', email: 'sita@example.com' }),
  },
  'galleryVisits.picks': { own: nobody, input: byToken },
  'galleryVisits.pick': { own: nobody, input: async (t) => ({ ...(await byToken(t)), photo_id: 'none' }) },
  'galleryVisits.unpick': { own: nobody, input: async (t) => ({ ...(await byToken(t)), photo_id: 'none' }) },
  'galleryVisits.checkDownload': {
    own: everyone,
    input: async (t) => {
      const token = await someGalleryToken(t);
      const row = await t.db.selectFrom('galleries').select('pin').where('token', '=', token).executeTakeFirstOrThrow();
      return { token, pin: row.pin, size: 'web' };
    },
  },
  'galleryVisits.sendSelection': { own: nobody, input: byToken },
  'galleryVisits.selections': { object: 'gallery', own: photographers, another: nobody, input: byId },
};

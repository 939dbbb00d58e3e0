import type { Gallery } from '@tasbir/shared';
import { newPhotographer, type NewUser } from './factories.js';
import { addPhotos } from './galleries.fixtures.js';
import { insertGalleryPhoto } from './galleries.uploads.fixtures.js';
import { dataUrl, photoBytes } from './media.fixtures.js';
import type { Prepare } from './hardening.massAssignment.fixtures.js';
import { nextIp, type TestApp } from './harness.js';

/** Valid requests for the delivery galleries' mutations: the photographer's and a client's by the link. */
async function ownGallery(
  t: TestApp,
  fields: Record<string, unknown> = {},
): Promise<{ owner: NewUser; gallery: Gallery }> {
  const owner = await newPhotographer(t);
  const reply = await t.call<Gallery>('POST', '/api/galleries', {
    token: owner.access_token,
    ip: nextIp(),
    body: { title: 'Mass assignment wedding', ...fields },
  });
  if (reply.status !== 200) throw new Error(`could not arrange a gallery: ${JSON.stringify(reply.body)}`);
  return { owner, gallery: reply.body };
}

/** A visitor of a gallery with one photo, picked when `picked`: the key and what the calls name. */
async function visitorOf(t: TestApp, picked: boolean) {
  const { gallery } = await ownGallery(t);
  const [photo] = await addPhotos(t, gallery.id, ['IMG_0001.jpg']);
  const reply = await t.call<{ visitor_key: string }>('POST', `/api/g/${gallery.token}/visitor`, {
    ip: nextIp(),
    body: { name: 'Sita Sharma', email: 'sita@example.com' },
  });
  const headers = { 'x-gallery-visitor': reply.body.visitor_key };
  if (picked) await t.call('PUT', `/api/g/${gallery.token}/picks/${photo?.id}`, { ip: nextIp(), headers });
  return { params: { token: gallery.token, photo_id: photo?.id ?? '' }, headers };
}

const ownedBy = (prepare: (gallery: Gallery) => Record<string, unknown>) => async (t: TestApp) => {
  const { owner, gallery } = await ownGallery(t);
  return { as: owner, params: { id: gallery.id }, body: prepare(gallery) };
};

export const galleryPreparations: Record<string, Prepare> = {
  'POST /galleries': async (t) => ({ as: await newPhotographer(t), body: { title: 'Sita & Ram' } }),
  'PUT /galleries/:id': ownedBy(() => ({ title: 'A new title' })),
  'DELETE /galleries/:id': ownedBy(() => ({})),
  'POST /galleries/:id/token': ownedBy(() => ({})),
  'POST /galleries/:id/pin': ownedBy(() => ({})),
  'POST /galleries/:id/email': ownedBy(() => ({ to: 'sita.gurung@example.com' })),
  'DELETE /galleries/:id/photos/:photo_id': async (t) => {
    const owner = await newPhotographer(t);
    const { galleryId, photoId } = await insertGalleryPhoto(t, owner);
    return { as: owner, params: { id: galleryId, photo_id: photoId } };
  },
  'PUT /galleries/watermark': async (t) => ({
    as: await newPhotographer(t),
    body: { position: 'top_left', size_percent: 30 },
  }),
  'POST /galleries/watermark/logo': async (t) => ({
    as: await newPhotographer(t),
    body: { logo: dataUrl(await photoBytes('png', 120, 40), 'image/png') },
  }),
  'DELETE /galleries/watermark/logo': async (t) => ({ as: await newPhotographer(t) }),
  'POST /g/:token/unlock': async (t) => {
    const { gallery } = await ownGallery(t, { password: 'open sesame' });
    return { params: { token: gallery.token }, body: { password: 'open sesame' } };
  },
  'POST /g/:token/visitor': async (t) => {
    const { gallery } = await ownGallery(t);
    return { params: { token: gallery.token }, body: { name: 'Gita Rai', email: 'gita@example.com' } };
  },
  'PUT /g/:token/picks/:photo_id': async (t) => visitorOf(t, false),
  'DELETE /g/:token/picks/:photo_id': async (t) => visitorOf(t, true),
  'POST /g/:token/download-check': async (t) => {
    const { gallery } = await ownGallery(t);
    return { params: { token: gallery.token }, body: { pin: gallery.pin, size: 'web' } };
  },
  'POST /g/:token/selection': async (t) => visitorOf(t, true),
};

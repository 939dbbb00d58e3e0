import { newPhotographer } from './factories.js';
import type { Prepare } from './hardening.massAssignment.fixtures.js';
import { insertGalleryPhoto, newGallery } from './galleries.fixtures.js';
import { dataUrl, photoBytes } from './media.fixtures.js';

/** Valid requests for the photographer's gallery rows: galleries, their photos and the watermark. */
const galleryOf = async (t: Parameters<Prepare>[0]) => {
  const owner = await newPhotographer(t);
  return { owner, gallery: await newGallery(t, owner) };
};

export const galleryPreparations: Record<string, Prepare> = {
  'POST /galleries': async (t) => ({ as: await newPhotographer(t), body: { title: 'Mehendi at Bhaktapur' } }),
  'PUT /galleries/:id': async (t) => {
    const { owner, gallery } = await galleryOf(t);
    return { as: owner, params: { id: gallery.id }, body: { title: 'Renamed' } };
  },
  'DELETE /galleries/:id': async (t) => {
    const { owner, gallery } = await galleryOf(t);
    return { as: owner, params: { id: gallery.id } };
  },
  'POST /galleries/:id/token': async (t) => {
    const { owner, gallery } = await galleryOf(t);
    return { as: owner, params: { id: gallery.id } };
  },
  'POST /galleries/:id/pin': async (t) => {
    const { owner, gallery } = await galleryOf(t);
    return { as: owner, params: { id: gallery.id } };
  },
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
};

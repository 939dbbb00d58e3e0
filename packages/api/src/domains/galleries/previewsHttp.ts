import type { FastifyInstance } from 'fastify';
import { refusalBody } from '../../http/refusalBody.js';
import type { MediaStore } from '../../files/store.js';
import { previewSizes, type PreviewSize } from './addresses.js';
import type { GalleryPhotos } from './photos.js';

type Options = { photos: GalleryPhotos; store: MediaStore };
type Params = { token: string; photoId: string; size: string };

/** Ids are UUIDs: nothing else is looked up (PostgreSQL refuses a NUL in a query). */
const idShape = /^[0-9A-Za-z-]{1,64}$/;
const isPreviewSize = (size: string): size is PreviewSize => (previewSizes as readonly string[]).includes(size);

/**
 * `GET /api/g/{token}/photos/{photoId}/{preview|thumb}?s=…`: a gallery's watermarked WebP, for an
 * `<img>` with no header, by the signed address the gallery's JSON gives (addresses.ts). Every
 * address that is not one answers the same 404. Kept a day in the viewer's own browser only; the
 * ETag is the content's hash. Originals and web-size files are never served here.
 */
export async function galleryPreviewRoutes(app: FastifyInstance, { photos, store }: Options): Promise<void> {
  app.get<{ Params: Params; Querystring: { s?: unknown } }>(
    '/g/:token/photos/:photoId/:size',
    async (request, reply) => {
      const { token, photoId, size } = request.params;
      const signature = typeof request.query.s === 'string' ? request.query.s : '';
      const file =
        isPreviewSize(size) && idShape.test(photoId)
          ? await photos.previewFile(token, photoId, size, signature)
          : undefined;
      reply.header('x-robots-tag', 'noindex');
      if (!file) return reply.status(404).send(refusalBody({ code: 'galleryNotFound', params: {} }, request));
      const headers = {
        etag: file.etag,
        'cache-control': 'private, max-age=86400',
        'x-content-type-options': 'nosniff',
      };
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim() === file.etag))
        return reply.status(304).headers(headers).send();
      return reply
        .headers({ ...headers, 'content-type': 'image/webp', 'content-length': file.size })
        .send(store.stream(file.key));
    },
  );
}

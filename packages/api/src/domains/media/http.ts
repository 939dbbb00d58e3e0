import type { FastifyInstance } from 'fastify';
import { refusalBody } from '../../http/refusalBody.js';
import { parseRange } from './range.js';
import type { MediaStore } from '../../files/store.js';

type Options = { store: MediaStore };

/**
 * `GET /api/media/<key>`: the stored bytes with a strong ETag (the content hash), year-long
 * immutable caching (a key's bytes never change), byte ranges for video seeking, and nosniff so
 * a browser never reads a file as anything but its stored type.
 */
export async function mediaRoutes(app: FastifyInstance, { store }: Options): Promise<void> {
  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const media = await store.stat(request.params.key);
    if (!media) return reply.status(404).send(refusalBody({ code: 'notFound', params: {} }, request));
    const cacheHeaders = { etag: media.etag, 'cache-control': 'public, max-age=31536000, immutable' };
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === media.etag || tag.trim() === '*'))
      return reply.status(304).headers(cacheHeaders).send();

    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== media.etag ? 'whole' : parseRange(request.headers.range, media.size);
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${media.size}`)
        .send(refusalBody({ code: 'rangeNotSatisfiable', params: {} }, request));
    }
    reply.headers({
      ...cacheHeaders,
      'content-type': media.contentType,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    if (range === 'whole') return reply.status(200).header('content-length', media.size).send(store.stream(media.key));
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${media.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(store.stream(media.key, range));
  });
}

import { galleryDownloadSizes, type GalleryDownloadSize } from '@tasbir/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import { bearerToken } from '../../http/bearerToken.js';
import { refusalBody } from '../../http/refusalBody.js';
import { toHttpError } from '../../rest/httpError.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { DownloadAsk, GalleryDownloads } from './downloadService.js';
import { attachment } from './downloadNames.js';
import type { GallerySelectionsService } from './selectionsService.js';
import { zipLength, zipStream } from './zip.js';

type Options = {
  downloads: GalleryDownloads;
  selections: GallerySelectionsService;
  authenticate: (token: string | undefined) => Promise<AuthenticatedUser>;
};

type Query = Partial<Record<'size' | 'pin' | 'access', string | string[]>>;

/** One value of a query field (a repeated field is the first), undefined when absent. */
const queryText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const sizeOf = (query: Query): GalleryDownloadSize => {
  const asked = queryText(query.size) ?? 'web';
  const size = galleryDownloadSizes.find((known) => known === asked);
  if (!size) throw badRequest('galleryDownloadInvalid');
  return size;
};

function askOf(request: FastifyRequest<{ Params: { token: string }; Querystring: Query }>): DownloadAsk {
  const { query } = request;
  const header = request.headers['x-gallery-access'];
  return {
    token: request.params.token,
    size: sizeOf(query),
    pin: queryText(query.pin),
    visit: {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      // A link cannot carry a header, so a download may bring the access in its query instead.
      access: queryText(query.access) ?? (typeof header === 'string' ? header : undefined),
      visitorKey: undefined,
    },
  };
}

const privateFile = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

async function refused(error: unknown, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const refusal = toHttpError(error);
  if (!refusal) throw error;
  return reply.status(refusal.status).send(refusalBody(refusal, request));
}

/**
 * A gallery's downloads and the photographer's album list, the routes that answer files rather
 * than JSON (docs/decisions/017-delivery-galleries.md):
 * - `GET /api/g/{token}/photos/{photoId}/download?size=web|original&pin=`: one photo, as an attachment;
 * - `GET /api/g/{token}/download?size=…&pin=`: the whole gallery as a ZIP made while it is sent;
 * - `GET /api/galleries/{id}/selections/{visitorId}/export`: a visitor's picks, one file name a line.
 */
export async function galleryDownloadRoutes(
  app: FastifyInstance,
  { downloads, selections, authenticate }: Options,
): Promise<void> {
  app.get<{ Params: { token: string; photoId: string }; Querystring: Query }>(
    '/g/:token/photos/:photoId/download',
    async (request, reply) => {
      try {
        const photo = await downloads.photo(askOf(request), request.params.photoId);
        return reply
          .headers({
            ...privateFile,
            'content-type': photo.contentType,
            'content-length': photo.bytes,
            'content-disposition': attachment(photo.name),
          })
          .send(downloads.stream(photo.key));
      } catch (error) {
        return refused(error, request, reply);
      }
    },
  );

  app.get<{ Params: { token: string }; Querystring: Query }>('/g/:token/download', async (request, reply) => {
    try {
      const zip = await downloads.gallery(askOf(request));
      const stream = zipStream(zip.entries);
      // A client gone mid-way: the ZIP stops being made and the file being read is closed.
      request.raw.once('close', () => {
        if (!reply.raw.writableFinished) stream.destroy();
      });
      return reply
        .headers({
          ...privateFile,
          'content-type': 'application/zip',
          'content-length': zipLength(zip.entries),
          'content-disposition': attachment(zip.name),
        })
        .send(stream);
    } catch (error) {
      return refused(error, request, reply);
    }
  });

  app.get<{ Params: { id: string; visitorId: string } }>(
    '/galleries/:id/selections/:visitorId/export',
    async (request, reply) => {
      try {
        const user = await authenticate(bearerToken(request));
        const list = await selections.export(user, request.params.id, request.params.visitorId);
        const body = list.lines.map((line) => `${line.replace(/[\r\n]/g, ' ')}\r\n`).join('');
        return reply
          .headers({
            ...privateFile,
            'content-type': 'text/plain; charset=utf-8',
            'content-disposition': attachment(`${list.galleryTitle} - ${list.visitorName}.txt`),
          })
          .send(body);
      } catch (error) {
        return refused(error, request, reply);
      }
    },
  );
}

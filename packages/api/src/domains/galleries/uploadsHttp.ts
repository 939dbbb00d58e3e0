import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { galleryLimits } from '@tasbir/shared';
import { forbidden, notFound, unauthorized } from '../../errors.js';
import { bearerToken } from '../../http/bearerToken.js';
import { refusalBody, type HttpRefusal } from '../../http/refusalBody.js';
import { toHttpError } from '../../rest/httpError.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { cleanFileName, galleryFileMaxBytes, type GalleryUploads } from './uploads.js';

type Options = {
  uploads: GalleryUploads;
  authenticate: (token: string | undefined) => Promise<AuthenticatedUser>;
  /** Where unfinished uploads wait (DATA_DIR/tmp/gallery-uploads). */
  directory: string;
  logError: (error: unknown, message: string) => void;
};

/** Who sent a tus request, learnt before tus reads it, and what became of it. */
type Caller = {
  request: FastifyRequest;
  user: AuthenticatedUser;
  galleryId: string;
  /** A refusal of ours is the body: answered as JSON. */
  json?: true;
  /** The finished upload whose file goes once the answer is ready. */
  finished?: string;
};

/** The ids tus's default naming makes (32 hex digits): anything else names no upload. */
const uploadIdShape = /^[0-9a-f]{32}$/;
const expiryMs = galleryLimits.uploadExpiryHours * 60 * 60 * 1000;
const cleanEveryMs = 60 * 60 * 1000;

/**
 * Resumable photo uploads into a gallery over tus 1.0 (`@tus/server`): `POST /api/galleries/{id}/uploads`
 * begins one, `PATCH …/uploads/{uploadId}` sends bytes from `Upload-Offset`, `HEAD` tells where to
 * resume after a dropped connection, `DELETE` gives up. Every request is the gallery's photographer's
 * (their bearer token, checked before tus reads a byte). The finishing request answers the new photo
 * as JSON; refusals answer `{detail, code}` as every REST call does. Unfinished uploads expire after 24 h.
 */
export async function galleryUploadRoutes(
  app: FastifyInstance,
  { uploads, authenticate, directory, logError }: Options,
): Promise<void> {
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const callers = new WeakMap<Request, Caller>();
  const callerOf = (request: Request): Caller => {
    const caller = callers.get(request);
    if (!caller) throw new Error('tus request without a caller');
    return caller;
  };
  const refusal = (caller: Caller, answer: HttpRefusal) => {
    caller.json = true;
    return { status_code: answer.status, body: JSON.stringify(refusalBody(answer, caller.request)) };
  };

  const tus = new Server({
    path: '/api/galleries/uploads',
    datastore: store,
    maxSize: galleryFileMaxBytes,
    // Where the upload continues: under the gallery's own address, as the request came.
    generateUrl: (request, { id }) => `${new URL(request.url).pathname.replace(/\/$/, '')}/${id}`,
    getFileIdFromRequest: (_request, last) => (last && uploadIdShape.test(last) ? last : undefined),
    onUploadCreate: async (request, upload) => {
      const { user, galleryId } = callerOf(request);
      await uploads.admit(user, galleryId, upload.sizeIsDeferred ? undefined : upload.size);
      return {
        metadata: {
          filename: cleanFileName(upload.metadata?.filename),
          filetype: (upload.metadata?.filetype ?? '').slice(0, 100),
          gallery_id: galleryId,
          photographer_id: user.id,
        },
      };
    },
    onUploadFinish: async (request, upload) => {
      const caller = callerOf(request);
      caller.finished = upload.id;
      const photo = await uploads.finish(
        caller.user,
        caller.galleryId,
        join(directory, upload.id),
        cleanFileName(upload.metadata?.filename),
      );
      return {
        status_code: request.method === 'POST' ? 201 : 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(photo),
      };
    },
    onResponseError: (request, error) => {
      const caller = callers.get(request);
      if (!caller) return undefined;
      if (error === ERRORS.ERR_MAX_SIZE_EXCEEDED)
        return refusal(caller, { status: 413, code: 'galleryFileTooLarge', params: {} });
      const ours = toHttpError(error);
      if (ours) return refusal(caller, ours);
      // tus's own answers (a wrong offset, an expired upload) keep their status and text.
      if ('status_code' in error) return undefined;
      logError(error, 'gallery upload failed');
      return refusal(caller, { status: 500, code: 'internal', params: {} });
    },
  });

  // Unfinished uploads past their expiry, at start and every hour (tus keeps no timer of its own).
  const clean = () =>
    tus.cleanUpExpiredUploads().catch((error: unknown) => logError(error, 'gallery upload clean-up failed'));
  const timer = setInterval(() => void clean(), cleanEveryMs).unref();
  app.addHook('onReady', async () => void clean());
  app.addHook('onClose', async () => clearInterval(timer));

  // tus reads the bytes itself, as they come.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  /** The caller, their gallery and (for an upload's own address) that the upload is theirs, before tus runs. */
  async function admitted(request: FastifyRequest<{ Params: { id: string; uploadId?: string } }>): Promise<Caller> {
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized();
    const user = await authenticate(token);
    if (user.role !== 'photographer') throw forbidden('onlyPhotographersHaveGalleries');
    const gallery = await uploads.owned(user, request.params.id);
    const { uploadId } = request.params;
    if (uploadId !== undefined) {
      const upload = uploadIdShape.test(uploadId) ? await store.getUpload(uploadId).catch(() => undefined) : undefined;
      if (!upload || !belongs(upload, gallery.id, user.id)) throw notFound('galleryUploadNotFound');
    }
    return { request, user, galleryId: gallery.id };
  }

  async function handle(request: FastifyRequest<{ Params: { id: string; uploadId?: string } }>, reply: FastifyReply) {
    let caller: Caller;
    try {
      caller = await admitted(request);
    } catch (error) {
      const answer = toHttpError(error);
      if (!answer) throw error;
      return reply.status(answer.status).send(refusalBody(answer, request));
    }
    reply.hijack();
    const webRequest = new NodeRequest({ req: request.raw, res: reply.raw });
    callers.set(webRequest, caller);
    const response = await tus.handleWeb(webRequest);
    // Done with, kept or refused: the upload's own file goes before the answer does.
    if (caller.finished) await store.remove(caller.finished).catch(() => undefined);
    if (caller.json) response.headers.set('content-type', 'application/json; charset=utf-8');
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined && !response.headers.has(name)) reply.raw.setHeader(name, value);
    await sendNodeResponse(reply.raw, response);
  }

  app.route({ method: ['POST', 'OPTIONS'], url: '/galleries/:id/uploads', handler: handle });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/galleries/:id/uploads/:uploadId',
    handler: handle,
  });
}

function belongs(upload: Upload, galleryId: string, photographerId: string): boolean {
  return upload.metadata?.gallery_id === galleryId && upload.metadata.photographer_id === photographerId;
}

import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors.js';
import { refusalBody } from '../../http/refusalBody.js';
import { toHttpError } from '../../rest/httpError.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { mediaTypes } from '../media/mediaKeys.js';
import type { CreditsService } from './service.js';

type Options = { credits: CreditsService; authenticate: (token: string | undefined) => Promise<AuthenticatedUser> };

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * `GET /api/credits/requests/<id>/receipt`: a request's receipt, to its owner and admins only, never
 * cached by anyone else; a PDF downloads as an attachment, an image shows inline, each sandboxed
 * and with nosniff so a browser never runs it as anything else.
 */
export async function receiptRoutes(app: FastifyInstance, { credits, authenticate }: Options): Promise<void> {
  app.get<{ Params: { id: string } }>('/credits/requests/:id/receipt', async (request, reply) => {
    try {
      const user = await authenticate(bearerToken(request));
      const key = await credits.receiptFor(user, request.params.id);
      const stored = await credits.receipts.store.stat(key);
      if (!stored) return reply.status(404).send(refusalBody({ code: 'notFound', params: {} }, request));
      const isPdf = stored.contentType === mediaTypes.pdf;
      return reply
        .headers({
          'content-type': stored.contentType,
          'content-length': stored.size,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
          'content-disposition': isPdf ? `attachment; filename="receipt-${request.params.id}.pdf"` : 'inline',
        })
        .send(credits.receipts.store.stream(key));
    } catch (error) {
      const refusal = error instanceof DomainError ? toHttpError(new TRPCError({ code: error.kind, message: error.message, cause: error })) : undefined;
      if (!refusal) throw error;
      return reply.status(refusal.status).send(refusalBody(refusal, request));
    }
  });
}

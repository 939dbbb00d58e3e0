import { idInput } from '@tasbir/shared';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../http/bearerToken.js';
import { refusalBody } from '../../http/refusalBody.js';
import { toHttpError } from '../../rest/httpError.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { mediaTypes } from '../../files/mediaKeys.js';
import type { Receipts } from './receipts.js';

/** Who may read which receipt: a request's owner or an admin. */
type ReceiptOwners = { receiptFor: (user: AuthenticatedUser, id: string) => Promise<string> };
type Options = {
  receipts: Receipts;
  authenticate: (token: string | undefined) => Promise<AuthenticatedUser>;
  credits: ReceiptOwners;
  subscriptions: ReceiptOwners;
};

/**
 * `GET /api/credits/requests/<id>/receipt` and `/api/subscription/requests/<id>/receipt`: a request's receipt, to its owner and admins only, never
 * cached by anyone else; a PDF downloads as an attachment, an image shows inline, each sandboxed
 * and with nosniff so a browser never runs it as anything else.
 */
export async function receiptRoutes(
  app: FastifyInstance,
  { receipts, authenticate, credits, subscriptions }: Options,
): Promise<void> {
  const serve = (path: string, owners: ReceiptOwners) =>
    app.get<{ Params: { id: string } }>(path, async (request, reply) => {
      try {
        const user = await authenticate(bearerToken(request));
        // Read as every call reads an id (controls dropped): PostgreSQL fails a query holding a NUL.
        const { id } = idInput.parse(request.params);
        const key = await owners.receiptFor(user, id);
        const stored = await receipts.store.stat(key);
        if (!stored) return reply.status(404).send(refusalBody({ code: 'notFound', params: {} }, request));
        const isPdf = stored.contentType === mediaTypes.pdf;
        return reply
          .headers({
            'content-type': stored.contentType,
            'content-length': stored.size,
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
            'content-disposition': isPdf ? `attachment; filename="receipt-${id}.pdf"` : 'inline',
          })
          .send(receipts.store.stream(key));
      } catch (error) {
        const refusal = toHttpError(error);
        if (!refusal) throw error;
        return reply.status(refusal.status).send(refusalBody(refusal, request));
      }
    });
  serve('/credits/requests/:id/receipt', credits);
  serve('/subscription/requests/:id/receipt', subscriptions);
}

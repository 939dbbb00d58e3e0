import type {} from '@fastify/websocket';
import type { AnyTRPCRouter } from '@trpc/server';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import { getWSConnectionHandler, handleKeepAlive } from '@trpc/server/adapters/ws';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrpcHttpOptions } from './options.js';
import { nativeRequest } from './requestInfo.js';
import { resolveRequest } from './resolveRequest.js';
import { sendResponse } from './responseBody.js';
import type { VisitorAnswers } from './visitorAnswers.js';

export type TrpcHttpPluginOptions<TRouter extends AnyTRPCRouter> = {
  trpcOptions: TrpcHttpOptions<TRouter>;
  /** Also serve tRPC over WebSocket at the prefix itself (needs @fastify/websocket registered). */
  useWSS?: boolean;
  /** Visitors' answers to shareable queries (`meta.cacheArea`), kept serialized; none kept when absent. */
  visitorAnswers?: VisitorAnswers;
};

/**
 * Aborts when the client goes away before the answer is complete. tRPC's Web Request signal also
 * aborts after every finished answer, which costs an AbortError per request and tells no procedure anything.
 */
function requestSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The URL tRPC's adapter builds from the Host header, only when createContext asks for it. */
function requestUrl(request: FastifyRequest): URL | null {
  const { socket } = request.raw;
  const protocol = 'encrypted' in socket && socket.encrypted ? 'https:' : 'http:';
  try {
    return new URL(request.raw.url ?? request.url, `${protocol}//${request.headers.host ?? 'localhost'}`);
  } catch {
    return null;
  }
}

/**
 * tRPC over HTTP at `<prefix>/:path` (docs/decisions/006-trpc-http.md): queries and JSON mutations,
 * batched or not, are answered natively in one write; everything else (streaming, subscriptions,
 * other content types and methods, connection params) goes to tRPC's own Fastify handler.
 * Not wrapped in fastify-plugin: the body parsers below apply to this prefix only.
 */
export async function trpcHttp<TRouter extends AnyTRPCRouter>(
  app: FastifyInstance,
  { trpcOptions, useWSS = false, visitorAnswers }: TrpcHttpPluginOptions<TRouter>,
): Promise<void> {
  // tRPC parses JSON bodies itself (bad JSON is a tRPC error, not Fastify's) and streams multipart.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

  app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const kept = visitorAnswers?.serve(request, reply);
    if (kept) return kept;
    const { path } = request.params;
    const native = nativeRequest(request, path);
    const resolved =
      native &&
      (await resolveRequest({
        options: trpcOptions,
        request,
        reply,
        native,
        signal: requestSignal(reply),
        url: () => requestUrl(request),
      }));
    if (!resolved) {
      await fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path });
      return reply;
    }
    if (resolved.info) visitorAnswers?.keep(request, resolved.info, resolved.response);
    return sendResponse(reply, resolved.response);
  });

  if (!useWSS) return;
  app.get('', { websocket: true }, (socket, request) => {
    const { router, createContext, onError } = trpcOptions;
    const handleConnection = getWSConnectionHandler<TRouter>({
      router,
      wss: app.websocketServer,
      // The same request object HTTP calls get, so the context reads the client address the same way;
      // the socket, so the context can close it when the account's session ends.
      createContext: ({ info }) => createContext({ req: request, info, socket }),
      onError: (error) => onError?.({ ...error, req: request }),
    });
    handleConnection(socket, request.raw);
    // A silent client (a laptop closed, a dropped network) is noticed and let go.
    handleKeepAlive(socket, 30_000, 5_000);
  });
}

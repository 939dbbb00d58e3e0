import type { AnyTRPCRouter, inferRouterContext } from '@trpc/server';
import type { HTTPErrorHandler, TRPCRequestInfo } from '@trpc/server/http';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the tRPC HTTP path needs: the subset of tRPC's Fastify handler options the native path
 * implements (no responseMeta, batching limits or method override), so none is silently ignored.
 * `res` is absent for a WebSocket connection, which has a request but no reply, and its `socket` instead.
 */
export type TrpcHttpOptions<TRouter extends AnyTRPCRouter> = {
  router: TRouter;
  createContext: (opts: {
    req: FastifyRequest;
    res?: FastifyReply;
    info: TRPCRequestInfo;
    socket?: WebSocket;
  }) => inferRouterContext<TRouter> | Promise<inferRouterContext<TRouter>>;
  onError?: HTTPErrorHandler<TRouter, FastifyRequest>;
};

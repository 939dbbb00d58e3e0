import type { AnyTRPCRouter } from '@trpc/server';
import type { TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callProcedures, createRequestContext } from './callProcedures.js';
import type { TrpcHttpOptions } from './options.js';
import { readRequestInfo, type NativeRequest } from './requestInfo.js';
import {
  batchResponse,
  jsonContentType,
  requestErrorResponse,
  singleResponse,
  unreadableRequestContentType,
  type TrpcHttpResponse,
} from './responseBody.js';

type ResolveOptions<TRouter extends AnyTRPCRouter> = {
  options: TrpcHttpOptions<TRouter>;
  request: FastifyRequest;
  reply: FastifyReply;
  native: NativeRequest;
  signal: AbortSignal;
  url: () => URL | null;
};

/** The answer, and the calls it answers when the request could be read. */
export type Resolved = { response: TrpcHttpResponse; info?: TRPCRequestInfo };

/**
 * tRPC's resolveResponse for the JSON requests the native path serves: read the calls, create the
 * context once, run the calls together, answer with one envelope or an array. Undefined when the
 * request turns out to be a subscription, which tRPC's own handler serves.
 */
export async function resolveRequest<TRouter extends AnyTRPCRouter>(
  resolve: ResolveOptions<TRouter>,
): Promise<Resolved | undefined> {
  const { options, request, native, signal, url } = resolve;
  let info: TRPCRequestInfo | undefined;
  try {
    info = await readRequestInfo(options.router, native, { signal, url });
  } catch (cause) {
    return {
      response: requestErrorResponse(cause, {
        options,
        request,
        ctx: undefined,
        type: 'unknown',
        contentType: unreadableRequestContentType,
      }),
    };
  }
  return info && { info, response: await answerCalls(resolve, info) };
}

async function answerCalls<TRouter extends AnyTRPCRouter>(
  { options, request, reply, native, signal }: ResolveOptions<TRouter>,
  info: TRPCRequestInfo,
): Promise<TrpcHttpResponse> {
  const { router, createContext, onError } = options;
  const context = await createRequestContext<TRouter>(() => createContext({ req: request, res: reply, info }));
  try {
    const outcomes = callProcedures({ info, method: native.method, context, onError, request, signal });
    const [single] = outcomes;
    if (!info.isBatchCall && single) return singleResponse(router, info, await single, context.valueOrUndefined());
    return batchResponse(router, info, await Promise.all(outcomes), context.valueOrUndefined());
  } catch (cause) {
    return requestErrorResponse(cause, {
      options,
      request,
      ctx: context.valueOrUndefined(),
      type: info.type,
      contentType: jsonContentType,
    });
  }
}

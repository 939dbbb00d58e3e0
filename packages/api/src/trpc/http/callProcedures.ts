import { TRPCError, type AnyTRPCRouter, type inferRouterContext } from '@trpc/server';
import type { TRPCRequestInfo } from '@trpc/server/http';
import { getTRPCErrorFromUnknown, type ProcedureType } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyRequest } from 'fastify';
import type { TrpcHttpOptions } from './options.js';

export type CallOutcome = { ok: true; data: unknown } | { ok: false; error: TRPCError };

/** The context of a request, created once; a failure is kept and becomes each call's error. */
export type RequestContext<TRouter extends AnyTRPCRouter> = {
  value: () => inferRouterContext<TRouter>;
  valueOrUndefined: () => inferRouterContext<TRouter> | undefined;
};

export async function createRequestContext<TRouter extends AnyTRPCRouter>(
  create: () => ReturnType<TrpcHttpOptions<TRouter>['createContext']>,
): Promise<RequestContext<TRouter>> {
  try {
    const ctx = await create();
    return { value: () => ctx, valueOrUndefined: () => ctx };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    return {
      value: () => {
        throw error;
      },
      valueOrUndefined: () => undefined,
    };
  }
}

/** The one method each procedure type answers to (tRPC's map without method override). */
const acceptedMethod: Record<ProcedureType, 'GET' | 'POST'> = { query: 'GET', mutation: 'POST', subscription: 'GET' };

type CallOptions<TRouter extends AnyTRPCRouter> = {
  info: TRPCRequestInfo;
  method: 'GET' | 'POST';
  context: RequestContext<TRouter>;
  onError: TrpcHttpOptions<TRouter>['onError'];
  request: FastifyRequest;
  signal: AbortSignal;
};

/**
 * Starts every call of the request at once, as tRPC's resolveResponse does: an unknown path, the
 * wrong method and a failed context become that call's error, reported to onError with its input.
 */
export function callProcedures<TRouter extends AnyTRPCRouter>({
  info,
  method,
  context,
  onError,
  request,
  signal,
}: CallOptions<TRouter>): Promise<CallOutcome>[] {
  return info.calls.map(async (call): Promise<CallOutcome> => {
    const { procedure } = call;
    try {
      if (!procedure) throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${call.path}"` });
      const { type } = procedure._def;
      if (acceptedMethod[type] !== method)
        throw new TRPCError({
          code: 'METHOD_NOT_SUPPORTED',
          message: `Unsupported ${method}-request to ${type} procedure at path "${call.path}"`,
        });
      const data: unknown = await procedure({
        path: call.path,
        getRawInput: call.getRawInput,
        ctx: context.value(),
        type,
        signal,
        batchIndex: call.batchIndex,
      });
      return { ok: true, data };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      onError?.({
        error,
        path: call.path,
        input: call.result(),
        ctx: context.valueOrUndefined(),
        type: procedure?._def.type ?? 'unknown',
        req: request,
      });
      return { ok: false, error };
    }
  });
}

import { TRPCError, type AnyTRPCRouter } from '@trpc/server';
import type { TRPCRequestInfo } from '@trpc/server/http';
import {
  getProcedureAtPath,
  type ProcedureType,
  type TRPCRequestInfoProcedureCall,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyRequest } from 'fastify';
import { lazyInputs, type InputSource } from './inputs.js';

/** A request the native path serves: a GET, or a POST whose body is JSON text. */
export type NativeRequest = {
  method: 'GET' | 'POST';
  /** The `:path` parameter: one procedure path, or comma-separated paths in a batch. */
  path: string;
  searchParams: URLSearchParams;
  inputSource: InputSource;
};

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** tRPC's `getAcceptHeader`: `trpc-accept` wins; otherwise `accept` listing application/jsonl. */
export function asksForJsonLines(request: FastifyRequest): boolean {
  const trpcAccept = header(request, 'trpc-accept');
  if (trpcAccept !== undefined) return trpcAccept === 'application/jsonl';
  return (
    header(request, 'accept')
      ?.split(',')
      .some((type) => type.trim() === 'application/jsonl') ?? false
  );
}

/**
 * The request as the native path reads it, or undefined when it belongs to tRPC's own handler:
 * other methods (HEAD, OPTIONS, …), other content types, streamed (jsonl) answers and connection params.
 */
export function nativeRequest(request: FastifyRequest, path: string): NativeRequest | undefined {
  const { method, body } = request;
  if (method !== 'GET' && method !== 'POST') return undefined;
  const contentType = header(request, 'content-type');
  const isJson = contentType?.startsWith('application/json') ?? false;
  if (method === 'POST' ? !isJson || typeof body !== 'string' : contentType !== undefined && !isJson) return undefined;
  if (asksForJsonLines(request)) return undefined;

  const queryStart = request.url.indexOf('?');
  const searchParams = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
  if (searchParams.has('connectionParams')) return undefined;
  const inputSource: InputSource =
    method === 'POST' && typeof body === 'string'
      ? { kind: 'body', text: body }
      : { kind: 'query', text: searchParams.get('input') };
  return { method, path, searchParams, inputSource };
}

/** What the request info carries besides the calls: the request's signal, and its URL, built only if read. */
type InfoExtras = { signal: AbortSignal; url: () => URL | null };

/**
 * tRPC's JSON content handler (`getRequestInfo`): the calls with their procedures and lazy inputs.
 * Undefined when a subscription is among them (tRPC's own handler streams those); throws what tRPC
 * throws before a procedure runs (a malformed path, mixed procedure types).
 */
export async function readRequestInfo(
  router: AnyTRPCRouter,
  request: NativeRequest,
  extras: InfoExtras,
): Promise<TRPCRequestInfo | undefined> {
  const isBatchCall = request.searchParams.get('batch') === '1';
  const decodedPath = decodeURIComponent(request.path);
  const paths = isBatchCall ? decodedPath.split(',') : [decodedPath];
  const inputs = lazyInputs(router, request.inputSource, isBatchCall, paths.length);

  const calls = await Promise.all(
    paths.map(async (path, index): Promise<TRPCRequestInfoProcedureCall> => ({
      batchIndex: index,
      path,
      procedure: await getProcedureAtPath(router, path),
      getRawInput: async () => inputs.read()[index],
      result: () => inputs.result()?.[index],
    })),
  );

  const types = new Set<ProcedureType>();
  for (const call of calls) if (call.procedure) types.add(call.procedure._def.type);
  if (types.has('subscription')) return undefined;
  if (types.size > 1)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `Cannot mix procedure types in call: ${Array.from(types).join(', ')}`,
    });

  let url: URL | null | undefined;
  return {
    isBatchCall,
    // Streamed answers go to tRPC's own handler, so what is left asked for none.
    accept: null,
    calls,
    type: types.values().next().value ?? 'unknown',
    connectionParams: null,
    signal: extras.signal,
    get url() {
      return (url ??= extras.url());
    },
  };
}

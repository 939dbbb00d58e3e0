import { TRPCError, type AnyTRPCRouter, type inferRouterContext } from '@trpc/server';
import { getHTTPStatusCode, type TRPCRequestInfo } from '@trpc/server/http';
import {
  defaultTransformer,
  getErrorShape,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  transformTRPCResponse,
  type ProcedureType,
  type TRPCResponse,
  type TRPCRequestInfoProcedureCall,
} from '@trpc/server/unstable-core-do-not-import';
import { markEncoded, type EncodedBody } from '../../http/compression.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallOutcome } from './callProcedures.js';
import type { TrpcHttpOptions } from './options.js';
import { carriedJsonText } from '../../http/jsonText.js';

/** A whole answer, sent in one write. */
export type TrpcHttpResponse = { status: number; contentType: string; body: string };

/** What every native answer varies on, as tRPC's adapter says; kept answers carry it too. */
export const varyHeader = 'trpc-accept, accept';

/** The body is JSON text already; Fastify's own JSON handling would add a charset tRPC does not send. */
const asIs = (body: string) => body;

/** An answer to send: one just built, or a kept one's body as the client accepts it (EncodedBody). */
type SentResponse = Omit<TrpcHttpResponse, 'body'> & EncodedBody;

/** Sends an answer as built, in one write with its length. */
export function sendResponse(reply: FastifyReply, response: SentResponse): FastifyReply {
  reply.code(response.status).header('content-type', response.contentType).header('vary', varyHeader);
  return markEncoded(reply, response.encoding).serializer(asIs).send(response.body);
}

/** What tRPC's handlers send once they know the answer is JSON. */
export const jsonContentType = 'application/json';
/** What a Web Response gives a string body without a content type: tRPC's answer to a request it could not read. */
export const unreadableRequestContentType = 'text/plain;charset=UTF-8';

type ErrorPlace<TRouter extends AnyTRPCRouter> = {
  router: TRouter;
  ctx: inferRouterContext<TRouter> | undefined;
  type: ProcedureType | 'unknown';
  call: TRPCRequestInfoProcedureCall | undefined;
};

function errorEnvelope<TRouter extends AnyTRPCRouter>(
  error: TRPCError,
  { router, ctx, type, call }: ErrorPlace<TRouter>,
): TRPCResponse {
  return {
    error: getErrorShape({ config: router._def._config, error, type, path: call?.path, input: call?.result(), ctx }),
  };
}

/** Objects holding promises or async iterables need tRPC's streaming link; the JSON path refuses them. */
function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  const values = Object.values(value);
  return values.some(isPromise) || values.some(isAsyncIterable);
}

const streamRefusal = () =>
  new TRPCError({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
  });

/** One envelope's JSON; a result whose data carries its JSON text (http/jsonText.ts) is not serialized again. */
function envelopeText(envelope: TRPCResponse): string {
  const text = 'result' in envelope ? carriedJsonText(envelope.result.data) : undefined;
  return text === undefined ? JSON.stringify(envelope) : `{"result":{"data":${text}}}`;
}

function serialized<TRouter extends AnyTRPCRouter>(
  router: TRouter,
  envelope: TRPCResponse | TRPCResponse[],
  contentType: string,
): TrpcHttpResponse {
  const config = router._def._config;
  const status = getHTTPStatusCode(envelope);
  // A router's own transformer may change data, so carried text is used only with tRPC's default (none).
  if (config.transformer !== defaultTransformer)
    return { status, contentType, body: JSON.stringify(transformTRPCResponse(config, envelope)) };
  return {
    status,
    contentType,
    body: Array.isArray(envelope) ? `[${envelope.map(envelopeText).join(',')}]` : envelopeText(envelope),
  };
}

/** httpLink's answer: one envelope. A stream-like result is thrown, as tRPC throws it, to become a request error. */
export function singleResponse<TRouter extends AnyTRPCRouter>(
  router: TRouter,
  info: TRPCRequestInfo,
  outcome: CallOutcome,
  ctx: inferRouterContext<TRouter> | undefined,
): TrpcHttpResponse {
  if (outcome.ok && isDataStream(outcome.data)) throw streamRefusal();
  const envelope = outcome.ok
    ? { result: { data: outcome.data } }
    : errorEnvelope(outcome.error, { router, ctx, type: info.type, call: info.calls[0] });
  return serialized(router, envelope, jsonContentType);
}

/** httpBatchLink's answer: an array of envelopes; 207 when their statuses differ. */
export function batchResponse<TRouter extends AnyTRPCRouter>(
  router: TRouter,
  info: TRPCRequestInfo,
  outcomes: CallOutcome[],
  ctx: inferRouterContext<TRouter> | undefined,
): TrpcHttpResponse {
  const envelopes = outcomes.map((outcome, index): TRPCResponse => {
    const call = info.calls[index];
    if (outcome.ok && !isDataStream(outcome.data)) return { result: { data: outcome.data } };
    const error = outcome.ok ? streamRefusal() : outcome.error;
    return errorEnvelope(error, { router, ctx, type: call?.procedure?._def.type ?? 'unknown', call });
  });
  return serialized(router, envelopes, jsonContentType);
}

type RequestErrorOptions<TRouter extends AnyTRPCRouter> = {
  options: TrpcHttpOptions<TRouter>;
  request: FastifyRequest;
  ctx: inferRouterContext<TRouter> | undefined;
  type: ProcedureType | 'unknown';
  contentType: string;
};

/**
 * A failure of the request as a whole (tRPC's `caughtErrorToData`): one error envelope without a
 * path, even for a batch, reported to onError once.
 */
export function requestErrorResponse<TRouter extends AnyTRPCRouter>(
  cause: unknown,
  { options, request, ctx, type, contentType }: RequestErrorOptions<TRouter>,
): TrpcHttpResponse {
  const error = getTRPCErrorFromUnknown(cause);
  options.onError?.({ error, path: undefined, input: undefined, ctx, type, req: request });
  return serialized(
    options.router,
    errorEnvelope(error, { router: options.router, ctx, type, call: undefined }),
    contentType,
  );
}

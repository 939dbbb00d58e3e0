import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RestRequest, RestRoute } from './route.js';
import { isVisitor, type VisitorCache } from '../cache/visitorCache.js';
import type { CacheArea } from '../cache/freshness.js';
import { carriedJsonText } from '../http/jsonText.js';

const jsonContentType = 'application/json; charset=utf-8';

/** What a REST call answers: a status, a JSON body and its headers. */
export type Outcome = { status: number; body: unknown; headers?: Record<string, string> };

const asStringRecord = (value: unknown): Record<string, string | undefined> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]))
    : {};

export function requestParts(request: FastifyRequest, body: unknown): RestRequest {
  return {
    body,
    query: asStringRecord(request.query),
    params: asStringRecord(request.params),
    headers: asStringRecord(request.headers),
  };
}

/** Calls the row's procedure; refusals are thrown for the caller to turn into `{detail, code}`. */
export async function runRoute<TCaller>(route: RestRoute<TCaller>, api: TCaller, parts: RestRequest): Promise<Outcome> {
  const result = await route.handle(api, parts);
  return { status: result.status ?? route.status, body: result.body, headers: result.headers };
}

/** Sends the outcome; a successful answer to a visitor is also kept in the visitor cache when given one. */
export function sendOutcome(
  reply: FastifyReply,
  outcome: Outcome,
  cache?: { visitorCache: VisitorCache; area: CacheArea },
): FastifyReply {
  if (outcome.headers) reply.headers(outcome.headers);
  // A body made of kept items carries its JSON (http/jsonText.ts): sent as it is, not serialized again.
  const text = carriedJsonText(outcome.body);
  if (!cache?.visitorCache.enabled || outcome.status !== 200 || !isVisitor(reply.request)) {
    if (text === undefined) return reply.status(outcome.status).send(outcome.body);
    return reply.status(outcome.status).type(jsonContentType).send(text);
  }
  const answer = {
    status: outcome.status,
    body: text ?? JSON.stringify(outcome.body),
    headers: { ...outcome.headers, 'content-type': jsonContentType },
  };
  cache.visitorCache.store(reply.request.url, cache.area, answer);
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}

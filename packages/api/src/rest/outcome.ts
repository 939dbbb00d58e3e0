import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppCaller } from '../trpc/appRouter.js';
import type { RestRequest, RestRoute } from './route.js';

/** What a REST call answers: a status, a JSON body and any headers. */
export type Outcome = { status: number; body: unknown; headers?: Record<string, string> };

const asStringRecord = (value: unknown): Record<string, string | undefined> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : undefined])) : {};

export function requestParts(request: FastifyRequest, body: unknown): RestRequest {
  return { body, query: asStringRecord(request.query), params: asStringRecord(request.params) };
}

/** Calls the row's procedure; refusals are thrown for the caller to turn into `{detail}`. */
export async function runRoute(route: RestRoute, api: AppCaller, parts: RestRequest): Promise<Outcome> {
  const result = await route.handle(api, parts);
  return { status: route.status, body: result.body, headers: result.headers };
}

export function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply {
  if (outcome.headers) reply.headers(outcome.headers);
  return reply.status(outcome.status).send(outcome.body);
}

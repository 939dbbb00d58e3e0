import type { ErrorParams } from '@tasbir/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The longest wait a request's refusals asked for, noted where each refusal is turned into an answer. */
const waits = new WeakMap<FastifyRequest, number>();

/**
 * Notes a refusal's `retry_after` (whole seconds, errors.ts `tooManyRequests`) against its request.
 * A refusal of every code may carry it: the header follows the params, so a new limit needs
 * no change here. A batch keeps the longest wait of its calls.
 */
export function noteRetryAfter(request: FastifyRequest, params: ErrorParams): void {
  const seconds = params.retry_after;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return;
  waits.set(request, Math.max(waits.get(request) ?? 0, Math.max(1, Math.ceil(seconds))));
}

/** The status an answer leaves with: tRPC's own adapter sends a Web Response, whose status Fastify copies after the hooks. */
const statusOf = (statusCode: number, payload: unknown) => (payload instanceof Response ? payload.status : statusCode);

/**
 * Every 429 the server answers carries `Retry-After`, by status rather than by route: REST rows,
 * tRPC over HTTP (native and tRPC's own adapter) and the routes beside them all end here.
 */
export function answerRetryAfter(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const seconds = waits.get(request);
    if (seconds !== undefined && statusOf(reply.statusCode, payload) === 429 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(seconds));
    done(null, payload);
  });
}

import type fc from 'fast-check';
import { z } from 'zod';
import { restTable } from '../src/app/restTable.js';
import { appProcedures } from './appProcedures.js';
import { shapeOf, type Shape } from './hardening.fuzz.arbitraries.js';
import { restRequests, trpcRequests, type Sent } from './hardening.fuzz.requests.js';

/**
 * What the schema fuzz sends requests to: every row of the REST table and every query and mutation
 * of the app router, read from them, so a new path or procedure is fuzzed without editing the test.
 * Each has its malformed requests and a probe (the call with an empty input) that tells which
 * callers get past its role check.
 */
export type Target = { name: string; requests: (ids: readonly string[]) => fc.Arbitrary<Sent>; probe: Sent };

/** A procedure's input shape: its input parsers merged (a chained `.input()` adds fields). */
function inputShape(inputs: unknown[]): Shape {
  const shapes = inputs.filter((input) => input instanceof z.ZodType).map((input) => shapeOf(input));
  const objects = shapes.filter((shape) => shape.kind === 'object');
  if (objects.length > 1) return { kind: 'object', fields: Object.assign({}, ...objects.map((shape) => shape.fields)) };
  return shapes[0] ?? { kind: 'unknown' };
}

const httpProcedures = appProcedures.filter((procedure) => procedure.type === 'query' || procedure.type === 'mutation');
export const subscriptions = appProcedures
  .filter((procedure) => procedure.type === 'subscription')
  .map((procedure) => ({ path: procedure.path, shape: inputShape(procedure.inputs) }));

const json = { 'content-type': 'application/json' };

export const restTargets: Target[] = restTable.map((row) => {
  const path = row.path.replace(/:\w+/g, 'x');
  const probe: Sent =
    row.method === 'GET'
      ? { method: 'GET', url: `/api${path}`, headers: {} }
      : { method: row.method, url: `/api${path}`, headers: json, payload: '{}' };
  const shape = shapeOf(row.input);
  return { name: `${row.method} /api${row.path}`, requests: (ids) => restRequests(row, shape, ids), probe };
});

/**
 * The routes beside the table, which read a path parameter and headers themselves: stored media
 * (byte ranges, ETags) and the receipts, served to their owner and admins.
 */
export const besideTableTargets: Target[] = (
  ['/media/:key', '/credits/requests/:id/receipt', '/subscription/requests/:id/receipt', '/openapi.json'] as const
).map((path) => ({
  name: `GET /api${path}`,
  requests: (ids) => restRequests({ method: 'GET', path }, { kind: 'unknown' }, ids),
  probe: { method: 'GET', url: `/api${path.replace(/:\w+/g, 'x')}`, headers: {} },
}));

/** The second call of a batch comes from these (never a subscription, which would stream for ever). */
export const batchable = httpProcedures.map((procedure) => procedure.path);

export const trpcTargets: Target[] = httpProcedures.map(({ path, type, inputs }) => {
  const kind = type === 'query' ? 'query' : 'mutation';
  const probe: Sent =
    kind === 'query'
      ? { method: 'GET', url: `/trpc/${path}`, headers: {} }
      : { method: 'POST', url: `/trpc/${path}`, headers: json, payload: '{}' };
  const shape = inputShape(inputs);
  return { name: `tRPC ${kind} ${path}`, requests: (ids) => trpcRequests(path, kind, shape, batchable, ids), probe };
});

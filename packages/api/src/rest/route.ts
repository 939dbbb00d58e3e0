import { z } from 'zod';
import type { AppCaller } from '../trpc/appRouter.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RestRequest = { body: unknown; query: Record<string, string | undefined>; params: Record<string, string | undefined> };

/** One row of the REST table: a literal spec path and the procedure it calls. No logic beyond that. */
export type RestRoute = {
  method: HttpMethod;
  /** Below /api, in Fastify form (`/reels/:id/like`). */
  path: string;
  summary: string;
  /** Needs a bearer token (documented in OpenAPI; the procedure enforces it). */
  auth: boolean;
  input: z.ZodType;
  status: number;
  handle: (api: AppCaller, request: RestRequest) => Promise<unknown>;
};

type RouteSpec<S extends z.ZodType> = {
  method: HttpMethod;
  path: string;
  summary: string;
  auth?: boolean;
  status?: number;
  input: S;
  /** Where the input comes from; the JSON body by default. */
  read?: (request: RestRequest) => unknown;
  call: (api: AppCaller, input: z.output<S>) => Promise<unknown>;
};

/** For calls that take nothing. */
export const noInput = z.object({});

export function restRoute<S extends z.ZodType>(spec: RouteSpec<S>): RestRoute {
  const read = spec.read ?? ((request: RestRequest) => request.body ?? {});
  return {
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    auth: spec.auth ?? false,
    input: spec.input,
    status: spec.status ?? 200,
    handle: (api, request) => spec.call(api, spec.input.parse(read(request))),
  };
}

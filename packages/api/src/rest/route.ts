import { z } from 'zod';
import type { AppCaller } from '../trpc/appRouter.js';
import type { Refusal } from '../refusals.js';
import type { CacheArea } from '../cache/freshness.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RestRequest = { body: unknown; query: Record<string, string | undefined>; params: Record<string, string | undefined> };
/** What goes back: the JSON body and any response headers (e.g. a list's `X-Next-Cursor`). */
export type RestReply = { body: unknown; headers?: Record<string, string>; status?: number };

/** Who may send a file and how large, decided before the body is read. */
export type UploadAdmission = {
  maxFileBytes: number;
  /** The largest body this caller may send; a larger Content-Length is refused before reading. */
  maxBodyBytes: number;
  tooLarge: Refusal;
};

/**
 * A call that takes one file, as a JSON data URL or as multipart/form-data. The adapter asks
 * `admit` before reading the body (a refusal answers at once), streams the file to the staging
 * folder under `fileField` (a `StagedFile`), and removes it once the call has answered.
 */
export type UploadSpec = {
  fileField: string;
  /** The most any caller may send (the largest plan's file as base64, plus the other fields). */
  maxBodyBytes: number;
  admit: (api: AppCaller) => Promise<UploadAdmission>;
};

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
  /** Also read multipart/form-data text fields into the body (files are refused). */
  form: boolean;
  upload: UploadSpec | undefined;
  /** Anonymous requests may get a micro-cached answer, kept until a write to this area. */
  cacheArea: CacheArea | undefined;
  handle: (api: AppCaller, request: RestRequest) => Promise<RestReply>;
};

type RouteSpec<S extends z.ZodType, O> = {
  method: HttpMethod;
  path: string;
  summary: string;
  auth?: boolean;
  status?: number;
  input: S;
  form?: boolean;
  upload?: UploadSpec;
  /** A public GET whose answer visitors may share until a write to this area; not cached when absent. */
  cacheArea?: CacheArea;
  /** Where the input comes from; the JSON body by default. */
  read?: (request: RestRequest) => unknown;
  call: (api: AppCaller, input: z.output<S>) => Promise<O>;
  /** How the output goes back; the output as the JSON body by default. */
  reply?: (output: O) => RestReply;
};

/** For calls that take nothing. */
export const noInput = z.object({});

export function restRoute<S extends z.ZodType, O>(spec: RouteSpec<S, O>): RestRoute {
  const read = spec.read ?? ((request: RestRequest) => request.body ?? {});
  const reply = spec.reply ?? ((output: O): RestReply => ({ body: output ?? {} }));
  return {
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    auth: spec.auth ?? false,
    input: spec.input,
    status: spec.status ?? 200,
    form: spec.form ?? false,
    upload: spec.upload,
    cacheArea: spec.method === 'GET' && !spec.auth ? spec.cacheArea : undefined,
    handle: async (api, request) => reply(await spec.call(api, spec.input.parse(read(request)))),
  };
}

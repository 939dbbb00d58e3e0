import { z } from 'zod';
import type { Refusal } from '@tasbir/shared';
import type { CacheArea } from '../cache/freshness.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The parts of a request a row may read its input from; header names are lowercase. */
export type RestRequest = {
  body: unknown;
  query: Record<string, string | undefined>;
  params: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
};
/** What goes back: the JSON body and the response headers, if there are some (e.g. a list's `X-Next-Cursor`). */
export type RestReply<TBody = unknown> = { body: TBody; headers?: Record<string, string>; status?: number };

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
export type UploadSpec<TCaller> = {
  fileField: string;
  /** The most a caller may send, whoever it is (the largest plan's file as base64, plus the other fields). */
  maxBodyBytes: number;
  admit: (api: TCaller) => Promise<UploadAdmission>;
};

/**
 * One row of the REST table: a literal spec path, the procedure it calls and what it answers, read
 * from the procedure's `rest` meta (procedureRows.ts). `TCaller` is whatever the row calls
 * procedures on; the kit never names the app's router, the table binds it.
 */
export type RestRoute<TCaller> = {
  method: HttpMethod;
  /** Below /api, in Fastify form (`/reels/:id/like`). */
  path: string;
  summary: string;
  /** Needs a bearer token (documented in OpenAPI; the procedure enforces it). */
  auth: boolean;
  input: z.ZodType;
  status: number;
  /** The body a success answers (a paged row's items), as documented in OpenAPI. */
  output: z.ZodType;
  /** The next page's cursor goes back in `X-Next-Cursor` (absent on the last page). */
  paged: boolean;
  /** Other statuses the row answers with a body of its own; refusals (`{detail, code}`) aside. */
  alsoAnswers: Readonly<Record<number, z.ZodType>>;
  /** Also read multipart/form-data text fields into the body (files are refused). */
  form: boolean;
  /** The input's fields besides the path's come from the query string, whatever the method. */
  queryInput: boolean;
  upload: UploadSpec<TCaller> | undefined;
  /** Anonymous requests may get a micro-cached answer, kept until a write to this area. */
  cacheArea: CacheArea | undefined;
  handle: (api: TCaller, request: RestRequest) => Promise<RestReply>;
};

/** For calls that take nothing. */
export const noInput = z.object({});

/** A page answers its items (the bare array REST clients read); the next page's cursor goes in `X-Next-Cursor`. */
export const pageReply = <T>({ items, next_cursor }: { items: T; next_cursor: string | null }): RestReply<T> => ({
  body: items,
  headers: next_cursor ? { 'x-next-cursor': next_cursor } : undefined,
});

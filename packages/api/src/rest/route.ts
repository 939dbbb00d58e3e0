import { z } from 'zod';
import type { PageSchema, Refusal } from '@tasbir/shared';
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
 * One row of the REST table: a literal spec path, the procedure it calls and what it answers. No
 * logic beyond that. `TCaller` is whatever the row calls procedures on; the kit never names the
 * app's router, the table binds it (a row for fewer routers fits a table of all of them).
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

type CommonSpec<TCaller, S extends z.ZodType> = {
  method: HttpMethod;
  path: string;
  summary: string;
  auth?: boolean;
  status?: number;
  input: S;
  upload?: UploadSpec<TCaller>;
  /** A public GET whose answer visitors may share until a write to this area; not cached when absent. */
  cacheArea?: CacheArea;
  /** Where the input comes from; the JSON body by default. */
  read?: (request: RestRequest) => unknown;
  /** Documented only (the reading is `read`'s): multipart text fields are read too; the fields are query parameters. */
  form?: boolean;
  queryInput?: boolean;
};

/** The call's result is the body. */
type BodySpec<TCaller, S extends z.ZodType, O extends z.ZodType> = CommonSpec<TCaller, S> & {
  output: O;
  call: (api: TCaller, input: z.output<S>) => Promise<z.output<O>>;
};

/** `reply` turns the call's result into a body of `output`, or of one of `alsoAnswers` with its status. */
type ShapedSpec<TCaller, S extends z.ZodType, O extends z.ZodType, A extends Record<number, z.ZodType>, R> = CommonSpec<
  TCaller,
  S
> & {
  output: O;
  alsoAnswers?: A;
  call: (api: TCaller, input: z.output<S>) => Promise<R>;
  reply: (result: R) => RestReply<z.output<O> | z.output<A[keyof A]>>;
};

/** A page of a list: the items are the body (the bare array REST clients read), the cursor a header. */
type PagedSpec<TCaller, S extends z.ZodType, P extends PageSchema<z.ZodType>> = CommonSpec<TCaller, S> & {
  paged: true;
  output: P;
  call: (api: TCaller, input: z.output<S>) => Promise<z.output<P>>;
};

export type AnySpec<TCaller> =
  | (PagedSpec<TCaller, z.ZodType, PageSchema<z.ZodType>> & { reply?: undefined; alsoAnswers?: undefined })
  | (ShapedSpec<TCaller, z.ZodType, z.ZodType, Record<number, z.ZodType>, unknown> & { paged?: undefined })
  | (BodySpec<TCaller, z.ZodType, z.ZodType> & { paged?: undefined; reply?: undefined; alsoAnswers?: undefined });

/** For calls that take nothing. */
export const noInput = z.object({});

/** A page answers its items (the bare array REST clients read); the next page's cursor goes in `X-Next-Cursor`. */
export const pageReply = <T>({ items, next_cursor }: { items: T; next_cursor: string | null }): RestReply<T> => ({
  body: items,
  headers: next_cursor ? { 'x-next-cursor': next_cursor } : undefined,
});

/** A row from its spec; `restRoutesFor` types a domain's, procedureRows.ts builds the procedures' own. */
export function restRow<TCaller>(spec: AnySpec<TCaller>): RestRoute<TCaller> {
  const read = spec.read ?? ((request: RestRequest) => request.body ?? {});
  const input = (request: RestRequest) => spec.input.parse(read(request));
  let output: z.ZodType = spec.output;
  let handle: RestRoute<TCaller>['handle'];
  if (spec.paged) {
    const call = spec.call;
    output = spec.output.shape.items;
    handle = async (api, request) => pageReply(await call(api, input(request)));
  } else if (spec.reply) {
    const { call, reply } = spec;
    handle = async (api, request) => reply(await call(api, input(request)));
  } else {
    const call = spec.call;
    handle = async (api, request) => ({ body: await call(api, input(request)) });
  }
  return {
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    auth: spec.auth ?? false,
    input: spec.input,
    status: spec.status ?? 200,
    output,
    paged: spec.paged ?? false,
    alsoAnswers: spec.alsoAnswers ?? {},
    form: spec.form ?? false,
    queryInput: spec.queryInput ?? false,
    upload: spec.upload,
    cacheArea: spec.method === 'GET' && !spec.auth ? spec.cacheArea : undefined,
    handle,
  };
}

/**
 * The row builder for rows that call procedures on a `TCaller` (a domain names the routers it
 * reaches: `const restRoute = restRoutesFor<CallerOf<{ photos: typeof photosRouter }>>()`).
 * Every row says what it answers (`output`, a shared zod schema) in one of three ways: the call's
 * result is the body; `reply` shapes it (a status of `alsoAnswers`, say); or `paged: true`.
 */
export function restRoutesFor<TCaller>() {
  function restRoute<S extends z.ZodType, P extends PageSchema<z.ZodType>>(
    spec: PagedSpec<TCaller, S, P>,
  ): RestRoute<TCaller>;
  function restRoute<
    S extends z.ZodType,
    O extends z.ZodType,
    R,
    A extends Record<number, z.ZodType> = Record<never, never>,
  >(spec: ShapedSpec<TCaller, S, O, A, R>): RestRoute<TCaller>;
  function restRoute<S extends z.ZodType, O extends z.ZodType>(spec: BodySpec<TCaller, S, O>): RestRoute<TCaller>;
  function restRoute(spec: AnySpec<TCaller>): RestRoute<TCaller> {
    return restRow(spec);
  }
  return restRoute;
}

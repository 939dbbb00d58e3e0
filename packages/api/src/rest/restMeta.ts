import type { z } from 'zod';
import type { ErrorCode, PageSchema } from '@tasbir/shared';
import type { HttpMethod } from './route.js';

/**
 * A row that takes one file, as a JSON data URL or a multipart part: the caller is admitted by the
 * allowance procedure before a byte of the body is read, and the file is streamed against its size.
 */
export type RestUploadMeta = {
  /** The input field the file fills (a staged file). */
  fileField: string;
  /** The allowance procedure by dotted path (`media.uploadAllowance`): `{max_file_bytes, max_file_mb}`, or a refusal. */
  allowance: string;
  allowanceInput?: Readonly<Record<string, unknown>>;
  /** The largest file anyone may send: the body limit before the caller is known. */
  largestFileBytes: number;
  /** The refusal of a file over the caller's allowance; its `mb` param is the allowance's. */
  tooLarge: ErrorCode;
};

/**
 * The literal `/api` path that also serves a procedure (docs/decisions/014-rest-from-procedures.md):
 * the REST table and the OpenAPI document are read from these. The input is the path's names, over
 * the query (GET, or `queryInput`) or the JSON body (other methods); `output` is what it answers.
 */
export type RestMeta = {
  method: HttpMethod;
  /** Below /api, in Fastify form (`/reels/:id/like`); each `:name` fills the input field of that name. */
  path: string;
  summary: string;
  /** The success status; 200 when absent. */
  status?: number;
  /** The input field a path name fills when it is not the field's own name (`/portfolio/:id` → `photographer_id`). */
  pathFields?: Readonly<Record<string, string>>;
  /** Input fields the path itself says (`/leaderboard/weekly` → `period: 'weekly'`); not documented as parameters. */
  presetInput?: Readonly<Record<string, unknown>>;
  /** The fields besides the path's come from the query string, whatever the method (documented as query parameters). */
  queryInput?: true;
  /** The query string's fields too, over the JSON body's. */
  queryOverBody?: true;
  /** The `Idempotency-Key` header becomes the body's `idempotency_key` (idempotency.ts); for a path without names. */
  idempotencyKey?: true;
  /** Also read multipart/form-data text fields into the body (files are refused). */
  form?: true;
  /** Fields a multipart form sends as text that the input reads as whole numbers (`amount`). */
  formNumbers?: readonly string[];
  upload?: RestUploadMeta;
  /** Other statuses the row answers with a body of its own, and which one a result gets (the health check's 503). */
  alsoAnswers?: Readonly<Record<number, z.ZodType>>;
  statusOf?: (result: unknown) => number;
} & (
  | {
      /** The answer is a page: its items are the body and the next cursor rides in `X-Next-Cursor`. */
      paged: true;
      output: PageSchema<z.ZodType>;
      /** The procedure's name for its items when it is not `items` (the directory's `photographers`). */
      itemsField?: string;
    }
  | { paged?: undefined; output: z.ZodType }
);

import { z } from 'zod';
import { pageLimits } from '../limits.js';
import { refuse } from '../messages/errors.js';

/** A query string's blank field, or a null, means the field was not given. */
export const blankIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A query string carries numbers as text; tRPC sends them as numbers. Blank means not given. */
const numberOrText = (value: unknown) =>
  value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value;

/** `limit` of every list: a whole number of at least 1, refused otherwise (never silently replaced). */
export const pageLimitField = z.preprocess(
  numberOrText,
  z
    .number(refuse('limitInvalid'))
    .int(refuse('limitInvalid'))
    .min(1, refuse('limitInvalid'))
    .optional()
    .transform((value) => Math.min(value ?? pageLimits.default, pageLimits.max)),
);

/** `cursor` of every list: the `next_cursor` of the previous page, opaque to clients. */
export const pageCursorField = z
  .string(refuse('cursorInvalid'))
  .max(300, refuse('cursorInvalid'))
  .nullish()
  .transform((value) => value || undefined);

/**
 * A page of a list as tRPC answers it: the items and the cursor of the next page (null on the
 * last). Over REST the items are the body and the cursor rides in `X-Next-Cursor`.
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable() });
}
export type PageSchema<T extends z.ZodType> = ReturnType<typeof pageSchema<T>>;
export type Page<T> = z.output<PageSchema<z.ZodType<T>>>;

import { z } from 'zod';
import { refuse } from '../messages/errors.js';

/** Every list pages the same way: 20 by default, at most 50 (a larger ask gets 50). */
export const pageLimits = { default: 20, max: 50 } as const;

/** A query string carries numbers as text; tRPC sends them as numbers. Blank means not given. */
const numberOrText = (value: unknown) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value);

/** `limit` of any list: a whole number of at least 1, refused otherwise (never silently replaced). */
export const pageLimitField = z.preprocess(
  numberOrText,
  z
    .number(refuse('limitInvalid'))
    .int(refuse('limitInvalid'))
    .min(1, refuse('limitInvalid'))
    .optional()
    .transform((value) => Math.min(value ?? pageLimits.default, pageLimits.max)),
);

/** `cursor` of any list: the `next_cursor` of the previous page, opaque to clients. */
export const pageCursorField = z
  .string(refuse('cursorInvalid'))
  .max(300, refuse('cursorInvalid'))
  .nullish()
  .transform((value) => value || undefined);

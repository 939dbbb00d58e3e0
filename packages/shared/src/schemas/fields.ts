import { z } from 'zod';
import { calendarDateOf } from '../bookings.js';
import { refuse, type ErrorCode } from '../messages/errors.js';
import { passwordMaxLength, passwordMinLength } from '../limits.js';


/** Controls (C0, DEL, C1: NUL and friends) and halves of surrogate pairs that lost their other half. */
const controlsAndLoneSurrogates = /[\p{Cc}\p{Cs}]/gu;
/** The same, but tab and line feed stay: the lines of a text that may have several. */
const controlsBesideTabAndNewline = /(?![\t\n])[\p{Cc}\p{Cs}]/gu;
/** Every way a client may break a line, `\r\n` first so it stays one break. */
const lineBreaks = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/**
 * A single-line text as stored: line breaks and tabs become spaces, other control characters and
 * lone surrogates go. Letters of every script, emoji and the joiners Nepali spelling needs
 * (ZWJ, ZWNJ) are not controls and stay.
 */
export const cleanLine = (text: string) => text.replace(lineBreaks, ' ').replace(/\t/g, ' ').replace(controlsAndLoneSurrogates, '');

/** A text of lines as stored: every line break a `\n`; tabs stay; other controls and lone surrogates go. */
export const cleanLines = (text: string) => text.replace(lineBreaks, '\n').replace(controlsBesideTabAndNewline, '');

type StringParams = Parameters<typeof z.string>[0];

/**
 * Every free text a client sends goes through one of these two, so control characters are dealt
 * with once, here, before trimming and length checks.
 */
export const lineText = (params?: StringParams) => z.string(params).overwrite(cleanLine);
export const multilineText = (params?: StringParams) => z.string(params).overwrite(cleanLines);

export const emailField = z
  .string(refuse('emailRequired'))
  .trim()
  .toLowerCase()
  .min(1, refuse('emailRequired'))
  .max(254, refuse('emailInvalid'))
  .pipe(z.email(refuse('emailInvalid')));

/** A new password: length rules only, no composition rules (docs/product.md#accounts). */
export const newPasswordField = z
  .string(refuse('passwordRequired'))
  .min(1, refuse('passwordRequired'))
  .min(passwordMinLength, refuse('passwordTooShort'))
  .max(passwordMaxLength, refuse('passwordTooLong'));

export const usernameField = z
  .string(refuse('usernameRequired'))
  .trim()
  .min(1, refuse('usernameRequired'))
  // Devanagari writes vowel signs and the virama as combining marks (राम, श्रेष्ठ): allowed after the
  // first character, but never three in a row, which no name needs and stacked-mark spoofs do.
  .regex(/^[\p{L}\p{N}._-][\p{L}\p{M}\p{N}._-]{2,29}$/u, refuse('usernameInvalid'))
  .refine((name) => !/\p{M}{3}/u.test(name), refuse('usernameInvalid'));

/** Optional text (one line unless `multiline`): absent leaves it as it is, blank clears it. */
export function optionalText(max: number, { multiline = false } = {}) {
  return (multiline ? multilineText() : lineText())
    .trim()
    .max(max, refuse('fieldTooLong'))
    .optional()
    .nullable()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/**
 * A calendar date as `YYYY-MM-DD`, or a whole ISO timestamp whose date part is taken; `missing`
 * answers an absent or blank one. Whether it lies ahead is the service's question (it knows today).
 */
export function calendarDateField(missing: ErrorCode) {
  return z
    .string(refuse(missing))
    .trim()
    .min(1, refuse(missing))
    .max(40, refuse('bookingDateInvalid'))
    .transform((text, context) => {
      const date = calendarDateOf(text);
      if (date === undefined) context.addIssue({ code: 'custom', message: 'bookingDateInvalid' });
      return date ?? '';
    });
}

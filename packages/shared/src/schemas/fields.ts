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
 * Bidi embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI): in a name or
 * a title they only serve to show text in an order other than it was written ("invoice‮fdp.exe").
 * The marks (LRM, RLM, ALM) stay: they reorder nothing beyond the neutral characters beside them,
 * and mixed right-to-left text needs them.
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;
/** Nothing that shows: spaces, line breaks and default-ignorable characters (zero-width space, joiners, BOM, fillers, bidi controls). */
const nothingVisible = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** A text that shows nothing is blank, so "required" refuses it and an optional field is cleared. */
const blankIfInvisible = (text: string) => (nothingVisible.test(text) ? '' : text);

/**
 * A single-line text as stored: line breaks and tabs become spaces, other control characters, lone
 * surrogates and bidi controls go. Letters of every script, emoji and the joiners Nepali spelling
 * needs (ZWJ, ZWNJ) are not controls and stay, unless they are all there is.
 */
export const cleanLine = (text: string) =>
  blankIfInvisible(
    text.replace(lineBreaks, ' ').replace(/\t/g, ' ').replace(controlsAndLoneSurrogates, '').replace(bidiControls, ''),
  );

/**
 * A text of lines as stored: every line break a `\n`; tabs stay; other controls and lone surrogates
 * go. Bidi controls stay (a message may quote right-to-left text): the web shows user text in an
 * element of its own with `dir="auto"`, which isolates it, so they cannot reach past it.
 */
export const cleanLines = (text: string) =>
  blankIfInvisible(text.replace(lineBreaks, '\n').replace(controlsBesideTabAndNewline, ''));

type StringParams = Parameters<typeof z.string>[0];

/**
 * Every free text a client sends goes through one of these two, so control characters are dealt
 * with once, here, before trimming and length checks.
 */
export const lineText = (params?: StringParams) => z.string(params).overwrite(cleanLine);
export const multilineText = (params?: StringParams) => z.string(params).overwrite(cleanLines);

/** Decimal digits and nothing else (no sign, exponent, spaces or other scripts' digits): how a form writes a whole number. */
const decimalDigits = /^[0-9]+$/;

/**
 * A form's or query string's text as the number its decimal digits write; blank is absent, and
 * anything else stays text for the number check to refuse (`"1e3"` is not 1,000, `"true"` not 1).
 */
export const digitsAsNumber = (value: unknown) =>
  value === '' ? undefined : typeof value === 'string' && decimalDigits.test(value) ? Number(value) : value;

/**
 * A whole number from `min` to `max` as JSON writes it, never coerced: `missing` answers an absent
 * one, `invalid` anything else (a boolean, a string, a fraction, out of range).
 */
export function wholeNumberField(missing: ErrorCode, invalid: ErrorCode, min: number, max: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? missing : invalid) })
    .int(refuse(invalid))
    .min(min, refuse(invalid))
    .max(max, refuse(invalid));
}

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

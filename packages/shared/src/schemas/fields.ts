import { z } from 'zod';
import { calendarDateOf } from '../bookings.js';
import { refuse, type ErrorCode } from '../messages/errors.js';
import { passwordMaxLength, passwordMinLength } from '../limits.js';


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
  .regex(/^[\p{L}\p{N}._-]{3,30}$/u, refuse('usernameInvalid'));

/** Optional short text: absent leaves it as it is, blank clears it. */
export function optionalText(max: number) {
  return z
    .string()
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

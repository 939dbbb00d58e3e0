import { z } from 'zod';
import { errorMessages as m } from '../messages/errors.js';
import { passwordMaxLength, passwordMinLength } from '../limits.js';


export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }));

/** A new password: length rules only, no composition rules (DECISIONS.md). */
export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(passwordMinLength, { error: m.passwordTooShort })
  .max(passwordMaxLength, { error: m.passwordTooLong });

export const usernameField = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, { error: m.usernameRequired })
  .regex(/^[\p{L}\p{N}._-]{3,30}$/u, { error: m.usernameInvalid });

/** Optional short text: absent leaves it as it is, blank clears it. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: m.fieldTooLong })
    .optional()
    .nullable()
    .transform((value) => (value === undefined ? undefined : value || null));
}

import { accountErrorsEn, accountErrorsNe } from './errors/accounts.js';
import { directoryErrorsEn, directoryErrorsNe } from './errors/directory.js';
import { mediaErrorsEn, mediaErrorsNe } from './errors/media.js';
import { economyErrorsEn, economyErrorsNe } from './errors/economy.js';
import { adminErrorsEn, adminErrorsNe } from './errors/admin.js';
import { chatErrorsEn, chatErrorsNe } from './errors/chat.js';
import { bookingErrorsEn, bookingErrorsNe } from './errors/bookings.js';
import { paymentErrorsEn, paymentErrorsNe } from './errors/payments.js';
import { bookingPolicyErrorsEn, bookingPolicyErrorsNe } from './errors/bookingPolicies.js';
import { bookingAdvanceErrorsEn, bookingAdvanceErrorsNe } from './errors/bookingAdvances.js';
import { galleryErrorsEn, galleryErrorsNe } from './errors/galleries.js';
import { fillMessageIn, type SlotValues } from '../format.js';
import type { Language } from '../language.js';

/**
 * Every refusal the server can answer with, by code: the code travels (`code` on REST,
 * `data.errorCode` on tRPC) and each end shows the text of its language. Later areas add a table.
 */
export const errorsEn = {
  ...accountErrorsEn,
  ...mediaErrorsEn,
  ...directoryErrorsEn,
  ...economyErrorsEn,
  ...adminErrorsEn,
  ...chatErrorsEn,
  ...bookingErrorsEn,
  ...paymentErrorsEn,
  ...bookingPolicyErrorsEn,
  ...bookingAdvanceErrorsEn,
  ...galleryErrorsEn,
} as const;

export type ErrorCode = keyof typeof errorsEn;
/** Values for a code's `{name}` slots (`fileTooLarge` takes `mb`). */
export type ErrorParams = SlotValues;

/** Nepali (नेपाली) for every code. */
export const errorsNe: Record<ErrorCode, string> = {
  ...accountErrorsNe,
  ...mediaErrorsNe,
  ...directoryErrorsNe,
  ...economyErrorsNe,
  ...adminErrorsNe,
  ...chatErrorsNe,
  ...bookingErrorsNe,
  ...paymentErrorsNe,
  ...bookingPolicyErrorsNe,
  ...bookingAdvanceErrorsNe,
  ...galleryErrorsNe,
};

/** The language a refusal is written in (the API's name for it). */
export type ErrorLanguage = Language;

const errorTables: Record<Language, Record<ErrorCode, string>> = { en: errorsEn, ne: errorsNe };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorsEn, value);
}

/** The sentence for a code in a language, its slots filled (numbers written as the language writes them). */
export function errorText(code: ErrorCode, params: ErrorParams = {}, language: Language = 'en'): string {
  return fillMessageIn(errorTables[language][code], params, language);
}

/**
 * A zod refusal that carries an error code as its message (`z.string(refuse('emailRequired'))`),
 * so the server answers that code and a client can show it in its own language.
 */
export const refuse = (code: ErrorCode) => ({ error: code });

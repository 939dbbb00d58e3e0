import { accountErrorsEn, accountErrorsNe } from './errors/accounts.js';
import { directoryErrorsEn, directoryErrorsNe } from './errors/directory.js';
import { mediaErrorsEn, mediaErrorsNe } from './errors/media.js';
import { economyErrorsEn, economyErrorsNe } from './errors/economy.js';
import { adminErrorsEn, adminErrorsNe } from './errors/admin.js';
import { chatErrorsEn, chatErrorsNe } from './errors/chat.js';
import { bookingErrorsEn, bookingErrorsNe } from './errors/bookings.js';
import { bookingPolicyErrorsEn, bookingPolicyErrorsNe } from './errors/bookingPolicies.js';
import type { AddedErrorCode } from './addedErrors.js';
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
  ...bookingPolicyErrorsEn,
} as const;

/** The codes whose sentences are in the tables above, which every page carries. */
export type CoreErrorCode = keyof typeof errorsEn;
/**
 * Codes only pages loaded on demand meet (addedErrors.ts): their tables are added with
 * `addErrorTables` where they are needed (the server at start, the web's pages when they load),
 * so the home page does not carry them.
 */
export type ErrorCode = CoreErrorCode | AddedErrorCode;
/** Values for a code's `{name}` slots (`fileTooLarge` takes `mb`). */
export type ErrorParams = SlotValues;

/** Nepali (नेपाली) for every code. */
export const errorsNe: Record<CoreErrorCode, string> = {
  ...accountErrorsNe,
  ...mediaErrorsNe,
  ...directoryErrorsNe,
  ...economyErrorsNe,
  ...adminErrorsNe,
  ...chatErrorsNe,
  ...bookingErrorsNe,
  ...bookingPolicyErrorsNe,
};

/** The language a refusal is written in (the API's name for it). */
export type ErrorLanguage = Language;

const errorTables: Record<Language, Partial<Record<ErrorCode, string>>> = { en: { ...errorsEn }, ne: { ...errorsNe } };

/** Adds the sentences of codes kept apart (AddedErrorCode), in both languages. */
export function addErrorTables(en: Partial<Record<ErrorCode, string>>, ne: Partial<Record<ErrorCode, string>>): void {
  Object.assign(errorTables.en, en);
  Object.assign(errorTables.ne, ne);
}

/** Whether a code's sentence is in the tables every page carries (the web's UiMessages hold those). */
export function isCoreErrorCode(value: unknown): value is CoreErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorsEn, value);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorTables.en, value);
}

/** A code's sentence as written, slots unfilled; undefined for a code whose table was not added. */
export function errorSentence(code: ErrorCode, language: Language = 'en'): string | undefined {
  return errorTables[language][code];
}

/** The sentence for a code in a language, its slots filled (numbers written as the language writes them). */
export function errorText(code: ErrorCode, params: ErrorParams = {}, language: Language = 'en'): string {
  return fillMessageIn(errorSentence(code, language) ?? errorSentence(code) ?? code, params, language);
}

/**
 * A zod refusal that carries an error code as its message (`z.string(refuse('emailRequired'))`),
 * so the server answers that code and a client can show it in its own language.
 */
export const refuse = (code: ErrorCode) => ({ error: code });

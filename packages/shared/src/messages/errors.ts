import { accountErrorsEn, accountErrorsNe } from './errors/accounts.js';
import { directoryErrorsEn, directoryErrorsNe } from './errors/directory.js';
import { mediaErrorsEn, mediaErrorsNe } from './errors/media.js';
import { economyErrorsEn, economyErrorsNe } from './errors/economy.js';
import { adminErrorsEn, adminErrorsNe } from './errors/admin.js';
import { chatErrorsEn, chatErrorsNe } from './errors/chat.js';
import { bookingErrorsEn, bookingErrorsNe } from './errors/bookings.js';

/**
 * Every refusal the server can answer with, by code: the code travels (`code` on REST,
 * `data.errorCode` on tRPC) and each end shows the text of its language. Later areas add a table.
 */
export const errorsEn = { ...accountErrorsEn, ...mediaErrorsEn, ...directoryErrorsEn, ...economyErrorsEn, ...adminErrorsEn, ...chatErrorsEn, ...bookingErrorsEn } as const;

export type ErrorCode = keyof typeof errorsEn;
/** Values for a code's `{name}` slots (`fileTooLarge` takes `mb`). */
export type ErrorParams = Record<string, string | number>;

/** Nepali (नेपाली) for every code. */
export const errorsNe: Record<ErrorCode, string> = { ...accountErrorsNe, ...mediaErrorsNe, ...directoryErrorsNe, ...economyErrorsNe, ...adminErrorsNe, ...chatErrorsNe, ...bookingErrorsNe };

export const errorLanguages = ['en', 'ne'] as const;
export type ErrorLanguage = (typeof errorLanguages)[number];

const errorTables: Record<ErrorLanguage, Record<ErrorCode, string>> = { en: errorsEn, ne: errorsNe };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorsEn, value);
}

/** Fills `{name}` slots of a sentence; a slot without a value stays as it is. */
export function fillMessage(template: string, values: ErrorParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** The sentence for a code in a language, its slots filled. */
export function errorText(code: ErrorCode, params: ErrorParams = {}, language: ErrorLanguage = 'en'): string {
  return fillMessage(errorTables[language][code], params);
}

/**
 * A zod refusal that carries an error code as its message (`z.string(refuse('emailRequired'))`),
 * so the server answers that code and a client can show it in its own language.
 */
export const refuse = (code: ErrorCode) => ({ error: code });

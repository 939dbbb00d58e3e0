import { useAtomValue } from 'jotai';
import {
  fillMessageIn,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  localDigits,
  localMoneyText,
  type FractionDigits,
  type Language,
  type SlotValues,
} from '@tasbir/shared';
import { languageAtom } from './state/language.js';

/** The shared formatters bound to one language. */
export type Format = {
  language: Language;
  /** 1,00,000 / १,००,०००. */
  number: (value: number, fraction?: FractionDigits) => string;
  /** Rs 1,00,000 / रु १,००,०००. */
  money: (value: number) => string;
  /** A text's digits in the language's digits (a year, "12/500"). */
  digits: (text: string) => string;
  /** A text carrying Rs amounts (the stored budget ranges). */
  moneyText: (text: string) => string;
  /** A sentence with its slots filled, numbers written in the language. */
  fill: (template: string, values?: SlotValues) => string;
  /** A stored time (ISO) as a date: "12 Mar 2025" / "१२ मार्च २०२५"; the text itself when it is no time. */
  date: (iso: string) => string;
  /** A stored time (ISO) as a date and time of day. */
  dateTime: (iso: string) => string;
};

function readTime(iso: string, write: (date: Date) => string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : write(date);
}

/** The formatters of one language; the hook hands out one made per language. */
export function formatIn(language: Language): Format {
  return {
    language,
    number: (value, fraction) => formatNumber(value, language, fraction),
    money: (value) => formatMoney(value, language),
    digits: (text) => localDigits(text, language),
    moneyText: (text) => localMoneyText(text, language),
    fill: (template, values = {}) => fillMessageIn(template, values, language),
    date: (iso) => readTime(iso, (date) => formatDate(date, language)),
    dateTime: (iso) => readTime(iso, (date) => formatDateTime(date, language)),
  };
}

const formats: Record<Language, Format> = { en: formatIn('en'), ne: formatIn('ne') };

/** Numbers, money and dates written in the chosen language. */
export function useFormat(): Format {
  return formats[useAtomValue(languageAtom)];
}

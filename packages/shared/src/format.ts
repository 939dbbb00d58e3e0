import type { Language } from './language.js';

/** Values for a sentence's `{name}` slots. */
export type SlotValues = Record<string, string | number>;

/** Fills `{name}` slots of a sentence; a slot without a value stays as it is. */
export function fillMessage(template: string, values: SlotValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * Numbers group the Nepali way, the last three digits and then pairs (1,00,000), in the language's
 * digits. Intl's 'en-IN' carries that grouping in every engine: 'en-NP' groups like the West
 * (100,000), and Chromium ships no 'ne' locale at all. The numbering system picks the digits.
 */
const groupingLocale = 'en-IN';
const numberingSystems: Record<Language, string> = { en: 'latn', ne: 'deva' };

/** How each language writes rupees. */
export const currencySymbols: Record<Language, string> = { en: 'Rs', ne: 'रु' };

/** Decimals to show; by default none forced and at most two. */
export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  language: Language,
  { minimumFractionDigits = 0, maximumFractionDigits = 2 }: FractionDigits,
): Intl.NumberFormat {
  const key = `${language} ${minimumFractionDigits} ${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    // 'negative' keeps a value that rounds to zero from reading "-0".
    format = new Intl.NumberFormat(groupingLocale, {
      numberingSystem: numberingSystems[language],
      minimumFractionDigits,
      maximumFractionDigits,
      signDisplay: 'negative',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number as the language writes it: 1,00,000 or १,००,०००; decimals rounded to two unless told. */
export function formatNumber(value: number, language: Language, fraction: FractionDigits = {}): string {
  return numberFormat(language, fraction).format(value);
}

/** A rating as shown: one decimal (4.0, 4.5), or two when the mean has them (4.33); "४.५" in Nepali. */
export function formatRating(rating: number, language: Language): string {
  return formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
}

/** Money: "Rs 1,00,000" or "रु १,००,०००", a minus ahead of the symbol ("-Rs 500"). */
export function formatMoney(value: number, language: Language): string {
  const written = formatNumber(value, language);
  const negative = written.startsWith('-');
  return `${negative ? '-' : ''}${currencySymbols[language]} ${negative ? written.slice(1) : written}`;
}

const devanagariZero = 0x0966;

/** A text's digits in the language's digits ("12/500" → "१२/५००" in Nepali); English leaves it as it is. */
export function localDigits(text: string, language: Language): string {
  if (language === 'en') return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(devanagariZero + Number(digit)));
}

/**
 * A text that carries Rs amounts, such as the stored budget ranges, as the language writes money:
 * "Rs 50,000 - Rs 1,00,000" reads "रु ५०,००० - रु १,००,०००" in Nepali.
 */
export function localMoneyText(text: string, language: Language): string {
  return localDigits(text.replace(/\bRs\b/g, currencySymbols[language]), language);
}

/** Fills a sentence's `{name}` slots in a language: numbers through `formatNumber`, other values as given. */
export function fillMessageIn(template: string, values: SlotValues, language: Language): string {
  const written = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, language) : value,
    ]),
  );
  return fillMessage(template, written);
}

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

/** How each language writes rupees. */
export const currencySymbols: Record<Language, string> = { en: 'Rs', ne: 'रु' };

/** Decimals to show; by default none forced and at most two. */
export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * A number's shortest decimal digits (those that read back as the same number, as Intl reads it, so
 * 0.295 is 0.295 and not the 0.29499… it is stored as), split at the decimal point: 0.295 → ['0', '295'].
 */
function decimalParts(magnitude: number): [whole: string, fraction: string] {
  const [mantissa = '0', exponent = '0'] = magnitude.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const point = Number(exponent) + 1;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Rounds decimal digits to `places` after the point, halves away from zero (Intl's 'halfExpand'). */
function roundDigits(whole: string, fraction: string, places: number): [whole: string, fraction: string] {
  if (fraction.length <= places) return [whole, fraction];
  const kept = [...(whole + fraction.slice(0, places))];
  if ((fraction[places] ?? '0') >= '5') {
    let at = kept.length - 1;
    for (; at >= 0 && kept[at] === '9'; at--) kept[at] = '0';
    if (at < 0) kept.unshift('1');
    else kept[at] = String(Number(kept[at]) + 1);
  }
  const digits = kept.join('');
  return [digits.slice(0, digits.length - places), digits.slice(digits.length - places)];
}

/**
 * A number as the language writes it: 1,00,000 or १,००,०००; decimals rounded to two unless told.
 * Grouped the Nepali way (the last three digits, then pairs) in the language's digits, exactly as
 * Intl writes it with 'en-IN' and the language's numbering system; the tests hold it to Intl's own
 * output. Written here rather than with Intl.NumberFormat: a page's first Intl object loads the
 * browser's locale data, a 25–60 ms stall of the main thread while the first page draws (about four
 * times that on a mid-range phone).
 */
export function formatNumber(
  value: number,
  language: Language,
  { minimumFractionDigits = 0, maximumFractionDigits = 2 }: FractionDigits = {},
): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole, rounded] = roundDigits(...decimalParts(Math.abs(value)), maximumFractionDigits);
  let fraction = rounded;
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minimumFractionDigits, '0');
  // A value that rounds to zero reads "0", never "-0" (Intl's signDisplay 'negative').
  const shownSign = /[1-9]/.test(whole + fraction) ? sign : '';
  return localDigits(`${shownSign}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`, language);
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

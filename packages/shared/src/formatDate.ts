import { localDigits } from './format.js';
import type { Language } from './language.js';

/**
 * The Gregorian months as Nepali writes them (ICU's 'ne' names). Written out here because Chromium
 * ships no 'ne' locale: `Intl` there falls back to English ("Mar 12, 2025") for 'ne-NP'.
 */
export const gregorianMonthsNe = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
] as const;

/** Where a time is read: the reader's own zone unless told (calendar days are read in 'UTC'). */
export type DateOptions = { timeZone?: string };

type DateStyle = 'parts' | 'date' | 'time' | 'dateTime';

/** How each style is written; `undefined` as the locale is the reader's own (English only). */
const dateStyles: Record<DateStyle, [string | undefined, Intl.DateTimeFormatOptions]> = {
  parts: [
    'en-GB',
    { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  ],
  date: ['en-GB', { dateStyle: 'medium' }],
  time: [undefined, { timeStyle: 'short' }],
  dateTime: [undefined, { dateStyle: 'medium', timeStyle: 'short' }],
};

/**
 * Made once per style and zone: building an Intl formatter costs far more than using one (a list
 * of dates formatted each with a new one held a slow phone's main thread for tens of ms).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    const [locale, options] = dateStyles[style];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

function partsOf(date: Date, timeZone: string | undefined) {
  const parts = dateFormat('parts', timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  // The day goes through Number: beside a two-digit hour, ICU pads it too ("01").
  return {
    year: part('year'),
    month: Number(part('month')),
    day: String(Number(part('day'))),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** A date: "12 Mar 2025" in English, "१२ मार्च २०२५" in Nepali. */
export function formatDate(date: Date, language: Language, { timeZone }: DateOptions = {}): string {
  if (language === 'en') return dateFormat('date', timeZone).format(date);
  const { year, month, day } = partsOf(date, timeZone);
  return localDigits(`${day} ${gregorianMonthsNe[month - 1] ?? month} ${year}`, language);
}

/** A time of day: the English reader's own style ("10:30 AM" or "10:30"), "१०:३०" in Nepali. */
export function formatTime(date: Date, language: Language, { timeZone }: DateOptions = {}): string {
  if (language === 'en') return dateFormat('time', timeZone).format(date);
  return localDigits(partsOf(date, timeZone).time, language);
}

/** A date with its time: the English reader's own style ("12 Mar 2025, 10:30"), "१२ मार्च २०२५, १०:३०" in Nepali. */
export function formatDateTime(date: Date, language: Language, { timeZone }: DateOptions = {}): string {
  if (language === 'en') return dateFormat('dateTime', timeZone).format(date);
  return `${formatDate(date, language, { timeZone })}, ${formatTime(date, language, { timeZone })}`;
}

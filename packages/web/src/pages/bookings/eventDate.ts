import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { fillMessage, formatDate } from '@tasbir/shared';
import { formatBikramSambat } from '@tasbir/shared/bikramSambat';
import { messagesFor } from '../../i18n.js';
import { languageAtom, type Language } from '../../state/language.js';

/**
 * A calendar date (YYYY-MM-DD) in the Gregorian calendar and in Bikram Sambat: "10 May 2026 (27 Baisakh 2083 BS)".
 * Formatted as a UTC day so the reader's time zone never moves it; the Gregorian date alone when the
 * Bikram Sambat tables do not reach it.
 */
export function eventDateText(isoDate: string, language: Language): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  const gregorian = formatDate(day, language, { timeZone: 'UTC' });
  const bs = formatBikramSambat(isoDate, language);
  return bs ? fillMessage(messagesFor(language).bookingDateWithBs, { date: gregorian, bs }) : gregorian;
}

/** `eventDateText` in the chosen language. */
export function useEventDate(): (isoDate: string) => string {
  const language = useAtomValue(languageAtom);
  return useMemo(() => (isoDate: string) => eventDateText(isoDate, language), [language]);
}

import { localCalendarDay } from '@tasbir/shared';
import { useT } from './i18n.js';
import { useBikramSambat } from './state/useBikramSambat.js';
import { useFormat } from './useFormat.js';

/**
 * A stored time (ISO) written as its date with the Bikram Sambat date beside it, "12 Mar 2025
 * (28 Falgun 2081 BS)", for the dates people plan by (requests, chat days). The Gregorian date
 * alone until the BS tables have loaded, or outside them.
 */
export function useDateWithBs(): (iso: string) => string {
  const t = useT();
  const format = useFormat();
  const formatBikramSambat = useBikramSambat();
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    const gregorian = format.date(iso);
    const bs = formatBikramSambat?.(localCalendarDay(date), format.language);
    return bs ? format.fill(t.bookingDateWithBs, { date: gregorian, bs }) : gregorian;
  };
}

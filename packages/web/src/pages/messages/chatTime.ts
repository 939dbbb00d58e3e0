import { formatTime, localCalendarDay } from '@tasbir/shared';
import { localTime } from '../../components/media/mediaText.js';
import type { Language } from '../../state/language.js';

const sameDay = (a: Date, b: Date) => localCalendarDay(a) === localCalendarDay(b);

/** When a message was sent, as short as stays clear: the time for today's, the date and time (localTime) for older ones. */
export function chatTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || !sameDay(date, now)) return localTime(iso, language);
  return formatTime(date, language);
}

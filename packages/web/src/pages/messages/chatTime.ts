import type { Language } from '../../state/language.js';

const locales: Record<Language, string | undefined> = { en: undefined, ne: 'ne-NP' };

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** When a message was sent, as short as stays clear: the time for today's, the date and time for older ones. */
export function chatTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = locales[language];
  if (sameDay(date, now)) return date.toLocaleTimeString(locale, { timeStyle: 'short' });
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

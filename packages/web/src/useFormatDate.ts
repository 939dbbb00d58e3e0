import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { languageAtom } from './state/language.js';

/** Formats an ISO time as a date in the chosen language ("12 Mar 2025", "१२ मार्च २०२५"). */
export function useFormatDate(): (iso: string) => string {
  const language = useAtomValue(languageAtom);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-GB', { dateStyle: 'medium' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language]);
}

import { atomWithStorage } from 'jotai/utils';

export const languages = ['en', 'ne'] as const;
export type Language = (typeof languages)[number];

/** The locale times are written in for each language (English: the browser's own). */
export const timeLocales: Record<Language, string | undefined> = { en: undefined, ne: 'ne-NP' };

/** The interface language, English by default, remembered in localStorage. */
export const languageAtom = atomWithStorage<Language>('lang', 'en', undefined, { getOnInit: true });

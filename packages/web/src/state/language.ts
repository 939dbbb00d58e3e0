import { atomWithStorage } from 'jotai/utils';

export const languages = ['en', 'ne'] as const;
export type Language = (typeof languages)[number];

/** The interface language, English by default, remembered in localStorage. */
export const languageAtom = atomWithStorage<Language>('lang', 'en', undefined, { getOnInit: true });

import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { languages, type Language } from '@tasbir/shared';

export type { Language } from '@tasbir/shared';

/** The interface language, English by default, remembered in localStorage. */
export const languageAtom = atomWithStorage<Language>('lang', 'en', undefined, { getOnInit: true });

/**
 * The language an address names (`?lang=ne`, `?lang=en`), or undefined: the server links each
 * page's English and Nepali versions so (hreflang), and a search result opens in its language.
 */
export function languageInAddress(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get('lang');
  return languages.find((language) => language === asked);
}

/** At boot, an address that names a language chooses it, remembered as the language switch's choice is. */
export const bootLanguageAtom = atom(null, (_get, set) => {
  const asked = languageInAddress(window.location.search);
  if (asked) set(languageAtom, asked);
});

import { atomWithStorage } from 'jotai/utils';
import type { Language } from '@tasbir/shared';

export type { Language } from '@tasbir/shared';

/** The interface language, English by default, remembered in localStorage. */
export const languageAtom = atomWithStorage<Language>('lang', 'en', undefined, { getOnInit: true });

import { useAtomValue } from 'jotai';
import { suggestEn, suggestNe, type Language } from '@tasbir/shared';
import { languageAtom } from '../../state/language.js';

/** The search box's suggestion texts, read on their own: the directory loads on demand, so the home page carries none. */
export type SuggestT = Record<keyof typeof suggestEn, string>;
const tables: Record<Language, SuggestT> = { en: suggestEn, ne: suggestNe };

export function useSuggestT(): SuggestT {
  return tables[useAtomValue(languageAtom)];
}

import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { aboutLegalEn, aboutLegalNe, type Language, type UiMessageKey, type UiMessages } from '@tasbir/shared';
import { useT } from '../i18n.js';
import { languageAtom } from '../state/language.js';

/**
 * The app's texts and the About, Terms and Privacy pages' own: imported by those pages alone (each
 * loaded on demand), so the home page's script does not carry their sentences.
 */
export type AboutLegalKey = UiMessageKey | keyof typeof aboutLegalEn;
export type AboutLegalT = UiMessages & Record<keyof typeof aboutLegalEn, string>;

const tables: Record<Language, Record<keyof typeof aboutLegalEn, string>> = { en: aboutLegalEn, ne: aboutLegalNe };

export function useAboutLegalT(): AboutLegalT {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return useMemo(() => ({ ...t, ...tables[language] }), [t, language]);
}

import { useAtomValue } from 'jotai';
import { fillMessage, uiEn, uiNe, type UiMessages } from '@tasbir/shared';
import { languageAtom, type Language } from './state/language.js';

const tables: Record<Language, UiMessages> = { en: uiEn, ne: uiNe };

export function messagesFor(language: Language): UiMessages {
  return tables[language];
}

/** The current language's sentence table. */
export function useT(): UiMessages {
  return tables[useAtomValue(languageAtom)];
}

/** Fills `{name}` placeholders in a sentence. */
export const fill = fillMessage;

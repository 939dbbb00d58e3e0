import { useAtomValue } from 'jotai';
import { uiEn, uiNe, type UiMessages } from '@tasbir/shared';
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
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

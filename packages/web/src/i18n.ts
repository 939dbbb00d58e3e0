import { atom, useAtomValue } from 'jotai';
import { fillMessage, uiEn, type UiMessages } from '@tasbir/shared';
import { languageAtom, type Language } from './state/language.js';
import { store } from './state/store.js';

// The first script carries English alone. Nepali's sentences (textsNe.ts, about 9 KB compressed)
// load when a reader chooses Nepali: before the first render when the app starts in Nepali, before
// the switch when they choose it. Until they arrive a Nepali reader sees English, never an empty
// text.
const tables: Partial<Record<Language, UiMessages>> = { en: uiEn };
const loaders: Record<Exclude<Language, 'en'>, () => Promise<UiMessages>> = {
  ne: () => import('./textsNe.js').then((module) => module.uiNe),
};
const pending = new Map<Language, Promise<void>>();
/** Counts the tables that arrived, so the components reading them draw again. */
const arrivedTablesAtom = atom(0);

/** Loads a language's sentences once; a failed load (offline, say) can be tried again. */
export function loadTexts(language: Language): Promise<void> {
  if (language === 'en' || tables[language]) return Promise.resolve();
  const loading =
    pending.get(language) ??
    loaders[language]().then(
      (table) => {
        tables[language] = table;
        store.set(arrivedTablesAtom, (count) => count + 1);
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
  pending.set(language, loading);
  return loading;
}

/** A language's sentence table: English while that language's table is still on its way. */
export function messagesFor(language: Language): UiMessages {
  return tables[language] ?? uiEn;
}

/** The current language's sentence table. */
export function useT(): UiMessages {
  useAtomValue(arrivedTablesAtom, { store });
  return messagesFor(useAtomValue(languageAtom));
}

/** Fills `{name}` placeholders in a sentence. */
export const fill = fillMessage;

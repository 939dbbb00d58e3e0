import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import {
  adminEn,
  adminNe,
  auditEn,
  auditNe,
  paymentsEn,
  paymentsNe,
  payoutsEn,
  payoutsNe,
  type LazyTexts,
  type UiMessages,
} from '@tasbir/shared';
import { messagesFor, useT } from '../i18n.js';
import { languageAtom, type Language } from '../state/language.js';
import './addedErrorTexts.js';

/**
 * The app's texts and those only pages loaded on demand use (the admin panel, the audit log,
 * payments and payouts): imported from those pages alone, so the home page does not carry them.
 */
export type LazyT = UiMessages & LazyTexts;

const tables: Record<Language, LazyTexts> = {
  en: { ...adminEn, ...auditEn, ...paymentsEn, ...payoutsEn },
  ne: { ...adminNe, ...auditNe, ...paymentsNe, ...payoutsNe },
};

export function useLazyT(): LazyT {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return useMemo(() => ({ ...t, ...tables[language] }), [t, language]);
}

/** The same tables outside React (sentences built for a language). */
export function lazyMessagesFor(language: Language): LazyT {
  return { ...messagesFor(language), ...tables[language] };
}

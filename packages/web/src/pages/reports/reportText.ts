import { useAtomValue } from 'jotai';
import { addErrorTables, reportErrorsEn, reportErrorsNe, reportsEn, reportsNe, type Language } from '@tasbir/shared';
import { languageAtom } from '../../state/language.js';

// The reports' refusals, kept from the home page's tables like the other added ones (addedErrorTexts.ts).
addErrorTables(reportErrorsEn, reportErrorsNe);

/** The reports' own texts, read on their own like the galleries': the home page carries none of them. */
export type ReportT = Record<keyof typeof reportsEn, string>;
const tables: Record<Language, ReportT> = { en: reportsEn, ne: reportsNe };

export function useReportT(): ReportT {
  return tables[useAtomValue(languageAtom)];
}

import { describe, expect, it } from 'vitest';
import { addErrorTables, errorsEn, errorsNe, errorText, isErrorCode, type ErrorCode } from './errors.js';
import { addedErrorsEn, addedErrorsNe, reportErrorsEn, reportErrorsNe } from './addedErrors.js';
import { uiEn, uiOwnTables } from './ui.js';

// Every table, those kept apart for the pages loaded on demand too.
const allEn: Record<string, string> = { ...errorsEn, ...addedErrorsEn, ...reportErrorsEn };
const allNe: Record<string, string> = { ...errorsNe, ...addedErrorsNe, ...reportErrorsNe };
const codes = Object.keys(allEn);
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('error codes', () => {
  it('gives every code an English and a Nepali sentence', () => {
    for (const code of codes) {
      expect(allEn[code]?.trim(), code).toBeTruthy();
      expect(allNe[code]?.trim(), code).toBeTruthy();
    }
    expect(Object.keys(allNe).sort()).toEqual([...codes].sort());
  });

  it('keeps the same slots in both languages', () => {
    for (const code of codes) expect(slots(allNe[code] ?? ''), code).toEqual(slots(allEn[code] ?? ''));
  });

  it('never shares a key with the web’s own sentences, so no text hides another', () => {
    for (const [area, table] of Object.entries(uiOwnTables)) {
      const clashes = Object.keys(table).filter((key) => Object.hasOwn(allEn, key));
      expect(clashes, area).toEqual([]);
    }
  });

  it('keeps the sentences of pages loaded on demand out of the home page’s tables until a page adds them', () => {
    const code: ErrorCode = 'galleryPickLimitReached';
    expect(isErrorCode(code)).toBe(false);
    expect(Object.hasOwn(uiEn, code)).toBe(false);
    addErrorTables(addedErrorsEn, addedErrorsNe);
    addErrorTables(reportErrorsEn, reportErrorsNe);
    expect(isErrorCode(code)).toBe(true);
    expect(errorText(code, { limit: 40 })).toBe('You can pick at most 40 photos in this gallery');
    expect(errorText(code, { limit: 40 }, 'ne')).toBe('यो ग्यालरीमा बढीमा ४० फोटो छान्न सकिन्छ');
  });

  it('fills a code’s slots in the chosen language', () => {
    expect(errorText('fileTooLarge', { mb: 5 })).toBe('File size exceeds your plan limit of 5 MB...');
    expect(errorText('photoLimitReached', { count: 5 }, 'ne')).toContain('५');
    expect(errorText('notFound', {}, 'ne')).toBe('भेटिएन');
  });
});

import { describe, expect, it } from 'vitest';
import { errorsEn, errorsNe, errorText, isErrorCode, type ErrorCode } from './errors.js';
import { uiOwnTables } from './ui.js';

const codes = Object.keys(errorsEn) as ErrorCode[];
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('error codes', () => {
  it('gives every code an English and a Nepali sentence', () => {
    for (const code of codes) {
      expect(errorsEn[code].trim(), code).not.toBe('');
      expect(errorsNe[code]?.trim(), code).toBeTruthy();
    }
    expect(Object.keys(errorsNe).sort()).toEqual([...codes].sort());
  });

  it('keeps the same slots in both languages', () => {
    for (const code of codes) expect(slots(errorsNe[code]), code).toEqual(slots(errorsEn[code]));
  });

  it('never shares a key with the web’s own sentences, so no text hides another', () => {
    for (const [area, table] of Object.entries(uiOwnTables)) {
      const clashes = Object.keys(table).filter(isErrorCode);
      expect(clashes, area).toEqual([]);
    }
  });

  it('fills a code’s slots in the chosen language', () => {
    expect(errorText('fileTooLarge', { mb: 5 })).toBe('File size exceeds your plan limit of 5 MB...');
    expect(errorText('photoLimitReached', { count: 5 }, 'ne')).toContain('५');
    expect(errorText('notFound', {}, 'ne')).toBe('भेटिएन');
  });
});

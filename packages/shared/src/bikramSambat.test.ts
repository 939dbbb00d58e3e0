import { describe, expect, it } from 'vitest';
import { formatBikramSambat, fromBikramSambat, toBikramSambat } from './bikramSambat.js';

describe('Bikram Sambat dates', () => {
  it('knows that 2081-01-01 BS is 2024-04-13 AD, both ways', () => {
    expect(toBikramSambat('2024-04-13')).toEqual({ year: 2081, month: 1, day: 1 });
    expect(fromBikramSambat({ year: 2081, month: 1, day: 1 })).toBe('2024-04-13');
  });

  it('converts other known new years and a day before one', () => {
    expect(toBikramSambat('2025-04-14')).toEqual({ year: 2082, month: 1, day: 1 });
    expect(toBikramSambat('2023-04-14')).toEqual({ year: 2080, month: 1, day: 1 });
    expect(toBikramSambat('2024-04-12')).toEqual({ year: 2080, month: 12, day: 30 });
  });

  it('writes the date in English and in Nepali', () => {
    expect(formatBikramSambat('2024-04-13', 'en')).toBe('1 Baisakh 2081');
    expect(formatBikramSambat('2024-04-13', 'ne')).toBe('१ बैशाख २०८१');
  });

  it('gives nothing for a date outside its tables', () => {
    expect(toBikramSambat('1900-01-01')).toBeUndefined();
    expect(formatBikramSambat('2100-01-01', 'en')).toBe('');
  });
});

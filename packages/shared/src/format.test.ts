import { describe, expect, it } from 'vitest';
import { formatRs, groupNepaliDigits } from './format.js';

describe('money formatting', () => {
  it('groups lakhs and crores the Nepali way', () => {
    expect(formatRs(100000)).toBe('Rs 1,00,000');
    expect(formatRs(15000)).toBe('Rs 15,000');
    expect(formatRs(12345678)).toBe('Rs 1,23,45,678');
  });

  it('leaves small amounts, negatives and fractions readable', () => {
    expect(groupNepaliDigits(500)).toBe('500');
    expect(groupNepaliDigits(0)).toBe('0');
    expect(groupNepaliDigits(-250000)).toBe('-2,50,000');
    expect(groupNepaliDigits(1234.5)).toBe('1,234.5');
  });
});

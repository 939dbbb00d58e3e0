import { describe, expect, it } from 'vitest';
import { jsonRupeesToPaisa, paisaToRupees, rupeesToPaisa } from './money.js';

describe('rupees and paisa', () => {
  it('writes paisa as the shortest exact rupee text', () => {
    expect([11_000, 11_050, 11_005, 11_010, 0, 123_456].map(paisaToRupees)).toEqual([
      '110',
      '110.5',
      '110.05',
      '110.1',
      '0',
      '1234.56',
    ]);
  });

  it('refuses to write a fraction of a paisa or a negative amount', () => {
    expect(() => paisaToRupees(10.5)).toThrow(RangeError);
    expect(() => paisaToRupees(-100)).toThrow(RangeError);
  });

  it('reads rupee text exactly, trailing zeros included, and nothing else', () => {
    expect(['110', '110.5', '110.50', '1000.0', '1234.56', '1234.560'].map(rupeesToPaisa)).toEqual([
      11_000, 11_050, 11_050, 100_000, 123_456, 123_456,
    ]);
    for (const text of ['', '-1', '1e3', '1.005', ' 1', '1,000', '0x10', '.5'])
      expect(rupeesToPaisa(text)).toBeUndefined();
  });

  it('reads JSON numbers and strings alike', () => {
    expect(jsonRupeesToPaisa(100.0)).toBe(10_000);
    expect(jsonRupeesToPaisa(1234.56)).toBe(123_456);
    expect(jsonRupeesToPaisa('1000.0')).toBe(100_000);
    expect(jsonRupeesToPaisa(null)).toBeUndefined();
    expect(jsonRupeesToPaisa(-1)).toBeUndefined();
  });
});

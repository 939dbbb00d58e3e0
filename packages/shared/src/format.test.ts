import { describe, expect, it } from 'vitest';
import {
  fillMessage,
  fillMessageIn,
  formatMoney,
  formatNumber,
  localDigits,
  localMoneyText,
  type FractionDigits,
} from './format.js';

describe('numbers in English', () => {
  it('group lakhs and crores the Nepali way, not the Western way', () => {
    expect(formatNumber(100000, 'en')).toBe('1,00,000');
    expect(formatNumber(12345678, 'en')).toBe('1,23,45,678');
    expect(formatNumber(1234567.5, 'en')).toBe('12,34,567.5');
  });

  it('leave small numbers, zero and negatives readable', () => {
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(0, 'en')).toBe('0');
    expect(formatNumber(-500, 'en')).toBe('-500');
    expect(formatNumber(-250000, 'en')).toBe('-2,50,000');
  });

  it('round decimals to two unless told, and never read "-0"', () => {
    expect(formatNumber(0.1 + 0.2, 'en')).toBe('0.3');
    expect(formatNumber(4.333, 'en')).toBe('4.33');
    expect(formatNumber(-0.001, 'en')).toBe('0');
    expect(formatNumber(4, 'en', { minimumFractionDigits: 1 })).toBe('4.0');
  });
});

describe('numbers in Nepali', () => {
  it('use the same grouping in Devanagari digits', () => {
    expect(formatNumber(100000, 'ne')).toBe('१,००,०००');
    expect(formatNumber(1234567.5, 'ne')).toBe('१२,३४,५६७.५');
    expect(formatNumber(999, 'ne')).toBe('९९९');
    expect(formatNumber(0, 'ne')).toBe('०');
    expect(formatNumber(-500, 'ne')).toBe('-५००');
  });
});

describe('numbers as Intl writes them', () => {
  const intl = (value: number, language: 'en' | 'ne', fraction: FractionDigits) =>
    new Intl.NumberFormat('en-IN', {
      numberingSystem: language === 'en' ? 'latn' : 'deva',
      minimumFractionDigits: fraction.minimumFractionDigits ?? 0,
      maximumFractionDigits: fraction.maximumFractionDigits ?? 2,
      signDisplay: 'negative',
    }).format(value);
  const fractions: FractionDigits[] = [
    {},
    { minimumFractionDigits: 1, maximumFractionDigits: 2 },
    { maximumFractionDigits: 0 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  ];

  it('match Intl for halves, tiny values, large values and negatives', () => {
    const values = [
      0,
      -0,
      1,
      12,
      123,
      1234,
      12345,
      123456,
      1234567,
      12345678,
      123456789,
      1234567890123,
      999999.995,
      1.005,
      2.675,
      0.125,
      0.295,
      0.005,
      -0.005,
      -0.004,
      1.5,
      2.5,
      -2.5,
      4.333,
      4.335,
      99.999,
      0.1 + 0.2,
      Number.MAX_SAFE_INTEGER,
      1e20,
      123456789012345680000,
      1e21,
      1e25,
      Infinity,
      -Infinity,
      NaN,
    ];
    for (const value of values)
      for (const fraction of fractions)
        for (const language of ['en', 'ne'] as const)
          expect(formatNumber(value, language, fraction), `${value} ${JSON.stringify(fraction)}`).toBe(
            intl(value, language, fraction),
          );
  });

  it('match Intl for thousands of random amounts', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let each = 0; each < 5000; each++) {
      const scale = 10 ** Math.floor(random() * 12);
      const value = Math.round((random() - 0.3) * scale * 1000) / 1000;
      const fraction = fractions[each % fractions.length] ?? {};
      expect(formatNumber(value, 'en', fraction), `${value}`).toBe(intl(value, 'en', fraction));
    }
  });
});

describe('money', () => {
  it('reads Rs in English and रु in Nepali', () => {
    expect(formatMoney(100000, 'en')).toBe('Rs 1,00,000');
    expect(formatMoney(100000, 'ne')).toBe('रु १,००,०००');
    expect(formatMoney(15000, 'en')).toBe('Rs 15,000');
    expect(formatMoney(1234567.5, 'ne')).toBe('रु १२,३४,५६७.५');
    expect(formatMoney(0, 'ne')).toBe('रु ०');
  });

  it('puts a minus ahead of the symbol', () => {
    expect(formatMoney(-500, 'en')).toBe('-Rs 500');
    expect(formatMoney(-500, 'ne')).toBe('-रु ५००');
  });
});

describe('texts that carry numbers', () => {
  it('write their digits in Nepali digits and leave English alone', () => {
    expect(localDigits('12/500', 'ne')).toBe('१२/५००');
    expect(localDigits('12/500', 'en')).toBe('12/500');
    expect(localDigits('2025', 'ne')).toBe('२०२५');
  });

  it('write stored Rs ranges as the language writes money', () => {
    expect(localMoneyText('Rs 50,000 - Rs 1,00,000', 'ne')).toBe('रु ५०,००० - रु १,००,०००');
    expect(localMoneyText('Rs 5,00,000+', 'ne')).toBe('रु ५,००,०००+');
    expect(localMoneyText('Rs 50,000 - Rs 1,00,000', 'en')).toBe('Rs 50,000 - Rs 1,00,000');
  });
});

describe('sentences with numbers in their slots', () => {
  it('get their numbers written in the language before filling', () => {
    expect(fillMessageIn('{count} likes', { count: 1500 }, 'en')).toBe('1,500 likes');
    expect(fillMessageIn('{count} लाइक', { count: 1500 }, 'ne')).toBe('१,५०० लाइक');
    expect(fillMessageIn('by {name}', { name: 'ram123' }, 'ne')).toBe('by ram123');
  });

  it('leave a slot without a value as it is', () => {
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

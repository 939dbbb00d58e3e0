import { describe, expect, it } from 'vitest';
import { formatIn } from './useFormat.js';

// Midday UTC: the same calendar day in every zone the app is read in.
const midday = '2025-03-12T12:00:00Z';

describe('the formatters of a language', () => {
  it('write money, counts and texts with numbers in English', () => {
    const en = formatIn('en');
    expect(en.money(100000)).toBe('Rs 1,00,000');
    expect(en.fill('{count} likes', { count: 1500 })).toBe('1,500 likes');
    expect(en.moneyText('Rs 50,000 - Rs 1,00,000')).toBe('Rs 50,000 - Rs 1,00,000');
    expect(en.date(midday)).toBe('12 Mar 2025');
  });

  it('write them in Devanagari digits and रु in Nepali', () => {
    const ne = formatIn('ne');
    expect(ne.money(100000)).toBe('रु १,००,०००');
    expect(ne.number(1234567.5)).toBe('१२,३४,५६७.५');
    expect(ne.fill('{count} लाइक', { count: 1500 })).toBe('१,५०० लाइक');
    expect(ne.digits('12/500')).toBe('१२/५००');
    expect(ne.moneyText('Rs 50,000 - Rs 1,00,000')).toBe('रु ५०,००० - रु १,००,०००');
    expect(ne.date(midday)).toBe('१२ मार्च २०२५');
  });

  it('show a stored time it cannot read as it is', () => {
    expect(formatIn('ne').date('soon')).toBe('soon');
    expect(formatIn('en').dateTime('soon')).toBe('soon');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { balanceText } from './balanceText.js';
import { loadTexts } from '../../i18n.js';

// The app loads Nepali's sentences before it draws in Nepali (i18n.ts).
beforeAll(() => loadTexts('ne'));

const balance = (amount: number | null, paid_via: 'credits' | 'esewa' | 'khalti' | 'marked' | null = null) => ({
  amount,
  paid_at: paid_via === null ? null : '2026-05-11T10:00:00.000Z',
  paid_via,
});

describe('the balance among a booking’s money facts', () => {
  it('says what is left to pay, in each language', () => {
    expect(balanceText(balance(40_000), 'en')).toBe('Rs 40,000 · Not paid yet');
    expect(balanceText(balance(40_000), 'ne')).toBe('रु ४०,००० · अझै तिरिएको छैन');
  });

  it('says how it was paid: credits, a wallet, or the photographer’s mark', () => {
    expect(balanceText(balance(40_000, 'credits'), 'en')).toBe('Rs 40,000 · Paid with credits');
    expect(balanceText(balance(40_000, 'khalti'), 'en')).toBe('Rs 40,000 · Paid through Khalti');
    expect(balanceText(balance(40_000, 'esewa'), 'ne')).toBe('रु ४०,००० · इसेवा मार्फत तिरियो');
    expect(balanceText(balance(40_000, 'marked'), 'en')).toBe('Rs 40,000 · Marked paid by the photographer');
  });

  it('shows nothing for a booking without a price until the photographer marks it paid', () => {
    expect(balanceText(balance(null), 'en')).toBeNull();
    expect(balanceText(balance(null, 'marked'), 'en')).toBe('Marked paid by the photographer');
  });
});

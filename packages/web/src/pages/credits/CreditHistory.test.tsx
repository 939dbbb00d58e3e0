import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CreditRequest } from '@tasbir/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageAtom, type Language } from '../../state/language.js';
import { CreditHistory } from './CreditHistory.js';
import { loadTexts } from '../../i18n.js';

// The app loads Nepali's sentences before it draws in Nepali (i18n.ts).
beforeAll(() => loadTexts('ne'));

const request: CreditRequest = {
  id: 'r1',
  user_username: 'sita',
  amount: 500,
  payment_method: 'khalti',
  status: 'approved',
  admin_note: null,
  created_at: '2026-03-12T08:00:00.000Z',
  processed_at: '2026-03-13T08:00:00.000Z',
  receipt_url: '/api/credits/requests/r1/receipt',
  receipt_type: 'image/png',
  receipt_used_before: false,
};

function historyLine(language: Language, shown: CreditRequest): string {
  const store = createStore();
  store.set(languageAtom, language);
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <CreditHistory requests={[shown]} />
    </Provider>,
  );
  return /<p class="credit-history__meta">(.*?)<\/p>/.exec(html)?.[1] ?? '';
}

describe('a credit request’s history line', () => {
  it('says how it was paid, then when it was asked for and decided', () => {
    expect(historyLine('en', request)).toMatch(/^Khalti · Requested .* · /);
    expect(historyLine('en', { ...request, payment_method: 'bank_transfer' })).toMatch(/^Bank transfer · /);
  });

  it('says how it was paid in Nepali', () => {
    expect(historyLine('ne', request)).toMatch(/^खल्ती · /);
    expect(historyLine('ne', { ...request, payment_method: 'ime_pay' })).toMatch(/^आइएमई पे · /);
  });
});

import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { giftCatalogueNe, type GiftTransaction } from '@tasbir/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageAtom, type Language } from '../../state/language.js';
import { GiftList } from './GiftList.js';
import { loadTexts } from '../../i18n.js';

// The app loads Nepali's sentences before it draws in Nepali (i18n.ts).
beforeAll(() => loadTexts('ne'));

const momo: GiftTransaction = {
  id: 'g1',
  gift_type: 'momo',
  gift_name: 'Plate of Momo',
  emoji: '🥟',
  gift_value: 50,
  message: null,
  sender_username: 'sita',
  recipient_username: 'studio',
  created_at: '2026-03-12T08:00:00.000Z',
};

function receivedLine(language: Language, gift: GiftTransaction): string {
  const store = createStore();
  store.set(languageAtom, language);
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <GiftList gifts={[gift]} side="received" empty="" />
    </Provider>,
  );
  return /<strong>([^<]*)<\/strong>/.exec(html)?.[1] ?? '';
}

describe('a received gift on the Studio Dashboard', () => {
  it('names a received gift in English beside its emoji', () => {
    expect(receivedLine('en', momo)).toBe('🥟 Plate of Momo, 50 credits');
  });

  it('names a received gift in Nepali beside its emoji', () => {
    expect(receivedLine('ne', momo)).toBe(`🥟 ${giftCatalogueNe.momo?.name}, ५० क्रेडिट`);
  });

  it('names a gift the Nepali catalogue does not know by its stored name', () => {
    const selRoti = { ...momo, gift_type: 'sel_roti', gift_name: 'Sel Roti', emoji: '🍩' };
    expect(receivedLine('ne', selRoti)).toBe('🍩 Sel Roti, ५० क्रेडिट');
  });
});

import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageInAddress } from './language.js';

/**
 * A browser at `search`, with an empty localStorage (or one holding `stored` as the remembered
 * language), and the language module loaded afresh there: the remembered language is read on load.
 */
async function browserAt(search: string, stored?: string) {
  const items = new Map<string, string>(stored ? [['lang', JSON.stringify(stored)]] : []);
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { location: { search }, localStorage, addEventListener: () => undefined });
  vi.resetModules();
  const { bootLanguageAtom, languageAtom } = await import('./language.js');
  const store = createStore();
  store.set(bootLanguageAtom);
  return { language: store.get(languageAtom), stored: items.get('lang') };
}

afterEach(() => vi.unstubAllGlobals());

describe('the language an address asks for', () => {
  it('is Nepali for ?lang=ne and English for ?lang=en, among other parameters too', () => {
    expect(languageInAddress('?lang=ne')).toBe('ne');
    expect(languageInAddress('?lang=en')).toBe('en');
    expect(languageInAddress('?tab=reviews&lang=ne')).toBe('ne');
  });

  it('is none for an address without one or with a language the app does not speak', () => {
    expect(languageInAddress('')).toBeUndefined();
    expect(languageInAddress('?lang=fr')).toBeUndefined();
    expect(languageInAddress('?lang=')).toBeUndefined();
  });
});

describe('the language at boot', () => {
  it('turns Nepali for ?lang=ne and remembers it', async () => {
    expect(await browserAt('?lang=ne')).toEqual({ language: 'ne', stored: '"ne"' });
  });

  it('turns English for ?lang=en, whatever was remembered', async () => {
    expect(await browserAt('?lang=en', 'ne')).toEqual({ language: 'en', stored: '"en"' });
  });

  it('keeps the remembered language when the address names none', async () => {
    expect(await browserAt('', 'ne')).toEqual({ language: 'ne', stored: '"ne"' });
    expect(await browserAt('?lang=fr')).toEqual({ language: 'en', stored: undefined });
  });
});

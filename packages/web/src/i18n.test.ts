import { uiEn, uiNe } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { loadTexts, messagesFor } from './i18n.js';

describe('the sentences of each language', () => {
  it('are English in the first script, with nothing to load', async () => {
    await loadTexts('en');
    expect(messagesFor('en')).toBe(uiEn);
  });

  it('are English for a Nepali reader until Nepali’s arrive, then Nepali, loaded once', async () => {
    expect(messagesFor('ne')).toBe(uiEn);
    const first = loadTexts('ne');
    expect(loadTexts('ne')).toBe(first);
    await first;
    expect(messagesFor('ne')).toBe(uiNe);
    expect(messagesFor('ne').navHome).toBe('गृहपृष्ठ');
  });
});

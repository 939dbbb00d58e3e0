import { uiEn, uiNe } from '@tasbir/shared';
import { describe, expect, it, vi } from 'vitest';

// Nepali's chunk fails once (offline, say), then arrives.
let failures = 1;
vi.mock('./textsNe.js', () => {
  if (failures > 0) {
    failures -= 1;
    throw new Error('the chunk could not be fetched');
  }
  return { uiNe };
});

describe('Nepali’s sentences when their chunk cannot be had', () => {
  it('leave the app in English, and are tried again at the next ask', async () => {
    const { loadTexts, messagesFor } = await import('./i18n.js');
    await expect(loadTexts('ne')).rejects.toThrow();
    expect(messagesFor('ne')).toBe(uiEn);
    await loadTexts('ne');
    expect(messagesFor('ne')).toBe(uiNe);
  });
});

import { describe, expect, it } from 'vitest';
import { uiEn, uiNe } from '@tasbir/shared';
import { categoryText, likesText, preview, viewsText } from './mediaText.js';

describe('preview', () => {
  it('keeps a text of 80 characters or fewer whole', () => {
    const eighty = 'a'.repeat(80);
    expect(preview(eighty)).toBe(eighty);
    expect(preview('  short  ')).toBe('short');
    expect(preview(null)).toBe('');
  });

  it('cuts a longer text to 80 characters and marks the cut', () => {
    const text = `${'word '.repeat(20)}end`;
    const shown = preview(text);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(81);
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
  });
});

describe('counts and categories', () => {
  it('says one like or view in the singular', () => {
    expect(likesText(1, uiEn, 'en')).toBe('1 like');
    expect(likesText(0, uiEn, 'en')).toBe('0 likes');
    expect(viewsText(1, uiEn, 'en')).toBe('1 view');
    expect(viewsText(12, uiEn, 'en')).toBe('12 views');
  });

  it('writes counts with Nepali grouping, in Devanagari digits in Nepali', () => {
    expect(viewsText(150000, uiEn, 'en')).toBe('1,50,000 views');
    expect(likesText(1200, uiNe, 'ne')).toBe(uiNe.likesCount.replace('{count}', '१,२००'));
  });

  it('translates known categories and shows unknown ones as stored', () => {
    expect(categoryText('wedding', uiEn)).toBe('Wedding');
    expect(categoryText('General', uiNe)).toBe(uiNe.category_General);
    expect(categoryText('Drone', uiEn)).toBe('Drone');
    expect(categoryText('toString', uiEn)).toBe('toString');
  });
});

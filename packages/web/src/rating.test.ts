import { describe, expect, it } from 'vitest';
import { countText, filledStars, formatRating } from './rating.js';

describe('ratings as shown', () => {
  it('keeps one decimal, or two when the mean has them', () => {
    expect(formatRating(0, 'en')).toBe('0.0');
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4.33, 'en')).toBe('4.33');
    expect(formatRating(4.45, 'en')).toBe('4.45');
    expect(formatRating(4.333, 'en')).toBe('4.33');
  });

  it('writes a rating in Devanagari digits in Nepali', () => {
    expect(formatRating(4.5, 'ne')).toBe('४.५');
    expect(formatRating(4, 'ne')).toBe('४.०');
  });

  it('fills as many stars as the rating rounds to, within 0 and 5', () => {
    expect(filledStars(4.49)).toBe(4);
    expect(filledStars(4.5)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(7)).toBe(5);
  });

  it('uses the one-form only for 1', () => {
    expect(countText(1, '1 review', '{count} reviews', 'en')).toBe('1 review');
    expect(countText(0, '1 review', '{count} reviews', 'en')).toBe('0 reviews');
    expect(countText(21, '1 review', '{count} reviews', 'en')).toBe('21 reviews');
  });

  it('writes the count as the language writes numbers', () => {
    expect(countText(1200, '1 review', '{count} reviews', 'en')).toBe('1,200 reviews');
    expect(countText(100000, '१ समीक्षा', '{count} समीक्षा', 'ne')).toBe('१,००,००० समीक्षा');
  });
});

import { describe, expect, it } from 'vitest';
import { countText, filledStars, formatRating } from './rating.js';

describe('ratings as shown', () => {
  it('keeps one decimal, or two when the mean has them', () => {
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.5)).toBe('4.5');
    expect(formatRating(4.33)).toBe('4.33');
    expect(formatRating(4.45)).toBe('4.45');
  });

  it('fills as many stars as the rating rounds to, within 0 and 5', () => {
    expect(filledStars(4.49)).toBe(4);
    expect(filledStars(4.5)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(7)).toBe(5);
  });

  it('uses the one-form only for 1', () => {
    expect(countText(1, '1 review', '{count} reviews')).toBe('1 review');
    expect(countText(0, '1 review', '{count} reviews')).toBe('0 reviews');
    expect(countText(21, '1 review', '{count} reviews')).toBe('21 reviews');
  });
});

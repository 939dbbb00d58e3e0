import { describe, expect, it } from 'vitest';
import {
  averageRating,
  directoryRankScore,
  isPopular,
  isTopRated,
  portfolioSearchText,
  priceFromRs,
  pricingRangeText,
  reviewExcerpt,
  specializations,
} from './portfolio.js';

describe('directory card rules', () => {
  it('calls 4.5 and above Top Rated', () => {
    expect(isTopRated(4.5)).toBe(true);
    expect(isTopRated(4.49)).toBe(false);
  });

  it('calls more than 20 ratings Popular', () => {
    expect(isPopular(21)).toBe(true);
    expect(isPopular(20)).toBe(false);
  });

  it('shows From Rs 15,000 without a pricing range, else the range start', () => {
    expect(priceFromRs(null)).toBe(15000);
    expect(priceFromRs('30000-50000')).toBe(30000);
    expect(priceFromRs('100000+')).toBe(100000);
  });
});

describe('review figures', () => {
  it('averages to two decimals', () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(13, 3)).toBe(4.33);
    expect(averageRating(0, 0)).toBe(0);
  });

  it('excerpts the first 80 characters without splitting a character', () => {
    expect(reviewExcerpt('a'.repeat(100))).toHaveLength(80);
    const nepali = 'राम्रो '.repeat(20);
    expect(Array.from(reviewExcerpt(nepali)).length).toBeLessThanOrEqual(80);
    expect(reviewExcerpt('😀'.repeat(100))).toBe('😀'.repeat(80));
  });

  it('ranks with few reviews pulled towards 3 stars', () => {
    expect(directoryRankScore(0, 0)).toBe(30000);
    expect(directoryRankScore(5, 1)).toBeLessThan(directoryRankScore(48, 10));
    expect(directoryRankScore(1, 1)).toBeLessThan(directoryRankScore(0, 0));
  });
});

describe('portfolio search words', () => {
  it('lets Nature photographers be found as landscape photographers', () => {
    expect(portfolioSearchText(['Nature Photography', 'Wedding Photography']).split(' ')).toEqual(
      expect.arrayContaining(['nature', 'landscape', 'wedding']),
    );
  });

  it('finds every specialization by its short name', () => {
    for (const specialization of specializations) {
      expect(portfolioSearchText([specialization]).split(' ')).toContain(
        specialization.replace(' Photography', '').toLowerCase(),
      );
    }
  });

  it('writes the same words as when specializations had short names, so stored search texts stay right', () => {
    expect(portfolioSearchText(['Nature Photography', 'Wedding Photography'])).toBe(
      'nature landscape wildlife wedding marriage bibaha',
    );
    expect(portfolioSearchText(['Street Photography'])).toBe('street');
  });
});

describe('pricing range text', () => {
  it('shows pricing ranges in Rs with Nepali grouping', () => {
    expect(pricingRangeText('15000-30000', 'en')).toBe('Rs 15,000 – Rs 30,000');
    expect(pricingRangeText('50000-100000', 'en')).toBe('Rs 50,000 – Rs 1,00,000');
    expect(pricingRangeText('100000+', 'en')).toBe('Rs 1,00,000+');
  });

  it('shows pricing ranges in रु and Devanagari digits in Nepali', () => {
    expect(pricingRangeText('50000-100000', 'ne')).toBe('रु ५०,००० – रु १,००,०००');
    expect(pricingRangeText('100000+', 'ne')).toBe('रु १,००,०००+');
  });
});

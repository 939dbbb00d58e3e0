import { beforeAll, describe, expect, it } from 'vitest';
import { planFeatures, plans } from '@tasbir/shared';
import { planText } from './planText.js';
import { loadTexts } from './i18n.js';

// The app loads Nepali's sentences before it draws in Nepali (i18n.ts).
beforeAll(() => loadTexts('ne'));

describe('plan text', () => {
  it('uses the shared table for English: label, Rs price with Nepali grouping, features', () => {
    const royal = planText(plans.royal, 'en');
    expect(royal.label).toBe('Royal');
    expect(royal.price).toBe('Rs 5,000 / month');
    expect(royal.features).toEqual(planFeatures(plans.royal));
  });

  it('translates every line into Nepali from the same numbers, in Devanagari digits', () => {
    const diamond = planText(plans.diamond, 'ne');
    expect(diamond.label).toBe('डायमन्ड');
    expect(diamond.price).toBe('रु २,००० / महिना');
    expect(diamond.features).toEqual([
      '५० फोटो, प्रत्येक २० MB सम्म',
      '२५ रिल, प्रत्येक २०० MB सम्म',
      'उपहारको बाँडफाँड ६०/४० (तपाईं/प्लेटफर्म)',
      'ग्राहक ग्यालरीका लागि ७५ GB',
    ]);
    expect(planText(plans.free, 'ne').features[0]).toBe('फोटो अपलोड छैन');
    expect(planText(plans.royal, 'ne').features[1]).toBe('असीमित रिल, प्रत्येक ५०० MB सम्म');
    expect(planText(plans.royal, 'ne').price).toBe('रु ५,००० / महिना');
  });
});

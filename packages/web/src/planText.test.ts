import { describe, expect, it } from 'vitest';
import { planFeatures, plans } from '@tasbir/shared';
import { planText } from './planText.js';

describe('plan text', () => {
  it('uses the shared table for English: label, Rs price with Nepali grouping, features', () => {
    const royal = planText(plans.royal, 'en');
    expect(royal.label).toBe('Royal');
    expect(royal.price).toBe('Rs 5,000 / month');
    expect(royal.features).toEqual(planFeatures(plans.royal));
  });

  it('translates every line into Nepali from the same numbers', () => {
    const diamond = planText(plans.diamond, 'ne');
    expect(diamond.label).toBe('डायमन्ड');
    expect(diamond.price).toBe('Rs 2,000 / महिना');
    expect(diamond.features).toEqual(['50 फोटो, प्रत्येक 20 MB सम्म', '25 रिल, प्रत्येक 200 MB सम्म', 'उपहारको बाँडफाँड 60/40 (तपाईं/प्लेटफर्म)']);
    expect(planText(plans.free, 'ne').features[0]).toBe('फोटो अपलोड छैन');
    expect(planText(plans.royal, 'ne').features[1]).toBe('असीमित रिल, प्रत्येक 500 MB सम्म');
  });
});

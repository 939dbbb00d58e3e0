import { describe, expect, it } from 'vitest';
import { specializations, uiEn, uiNe } from '@tasbir/shared';
import { experienceText, pricingRangeText, serviceLabel, specializationLabel } from './portfolioText.js';

describe('portfolio text', () => {
  it('says 5+ years when no experience is set', () => {
    expect(experienceText(uiEn, null, 'en')).toBe('5+ years');
    expect(experienceText(uiEn, '3-5', 'en')).toBe('3-5 years');
    expect(experienceText(uiNe, '10+', 'ne')).toBe('१०+ वर्ष');
  });

  it('shows pricing ranges in Rs with Nepali grouping', () => {
    expect(pricingRangeText('15000-30000', 'en')).toBe('Rs 15,000 – Rs 30,000');
    expect(pricingRangeText('50000-100000', 'en')).toBe('Rs 50,000 – Rs 1,00,000');
    expect(pricingRangeText('100000+', 'en')).toBe('Rs 1,00,000+');
  });

  it('shows pricing ranges in रु and Devanagari digits in Nepali', () => {
    expect(pricingRangeText('50000-100000', 'ne')).toBe('रु ५०,००० – रु १,००,०००');
    expect(pricingRangeText('100000+', 'ne')).toBe('रु १,००,०००+');
  });

  it('translates specializations and services, leaving unknown values as they are', () => {
    expect(specializationLabel(uiNe, 'Wedding Photography')).toBe('विवाह');
    expect(specializationLabel(uiEn, 'Nature Photography')).toBe('Nature');
    expect(specializationLabel(uiNe, 'Underwater')).toBe('Underwater');
    expect(serviceLabel(uiEn, 'Same Day Delivery')).toBe('Same Day Delivery');
    expect(serviceLabel(uiNe, 'Photo Shoots')).toBe('फोटो सुट');
  });
});

describe('specialization labels', () => {
  it('gives every specialization its own label in English and Nepali, never the bare value', () => {
    for (const t of [uiEn, uiNe]) {
      const labels = specializations.map((value) => specializationLabel(t, value));
      expect(new Set(labels).size).toBe(specializations.length);
      expect(labels.filter((label, index) => label === specializations[index])).toEqual([]);
    }
  });

  it('labels "Wedding Photography" as "Wedding" in English, keeping a card\'s line short', () => {
    expect(specializationLabel(uiEn, 'Wedding Photography')).toBe('Wedding');
    expect(specializationLabel(uiEn, 'Architecture Photography')).toBe('Architecture');
  });
});

import { describe, expect, it } from 'vitest';
import { specializations, uiEn, uiNe, type DirectoryItem } from '@tasbir/shared';
import { callHref, cardBadges, experienceText, placeOptions, pricingRangeText, serviceLabel, specializationLabel } from './cardFacts.js';

const card = (extra: Partial<DirectoryItem> = {}): DirectoryItem => ({
  id: 'p1',
  username: 'lens',
  profile_image: null,
  profile_picture: null,
  verified: false,
  verification_badge: false,
  bio: null,
  rating: 0,
  total_ratings: 0,
  specialty: null,
  specialties: [],
  city: null,
  district: null,
  location: null,
  contact_number: null,
  experience: null,
  pricing_range: null,
  price_from: 15000,
  photo_count: 0,
  reel_count: 0,
  total_gifts_received: 0,
  subscription_plan: 'free',
  latest_review: null,
  ...extra,
});

describe('card badges', () => {
  it('gives Top Rated from 4.5 and Popular above 20 ratings', () => {
    expect(cardBadges(card({ rating: 4.49, total_ratings: 20 }))).toEqual([]);
    expect(cardBadges(card({ rating: 4.5, total_ratings: 21 }))).toEqual(['topRated', 'popular']);
  });

  it('tags Kathmandu by city or district, in any case', () => {
    expect(cardBadges(card({ city: 'kathmandu' }))).toEqual(['kathmandu']);
    expect(cardBadges(card({ city: 'Kirtipur', district: ' Kathmandu ' }))).toEqual(['kathmandu']);
    expect(cardBadges(card({ city: 'Lalitpur', district: 'Lalitpur' }))).toEqual([]);
  });
});

describe('card text', () => {
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

describe('call link', () => {
  it('is absent while the card carries no contact number', () => {
    expect(callHref(card())).toBeNull();
  });

  it('dials the digits of a contact number when one is present', () => {
    const withNumber = { ...card(), contact_number: '+977 980-000 0000' };
    expect(callHref(withNumber)).toBe('tel:+9779800000000');
    const noDigits = { ...card(), contact_number: ' - ' };
    expect(callHref(noDigits)).toBeNull();
  });
});

describe('place options', () => {
  it('lists each place once, sorted, keeping the chosen one', () => {
    expect(placeOptions(['Pokhara', 'kathmandu', null, 'pokhara', ' Kathmandu', ''], '')).toEqual(['kathmandu', 'Pokhara']);
    expect(placeOptions([], 'Bharatpur')).toEqual(['Bharatpur']);
  });
});

import { describe, expect, it } from 'vitest';
import type { DirectoryItem } from '@tasbir/shared';
import { callHref, cardBadges, placeOptions, trustFactCount } from './cardFacts.js';

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
  response_time_minutes: null,
  response_rate: null,
  top_photographer: false,
  cancellations_last_year: 0,
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
    expect(placeOptions(['Pokhara', 'kathmandu', null, 'pokhara', ' Kathmandu', ''], '')).toEqual([
      'kathmandu',
      'Pokhara',
    ]);
    expect(placeOptions([], 'Bharatpur')).toEqual(['Bharatpur']);
  });

  it('sorts by letters whatever their case', () => {
    expect(placeOptions(['pokhara', 'Bhaktapur', 'lalitpur', 'Kathmandu'], 'bharatpur')).toEqual([
      'Bhaktapur',
      'bharatpur',
      'Kathmandu',
      'lalitpur',
      'pokhara',
    ]);
  });
});

describe('trust facts', () => {
  it('counts the Top badge, the reply time and the reply rate the card will show, one a line', () => {
    expect(trustFactCount({ top_photographer: false, response_time_minutes: null, response_rate: null })).toBe(0);
    expect(trustFactCount({ top_photographer: true, response_time_minutes: null, response_rate: 90 })).toBe(2);
    expect(trustFactCount({ top_photographer: true, response_time_minutes: 30, response_rate: 0 })).toBe(3);
  });
});

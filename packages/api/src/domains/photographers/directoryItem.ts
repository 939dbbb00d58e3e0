import { experienceLevels, priceFromRs, pricingRanges, specializations, type DirectoryItem } from '@tasbir/shared';
import { subscriptionActive } from '../auth/userDto.js';
import { parseChoice, parseChoiceList } from '../portfolio/jsonList.js';
import type { DirectoryRow } from './repository.js';

/** "Pokhara, Kaski" when the photographer wrote no location of their own. */
export function displayLocation(row: {
  location: string | null;
  city: string | null;
  district: string | null;
}): string | null {
  return row.location || [row.city, row.district].filter(Boolean).join(', ') || null;
}

/** A directory row as its card (`directoryItemSchema` in shared; docs/product.md#directory), at `now` (a plan may have run out). */
export function toDirectoryItem(row: DirectoryRow, now = new Date()): DirectoryItem {
  const specialties = parseChoiceList(row.specializations, specializations);
  const pricingRange = parseChoice(row.pricing_range, pricingRanges);
  const verified = row.verified === 1;
  return {
    id: row.id,
    username: row.username,
    profile_image: row.profile_picture,
    profile_picture: row.profile_picture,
    verified,
    verification_badge: verified,
    bio: row.bio,
    rating: row.rating,
    total_ratings: row.total_ratings,
    specialty: specialties[0] ?? null,
    specialties,
    city: row.city,
    district: row.district,
    location: displayLocation(row),
    contact_number: row.contact_number,
    experience: parseChoice(row.experience_years, experienceLevels),
    pricing_range: pricingRange,
    price_from: priceFromRs(pricingRange),
    photo_count: row.photo_count,
    reel_count: row.reel_count,
    total_gifts_received: row.total_gifts_received,
    subscription_plan: subscriptionActive(row, now) ? row.subscription_plan : 'free',
    latest_review: row.latest_review_excerpt,
    response_time_minutes: row.response_time_minutes,
    response_rate: row.response_rate,
    top_photographer: row.top_photographer === 1,
    cancellations_last_year: row.cancellations_year ?? 0,
  };
}

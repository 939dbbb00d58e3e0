import {
  formatMoney,
  isPopular,
  isTopRated,
  localDigits,
  specializations,
  type DirectoryItem,
  type Language,
  type PortfolioService,
  type PricingRange,
  type Specialization,
  type UiMessageKey,
  type UiMessages,
} from '@tasbir/shared';
import { fill } from '../../i18n.js';

export type CardBadge = 'topRated' | 'popular' | 'kathmandu';

const sameText = (value: string | null, wanted: string) => value?.trim().toLowerCase() === wanted;

/** Lives in Kathmandu: the city or the district says so. */
export function isKathmandu(card: Pick<DirectoryItem, 'city' | 'district'>): boolean {
  return sameText(card.city, 'kathmandu') || sameText(card.district, 'kathmandu');
}

/** The card's badges (docs/product.md#directory): Top Rated, Popular, and the Kathmandu tag. */
export function cardBadges(card: Pick<DirectoryItem, 'rating' | 'total_ratings' | 'city' | 'district'>): CardBadge[] {
  const badges: CardBadge[] = [];
  if (isTopRated(card.rating)) badges.push('topRated');
  if (isPopular(card.total_ratings)) badges.push('popular');
  if (isKathmandu(card)) badges.push('kathmandu');
  return badges;
}

/** "3-5 years", or the default "5+ years" when the photographer has not said; the digits in the language's. */
export function experienceText(t: UiMessages, experience: string | null, language: Language): string {
  return experience ? fill(t.experienceYears, { range: localDigits(experience, language) }) : t.experienceDefault;
}

/** A pricing range as the language writes money: "Rs 15,000 – Rs 30,000", "Rs 1,00,000+", "रु १,००,०००+". */
export function pricingRangeText(range: PricingRange, language: Language): string {
  if (range.endsWith('+')) return `${formatMoney(Number(range.slice(0, -1)), language)}+`;
  const [low = 0, high = 0] = range.split('-').map(Number);
  return `${formatMoney(low, language)} – ${formatMoney(high, language)}`;
}

const isSpecialization = (value: string): value is Specialization => (specializations as readonly string[]).includes(value);

/** Message keys carry no spaces, so each full name has its key here; the labels are the short names. */
const specializationKeys: Record<Specialization, UiMessageKey> = {
  'Wedding Photography': 'specialization_Wedding',
  'Portrait Photography': 'specialization_Portrait',
  'Event Photography': 'specialization_Event',
  'Nature Photography': 'specialization_Nature',
  'Street Photography': 'specialization_Street',
  'Fashion Photography': 'specialization_Fashion',
  'Product Photography': 'specialization_Product',
  'Architecture Photography': 'specialization_Architecture',
};

/** A specialization in the chosen language (an unknown value is shown as it is). */
export function specializationLabel(t: UiMessages, value: string): string {
  return isSpecialization(value) ? t[specializationKeys[value]] : value;
}

const serviceKeys: Record<PortfolioService, UiMessageKey> = {
  'Photo Shoots': 'servicePhotoShoots',
  'Video Recording': 'serviceVideoRecording',
  'Photo Editing': 'servicePhotoEditing',
  'Album Design': 'serviceAlbumDesign',
  'Drone Photography': 'serviceDronePhotography',
  'Live Streaming': 'serviceLiveStreaming',
  'Photo Booth': 'servicePhotoBooth',
  'Same Day Delivery': 'serviceSameDayDelivery',
};

export function serviceLabel(t: UiMessages, service: PortfolioService): string {
  return t[serviceKeys[service]];
}

/** The `tel:` link for Call; none when the photographer published no number. */
export function callHref(card: DirectoryItem): string | null {
  if (!card.contact_number) return null;
  const number = card.contact_number.replace(/[^\d+]/g, '');
  return number ? `tel:${number}` : null;
}

/**
 * The places a filter offers: every value seen in the loaded cards, once (ignoring case), sorted,
 * plus the one chosen now so it never disappears from its own list.
 */
export function placeOptions(values: readonly (string | null)[], chosen: string): string[] {
  const byKey = new Map<string, string>();
  for (const value of [...values, chosen]) {
    const trimmed = value?.trim();
    if (trimmed && !byKey.has(trimmed.toLowerCase())) byKey.set(trimmed.toLowerCase(), trimmed);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

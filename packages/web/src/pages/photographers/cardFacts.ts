import { isPopular, isTopRated, type DirectoryItem } from '@tasbir/shared';

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
  return [...byKey.values()].sort(compareNames);
}

/**
 * Orders names by their lower-case letters' code points. Not localeCompare: the first collation
 * loads the browser's locale data, a long stall of the main thread while the directory first draws.
 * Place names need no more: Devanagari's code points follow its alphabet.
 */
export function compareNames(a: string, b: string): number {
  const first = a.toLowerCase();
  const second = b.toLowerCase();
  return first < second ? -1 : first > second ? 1 : 0;
}

/**
 * How many trust facts a card shows, one a line (CardTrust): the Top badge, the reply time, the reply
 * rate. Known from the card alone, so their room is kept while their texts load.
 */
export function trustFactCount(
  card: Pick<DirectoryItem, 'top_photographer' | 'response_time_minutes' | 'response_rate'>,
): number {
  return [card.top_photographer, card.response_time_minutes !== null, card.response_rate !== null].filter(Boolean)
    .length;
}

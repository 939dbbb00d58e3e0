import { fillMessageIn, type Language } from '@tasbir/shared';

// Kept in shared, where the server's page text writes ratings too.
export { formatRating } from '@tasbir/shared';

/** How many of five stars a rating fills. */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** "1 review" or "1,200 reviews": the one-form when the count is 1, the count written in the language. */
export function countText(count: number, one: string, many: string, language: Language): string {
  return count === 1 ? one : fillMessageIn(many, { count }, language);
}

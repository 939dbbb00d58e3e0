import { fillMessageIn, formatNumber, type Language } from '@tasbir/shared';

/** A rating as shown: one decimal (4.0, 4.5), or two when the mean has them (4.33); "४.५" in Nepali. */
export function formatRating(rating: number, language: Language): string {
  return formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
}

/** How many of five stars a rating fills. */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** "1 review" or "1,200 reviews": the one-form when the count is 1, the count written in the language. */
export function countText(count: number, one: string, many: string, language: Language): string {
  return count === 1 ? one : fillMessageIn(many, { count }, language);
}

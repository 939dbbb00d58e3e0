/** A rating as shown: one decimal (4.0, 4.5), or two when the mean has them (4.33). */
export function formatRating(rating: number): string {
  const tenths = Math.round(rating * 10) / 10;
  return Math.abs(tenths - rating) < 1e-9 ? tenths.toFixed(1) : rating.toFixed(2);
}

/** How many of five stars a rating fills. */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** "1 review" or "12 reviews": the one-form when the count is 1. */
export function countText(count: number, one: string, many: string): string {
  return count === 1 ? one : many.replace('{count}', String(count));
}

/**
 * What cached reads depend on. A write makes stale only the areas it touches: a like changes the
 * media lists but not the directory or the leaderboards; a review changes the directory and the
 * leaderboards (docs/decisions/005-list-cache.md).
 */
export const cacheAreas = ['directory', 'media', 'leaderboard'] as const;
export type CacheArea = (typeof cacheAreas)[number];

/**
 * One clock per area: every accepted write moves the clocks of its areas on, and what was cached
 * before is stale. With several servers, a write is announced to the others (`tellOthers`, over the
 * event bus), whose clocks move on as it arrives, a few milliseconds later.
 */
export class Freshness {
  private readonly generations: Record<CacheArea, number> = { directory: 0, media: 0, leaderboard: 0 };

  constructor(private readonly tellOthers: (areas: readonly CacheArea[]) => void = () => undefined) {}

  generation(area: CacheArea): number {
    return this.generations[area];
  }

  /** A write whose areas are not known makes everything stale. */
  changed(areas: readonly CacheArea[] = cacheAreas): void {
    this.markStale(areas);
    this.tellOthers(areas);
  }

  /** A write made elsewhere: stale here too, without telling again. */
  markStale(areas: readonly CacheArea[]): void {
    for (const area of areas) this.generations[area] += 1;
  }
}

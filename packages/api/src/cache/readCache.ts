import type { CacheArea, Freshness } from './freshness.js';

type Entry<T> = { value: Promise<T>; generation: number; expiresAt: number };

const maxEntries = 1_000;

/**
 * Keeps the results of one public read (a list that is the same for every caller) for `ttlMs`, until
 * the next write to its area. Concurrent misses for one key share one computation; a failed one is not kept.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly freshness: Freshness,
    private readonly area: CacheArea,
    private readonly ttlMs: number,
  ) {}

  remember(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const entry = this.entries.get(key);
    const generation = this.freshness.generation(this.area);
    if (entry && entry.generation === generation && entry.expiresAt > now) return entry.value;
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
    const value = compute();
    this.entries.set(key, { value, generation, expiresAt: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}

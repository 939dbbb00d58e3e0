import type { CacheArea, Freshness } from './freshness.js';
import { ReadCache } from './readCache.js';

/** What a service needs to keep its public lists: the shared clocks of writes and how long a list may live. */
export type ListCacheOptions = { freshness: Freshness; ttlMs: number };

export const listCache = <T>(options: ListCacheOptions, area: CacheArea) =>
  new ReadCache<T>(options.freshness, area, options.ttlMs);

import type { Freshness } from './freshness.js';
import { ReadCache } from './readCache.js';

/** What a service needs to keep its public lists: the shared clock of writes and how long a list may live. */
export type ListCacheOptions = { freshness: Freshness; ttlMs: number };

export const listCache = <T>(options: ListCacheOptions) => new ReadCache<T>(options.freshness, options.ttlMs);

import { describe, expect, it } from 'vitest';
import { Freshness } from './freshness.js';
import { ReadCache } from './readCache.js';

describe('the list read cache', () => {
  it('computes once for concurrent callers and again after a write', async () => {
    const freshness = new Freshness();
    const cache = new ReadCache<number>(freshness, 'media', 1000);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([cache.remember('k', compute, 0), cache.remember('k', compute, 0)])).toEqual([1, 1]);
    freshness.changed();
    expect(await cache.remember('k', compute, 1)).toBe(2);
  });

  it('forgets a result when it expires, and never keeps a failure', async () => {
    const cache = new ReadCache<string>(new Freshness(), 'media', 1000);
    expect(await cache.remember('k', async () => 'first', 0)).toBe('first');
    expect(await cache.remember('k', async () => 'second', 1000)).toBe('second');
    await expect(cache.remember('bad', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.remember('bad', async () => 'recovered', 1)).toBe('recovered');
  });

  it('keeps a list when a write touches only another area', async () => {
    const freshness = new Freshness();
    const directory = new ReadCache<number>(freshness, 'directory', 1000);
    let computed = 0;
    await directory.remember('page', async () => ++computed, 0);
    freshness.changed(['media']);
    expect(await directory.remember('page', async () => ++computed, 1)).toBe(1);
    freshness.changed(['directory', 'leaderboard']);
    expect(await directory.remember('page', async () => ++computed, 2)).toBe(2);
  });

  it('always computes when turned off', async () => {
    const cache = new ReadCache<number>(new Freshness(), 'media', 0);
    let computed = 0;
    await cache.remember('k', async () => ++computed);
    await cache.remember('k', async () => ++computed);
    expect(computed).toBe(2);
  });
});

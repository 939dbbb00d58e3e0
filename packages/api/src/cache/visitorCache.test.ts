import { describe, expect, it } from 'vitest';
import { Freshness } from './freshness.js';
import { VisitorCache } from './visitorCache.js';

const answer = (body: string) => ({ status: 200, body, headers: { 'content-type': 'application/json' } });

describe('the visitor cache', () => {
  it('serves an answer until it expires', () => {
    const cache = new VisitorCache(new Freshness(), 1000);
    cache.store('/api/photos', 'media', answer('[1]'), 0);
    expect(cache.lookup('/api/photos', 999)?.body.text).toBe('[1]');
    expect(cache.lookup('/api/photos', 1000)).toBeUndefined();
  });

  it('forgets everything when something changes', () => {
    const freshness = new Freshness();
    const cache = new VisitorCache(freshness, 1000);
    cache.store('/api/reels', 'media', answer('[]'), 0);
    freshness.changed();
    expect(cache.lookup('/api/reels', 1)).toBeUndefined();
  });

  it('keeps an answer when a write touches only another area', () => {
    const freshness = new Freshness();
    const cache = new VisitorCache(freshness, 1000);
    cache.store('/api/photographers', 'directory', answer('[]'), 0);
    freshness.changed(['media']);
    expect(cache.lookup('/api/photographers', 1)?.body.text).toBe('[]');
  });

  it('forgets an answer made from several areas when any of them changes', () => {
    const freshness = new Freshness();
    const cache = new VisitorCache(freshness, 1000);
    cache.store('/trpc/photographers.list,photos.list', ['directory', 'media'], answer('[]'), 0);
    freshness.changed(['leaderboard']);
    expect(cache.lookup('/trpc/photographers.list,photos.list', 1)?.body.text).toBe('[]');
    freshness.changed(['media']);
    expect(cache.lookup('/trpc/photographers.list,photos.list', 2)).toBeUndefined();
  });

  it('stores nothing when turned off', () => {
    const cache = new VisitorCache(new Freshness(), 0);
    cache.store('/api/reels', 'media', answer('[]'), 0);
    expect(cache.lookup('/api/reels', 0)).toBeUndefined();
  });
});

import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { galleryLimits } from '@tasbir/shared';
import { tooManyRequests } from '../../errors.js';
import type { RateLimitStore } from '../auth/rateLimitStore.js';

/**
 * A gallery's link, PIN and password are guessable secrets (a PIN has 10,000 values), so wrong
 * guesses are counted in the store every server shares: per client address (wrong tokens, PINs and
 * passwords alike), and per gallery from every address together at ten times that, which slows a
 * spread-out attack on one gallery's PIN to days without letting one address lock its client out.
 * Right answers are not counted.
 */
export class GalleryGuessLimits {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byGallery: RateLimiterAbstract;

  constructor(store: RateLimitStore) {
    const duration = galleryLimits.guessWindowSeconds;
    this.byAddress = store.limiter({ keyPrefix: 'gallery-guess-ip', points: galleryLimits.guessesPerWindow, duration });
    this.byGallery = store.limiter({
      keyPrefix: 'gallery-guess-gallery',
      points: galleryLimits.guessesPerWindow * 10,
      duration,
    });
  }

  /** Refuses (429) an address, or a gallery, that used its wrong guesses up. */
  async admit(ip: string, galleryId?: string): Promise<void> {
    await refuseIfSpent(this.byAddress, ip);
    if (galleryId !== undefined) await refuseIfSpent(this.byGallery, galleryId);
  }

  /** Counts a wrong guess from the address (and against the gallery when one was found). */
  async wrong(ip: string, galleryId?: string): Promise<void> {
    await Promise.all([
      this.byAddress.penalty(ip, 1),
      galleryId === undefined ? undefined : this.byGallery.penalty(galleryId, 1),
    ]);
  }
}

async function refuseIfSpent(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const spent: RateLimiterRes | null = await limiter.get(key);
  if (spent && spent.consumedPoints >= limiter.points)
    throw tooManyRequests('galleryGuessesTooMany', spent.msBeforeNext / 1000);
}

/**
 * Counts a gallery's view once per browser (address and user agent, hashed) per 24 hours, in the
 * same shared store, so reloads and page turns do not inflate the photographer's figure.
 */
export class GalleryViewOnce {
  private readonly seen: RateLimiterAbstract;

  constructor(store: RateLimitStore) {
    this.seen = store.limiter({ keyPrefix: 'gallery-view', points: 1, duration: 24 * 3600 });
  }

  /** True the first time this viewer opens this gallery in the window. */
  async first(galleryId: string, viewer: string): Promise<boolean> {
    try {
      await this.seen.consume(`${galleryId}:${viewer}`);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}

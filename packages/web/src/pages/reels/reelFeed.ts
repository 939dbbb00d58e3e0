import type { Reel } from '@tasbir/shared';

/** A reel has a video to play when it has a video URL (media URLs are short: length says nothing). */
export function hasVideo(reel: Pick<Reel, 'video_url'>): boolean {
  return reel.video_url.trim().length > 0;
}

/** The share link of a reel: `{origin}/reels/{id}` (docs/product.md#photos-and-reels). */
export function reelLink(origin: string, id: string): string {
  return `${origin}/reels/${encodeURIComponent(id)}`;
}

/** Load the next page when the reel in view is this close to the end of the feed. */
export const loadAheadCount = 2;

export function shouldLoadMore(activeIndex: number, length: number): boolean {
  return activeIndex >= 0 && activeIndex >= length - 1 - loadAheadCount;
}

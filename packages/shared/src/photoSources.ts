import { photoWidths } from './limits.js';
import type { Photo } from './schemas/media.js';

// Read by the web's photo cards and by the server, which asks for a page's first photo with the page
// (`<link rel="preload" imagesrcset imagesizes>`): a browser uses that download for the card only
// when both name the same sources and sizes.

/**
 * The `srcset` of a photo: the pipeline's thumbnail and its display size (the photo's width, which
 * the pipeline keeps at most `photoWidths.displayPx`). A photo no wider than a thumbnail has one size only.
 */
export function photoSrcSet(photo: Pick<Photo, 'thumb_url' | 'image_url' | 'width'>): string | undefined {
  if (photo.width <= photoWidths.thumbPx) return undefined;
  return `${photo.thumb_url} ${photoWidths.thumbPx}w, ${photo.image_url} ${photo.width}w`;
}

/** The width a photo card takes in the photo grids (the photos page, home) at each screen size. */
export const photoGridSizes = '(min-width: 1200px) 280px, (min-width: 780px) 33vw, (min-width: 520px) 50vw, 100vw';

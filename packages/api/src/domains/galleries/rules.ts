import type { GalleryRow } from '@tasbir/db';
import type { ErrorCode, GalleryDownloadSize } from '@tasbir/shared';

/**
 * Whether a gallery's originals are open to its client: a gallery without a booking always, one
 * tied to a booking once the booking's balance is paid (`balancePaidAt`). The photographer's view
 * (`originals_open`) and the client's downloads read this one rule.
 */
export const originalsOpen = (gallery: Pick<GalleryRow, 'booking_id'>, balancePaidAt: string | null) =>
  gallery.booking_id === null || balancePaidAt !== null;

/** Why a client may not download this size from the gallery now, or undefined when they may. */
export function downloadRefusal(
  gallery: Pick<GalleryRow, 'download' | 'booking_id'>,
  size: GalleryDownloadSize,
  balancePaidAt: string | null,
): ErrorCode | undefined {
  if (gallery.download === 'off') return 'galleryDownloadsOff';
  if (size === 'web') return undefined;
  if (gallery.download === 'web') return 'galleryOriginalsOff';
  return originalsOpen(gallery, balancePaidAt) ? undefined : 'galleryOriginalsClosed';
}

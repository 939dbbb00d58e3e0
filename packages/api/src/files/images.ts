import { photoWidths } from '@tasbir/shared';
import sharp, { type OutputInfo } from 'sharp';

/** Larger inputs are refused before decoding (a small file can claim enormous dimensions). */
export const maxInputMegapixels = 100;
const { displayPx: displayWidth, thumbPx: thumbWidth } = photoWidths;
const placeholderWidth = 16;
/** libwebp effort 2 of 6: about twice as fast as the default 4 for files about a tenth larger (docs/decisions/003-media.md). */
const webpEffort = 2;

export type ProcessedImage = {
  display: Buffer;
  thumb: Buffer;
  /** Size of the display variant. */
  width: number;
  height: number;
  /** A tiny WebP as a data URL. */
  placeholder: string;
};

export class ImageTooLargeError extends Error {}
export class ImageUnreadableError extends Error {}

/** How every upload is read: a pixel limit checked from the header, and truncated files refused. */
export const imageReadOptions = { limitInputPixels: maxInputMegapixels * 1_000_000, failOn: 'error' } as const;

/** The image library's failure as one of ours: over the pixel limit (found from the header, before decoding) or unreadable. */
export function classifiedImageError(error: unknown): Error {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return new ImageTooLargeError(error.message);
  return new ImageUnreadableError(error instanceof Error ? error.message : String(error));
}

/**
 * Decodes an image whole to a throwaway thumbnail, for files kept as sent (receipts): a file cut
 * short or not what its signature says is an ImageUnreadableError, one over the pixel limit an
 * ImageTooLargeError before a pixel is decoded, so neither reaches a browser.
 */
export async function verifyImage(path: string): Promise<void> {
  try {
    await sharp(path, imageReadOptions).resize({ width: 64, height: 64, fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    throw classifiedImageError(error);
  }
}

/**
 * Re-encodes a photo as WebP variants. The input is decoded once (shrunk on load to the display
 * size, turned upright by its EXIF orientation); the variants are made from those pixels, so
 * nothing of the original file's metadata (GPS, camera, EXIF) can reach an output.
 */
export async function processImage(path: string): Promise<ProcessedImage> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(path, imageReadOptions)
      .rotate()
      .resize({ width: displayWidth, height: displayWidth * 1.5, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw classifiedImageError(error);
  }
  const { width, height, channels } = decoded.info;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
  const [display, thumb, tiny] = await Promise.all([
    pixels().webp({ quality: 80, effort: webpEffort }).toBuffer(),
    pixels()
      .resize({ width: thumbWidth, height: thumbWidth * 2, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72, effort: webpEffort })
      .toBuffer(),
    pixels()
      .resize({ width: placeholderWidth, height: placeholderWidth, fit: 'inside' })
      .webp({ quality: 40 })
      .toBuffer(),
  ]);
  return { display, thumb, width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}

/**
 * A profile picture as a square WebP of `side` pixels, cut from the middle of the image, turned
 * upright and re-encoded from its pixels alone: no metadata of the file sent survives.
 */
export async function processAvatar(path: string, side: number): Promise<Buffer> {
  try {
    // The square is cut before scaling: scaling a very long strip to cover the square first would
    // make an image far over the pixel limit. A centred square stays one whatever the orientation.
    const { width = 0, height = 0 } = await sharp(path, imageReadOptions).metadata();
    const square = Math.min(width, height);
    return await sharp(path, imageReadOptions)
      .extract({
        left: Math.floor((width - square) / 2),
        top: Math.floor((height - square) / 2),
        width: square,
        height: square,
      })
      .rotate()
      .resize({ width: side, height: side })
      .toColourspace('srgb')
      .webp({ quality: 80, effort: webpEffort })
      .toBuffer();
  } catch (error) {
    throw classifiedImageError(error);
  }
}

/** A poster frame (in whatever format the image library reads) as a WebP about as wide as a phone screen. */
export async function processPoster(input: Buffer): Promise<{ poster: Buffer; width: number; height: number }> {
  const image = sharp(input, { limitInputPixels: maxInputMegapixels * 1_000_000 });
  const { width = 0, height = 0 } = await image.metadata();
  const poster = await image
    .resize({ width: 720, height: 1280, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return { poster, width, height };
}

import { readFile } from 'node:fs/promises';
import sharp, { type OutputInfo } from 'sharp';
import { galleryLimits } from '@tasbir/shared';
import { classifiedImageError, imageReadOptions } from './images.js';
import type { ImageType } from './sniff.js';
import { stripMetadata } from './stripMetadata.js';
import { watermarkPlacement, type WatermarkMark } from './watermarkMark.js';

/** libwebp effort 2 of 6, as for portfolio photos (docs/decisions/003-media.md). */
const webpEffort = 2;
const placeholderWidth = 16;

/** The files a gallery photo keeps: its original without metadata and the three copies made from it. */
export type GalleryImage = {
  /** The bytes as uploaded, less EXIF/XMP/IPTC/comments (stripMetadata.ts). */
  original: Buffer;
  /** The web-size download: JPEG, upright, sRGB, no metadata, no watermark. */
  web: Buffer;
  /** The watermarked WebPs: the viewer's and the grid's. */
  preview: Buffer;
  thumb: Buffer;
  /** Size of the preview. */
  width: number;
  height: number;
  /** A tiny WebP as a data URL. */
  placeholder: string;
};

type Decoded = { data: Buffer; info: OutputInfo };

/**
 * Makes a gallery photo's files. The photo is decoded once, upright and in sRGB, shrunk on load to
 * the web size; the web copy, the previews and the placeholder are made from those pixels. The
 * watermark goes on the previews only: the web copy is what a client downloads once allowed.
 */
export async function processGalleryImage(
  path: string,
  type: ImageType,
  watermark: WatermarkMark,
): Promise<GalleryImage> {
  const bytes = await readFile(path);
  let decoded: Decoded;
  let original: Buffer;
  try {
    const { orientation } = await sharp(bytes, imageReadOptions).metadata();
    original = stripMetadata(bytes, type, orientation);
    decoded = await sharp(bytes, imageReadOptions)
      .rotate()
      .resize({
        width: galleryLimits.webSizePx,
        height: galleryLimits.webSizePx,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw classifiedImageError(error);
  }
  const [web, preview, thumb, tiny] = await Promise.all([
    fromPixels(decoded).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer(),
    watermarked(decoded, galleryLimits.previewPx, galleryLimits.previewPx, watermark, 80),
    watermarked(decoded, galleryLimits.thumbPx, galleryLimits.thumbPx * 2, watermark, 72),
    fromPixels(decoded)
      .resize({ width: placeholderWidth, height: placeholderWidth, fit: 'inside' })
      .webp({ quality: 40 })
      .toBuffer(),
  ]);
  return {
    original,
    web,
    preview: preview.data,
    thumb: thumb.data,
    width: preview.info.width,
    height: preview.info.height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

const fromPixels = ({ data, info }: Decoded) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** A WebP no larger than the box, with the watermark on it (null: none, for comparisons in tests and the bench). */
export async function watermarked(
  decoded: Decoded,
  width: number,
  height: number,
  watermark: WatermarkMark | null,
  quality: number,
): Promise<{ data: Buffer; info: OutputInfo }> {
  const scaled = await fromPixels(decoded)
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = fromPixels(scaled);
  if (watermark) {
    const mark = await watermarkPlacement(watermark, scaled.info.width, scaled.info.height);
    image.composite([{ input: mark.image, left: mark.left, top: mark.top }]);
  }
  const data = await image.webp({ quality, effort: webpEffort }).toBuffer();
  return { data, info: scaled.info };
}

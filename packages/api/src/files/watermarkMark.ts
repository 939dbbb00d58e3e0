import sharp from 'sharp';
import type { WatermarkPosition } from '@tasbir/shared';
import { escapeHtml } from '../escapeHtml.js';

/** What goes on a preview: the photographer's name as text, or their logo, placed and sized. */
export type WatermarkMark = {
  position: WatermarkPosition;
  /** Width of the mark as a share of the preview's width. */
  sizePercent: number;
} & ({ text: string; logo?: undefined } | { logo: Buffer; text?: undefined });

/** Fonts the server has (Debian's fonts-dejavu; Noto for scripts DejaVu lacks, such as Devanagari). */
const fontFamily = "'DejaVu Sans', 'Noto Sans', 'Noto Sans Devanagari', sans-serif";
const textHeightPx = 120;

/**
 * A name as a white, semi-transparent PNG with a dark outline, so it reads on light and dark
 * photos alike, cut to the text's own box (rendered large once and scaled down per preview).
 */
async function renderText(text: string): Promise<Buffer> {
  const width = Math.ceil(textHeightPx * 0.8 * Math.max(1, [...text].length)) + textHeightPx;
  const height = Math.ceil(textHeightPx * 1.6);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="central" ` +
    `font-family="${escapeHtml(fontFamily)}" font-size="${textHeightPx}" font-weight="bold" ` +
    `fill="#ffffff" fill-opacity="0.7" stroke="#000000" stroke-opacity="0.55" stroke-width="${textHeightPx / 20}" ` +
    `paint-order="stroke">${escapeHtml(text)}</text></svg>`;
  const rendered = await sharp(Buffer.from(svg)).png().toBuffer();
  // Transparent around the text: trimmed by its alpha, so `sizePercent` measures the text itself.
  return sharp(rendered)
    .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** Rendered names, kept for the next previews (a batch of uploads carries one name). */
const renderedTexts = new Map<string, Promise<Buffer>>();
const renderedTextsMax = 64;

function textImage(text: string): Promise<Buffer> {
  const known = renderedTexts.get(text);
  if (known) return known;
  if (renderedTexts.size >= renderedTextsMax) renderedTexts.clear();
  const rendering = renderText(text);
  renderedTexts.set(text, rendering);
  rendering.catch(() => renderedTexts.delete(text));
  return rendering;
}

export type Placement = { image: Buffer; left: number; top: number };

/**
 * The mark scaled to its share of the image's width (never taller than half the image) and where
 * it goes: a margin of 3% of the shorter side from the edges it is placed by.
 */
export async function watermarkPlacement(mark: WatermarkMark, width: number, height: number): Promise<Placement> {
  const source = mark.logo ?? (await textImage(mark.text));
  const image = await sharp(source)
    .resize({
      width: Math.max(1, Math.round((width * mark.sizePercent) / 100)),
      height: Math.max(1, Math.round(height / 2)),
      fit: 'inside',
    })
    .ensureAlpha()
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width: markWidth, height: markHeight } = image.info;
  const margin = Math.round(Math.min(width, height) * 0.03);
  const right = Math.max(0, width - markWidth - margin);
  const bottom = Math.max(0, height - markHeight - margin);
  const centre = { left: Math.round((width - markWidth) / 2), top: Math.round((height - markHeight) / 2) };
  const spots: Record<WatermarkPosition, { left: number; top: number }> = {
    center: centre,
    bottom_right: { left: right, top: bottom },
    bottom_left: { left: margin, top: bottom },
    top_right: { left: right, top: margin },
    top_left: { left: margin, top: margin },
  };
  return { image: image.data, ...spots[mark.position] };
}

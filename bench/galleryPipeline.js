// Delivery galleries' previews (issue 15): previews made per second by the gallery upload's image
// step (files/galleryImages.ts: metadata stripped from the original, decoded once, a web JPEG, a
// watermarked 1600 px and 480 px WebP, a placeholder) as a ratio of a bare sharp loop making the
// same files (a 2048 px JPEG, and the two WebP sizes with a mark composited), each from the file as
// sharp reads it, without the stripping. Budget: ≥ 80% of the bare loop.
//
//   BENCH_ONLY=galleryPipeline node bench/run.js     (or: node bench/galleryPipeline.js; BENCH_SECONDS=10)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print, ratePerSecond, underTsx } from './lib.js';
import { record } from './results.js';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-gallery-'));
  try {
    const { default: sharp } = await import('sharp');
    const { processGalleryImage } = await import('../packages/api/src/files/galleryImages.ts');
    const input = join(dataDir, 'input.jpg');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="4000"><defs><linearGradient id="g"><stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#264653"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="2500" cy="1800" r="1200" fill="#e9c46a"/></svg>`;
    writeFileSync(input, await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
    const mark = { position: 'bottom_right', sizePercent: 25, text: 'studio_everest' };
    // The same mark as a PNG, made once: the bare loop composites it without rendering text.
    const logo = await sharp({ create: { width: 400, height: 80, channels: 4, background: '#ffffffb0' } })
      .png()
      .toBuffer();
    const bareSize = (width, quality) =>
      sharp(input)
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .composite([{ input: logo, gravity: 'southeast' }])
        .webp({ quality, effort: 2 })
        .toBuffer();
    const bareWeb = () =>
      sharp(input)
        .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 88 })
        .toBuffer();
    // The same files the pipeline makes: the web JPEG and the two watermarked previews.
    const bare = await ratePerSecond(() => Promise.all([bareWeb(), bareSize(1600, 80), bareSize(480, 72)]));
    const ours = await ratePerSecond(() => processGalleryImage(input, 'jpeg', mark));
    print('\ngallery preview pipeline on a 6000×4000 JPEG, 4 at a time');
    print('bare sharp loop: web JPEG, 1600 + 480 WebP with a mark'.padEnd(62), `${bare.toFixed(1)} /s`.padStart(9));
    print(
      'pipeline: original stripped, web JPEG, 1600 + 480 watermarked'.padEnd(62),
      `${ours.toFixed(1)} /s`.padStart(9),
      `${((ours / bare) * 100).toFixed(1)}%`.padStart(8),
    );
    record('galleryPipeline', 'gallery preview pipeline', { ratio: ours / bare, perSecond: ours });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (underTsx(import.meta.url)) await main();

// Delivery galleries' previews (issue 15): previews made per second by the gallery upload's image
// step (files/galleryImages.ts: metadata stripped from the original, decoded once, a web JPEG, a
// watermarked 1600 px and 480 px WebP, a placeholder) as a ratio of a bare sharp loop doing the
// same resize-and-WebP work with a watermark composited. Budget: ≥ 80% of the bare loop.
//
//   BENCH_ONLY=galleryPipeline node bench/run.js     (or: node bench/galleryPipeline.js; BENCH_SECONDS=10)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print, seconds, underTsx } from './lib.js';
import { record } from './results.js';

async function rate(step) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await step();
      done += 1;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return done / seconds;
}

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
    const bare = await rate(() => Promise.all([bareSize(1600, 80), bareSize(480, 72)]));
    const ours = await rate(() => processGalleryImage(input, 'jpeg', mark));
    print('\ngallery preview pipeline on a 6000×4000 JPEG, 4 at a time');
    print('bare sharp loop: 1600 + 480 px WebP, a mark composited'.padEnd(62), `${bare.toFixed(1)} /s`.padStart(9));
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

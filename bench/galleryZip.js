// Delivery galleries' ZIP (issue 15): the whole-gallery download as the route streams it
// (domains/galleries/zip.ts: store mode, CRC-32 by zlib, one file open at a time read in the
// route's 1 MiB pieces, no temp file)
// against a bare read of the same files with `fs`, both into a sink that only counts bytes; and the
// process's resident memory at its peak while the ZIP streams, above what it was before. Budgets:
// ≥ 50% of the bare read; memory flat (growth under 64 MB for a gallery several times that size).
//
//   BENCH_ONLY=galleryZip node bench/run.js     (or: node bench/galleryZip.js; BENCH_ZIP_MB=600)
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { print, underTsx } from './lib.js';
import { record } from './results.js';

const totalMb = Number(process.env.BENCH_ZIP_MB ?? 400);
const fileMb = 8;

/** A sink that counts what reaches it, as a socket that keeps up would. */
const counter = () => {
  let bytes = 0;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => bytes };
};

async function timed(work) {
  const started = process.hrtime.bigint();
  const bytes = await work();
  return { bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'tasbir-bench-zip-'));
  try {
    const { zipStream, zipLength } = await import('../packages/api/src/domains/galleries/zip.ts');
    const files = [];
    for (let index = 0; index < Math.ceil(totalMb / fileMb); index += 1) {
      const path = join(dir, `IMG_${String(index + 1).padStart(4, '0')}.jpg`);
      // Random bytes: a JPEG's entropy-coded data does not compress either.
      writeFileSync(path, randomBytes(fileMb * 1024 * 1024));
      files.push(path);
    }
    const entries = () =>
      files.map((path, index) => ({
        name: `IMG_${String(index + 1).padStart(4, '0')}.jpg`,
        size: fileMb * 1024 * 1024,
        modified: new Date(),
        open: () => createReadStream(path, { highWaterMark: 1 << 20 }),
      }));
    const bare = () =>
      timed(async () => {
        let bytes = 0;
        for (const path of files) {
          const { sink, bytes: count } = counter();
          await pipeline(createReadStream(path, { highWaterMark: 1 << 16 }), sink);
          bytes += count();
        }
        return bytes;
      });
    const zipped = () =>
      timed(async () => {
        const { sink, bytes } = counter();
        await pipeline(zipStream(entries()), sink);
        return bytes();
      });

    // The files read once first, so both read from the page cache; then each twice, the better kept.
    await bare();
    const bareRuns = [await bare(), await bare()];
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const zipRuns = [await zipped(), await zipped()];
    clearInterval(sampler);
    const rate = (run) => run.bytes / run.seconds / 2 ** 20;
    const bareRate = Math.max(...bareRuns.map(rate));
    const zipRate = Math.max(...zipRuns.map(rate));
    const growthMb = (peak - before) / 2 ** 20;
    const expected = zipLength(entries());
    if (zipRuns.some((run) => run.bytes !== expected)) throw new Error('the ZIP is not the length its header says');

    print(`\ngallery ZIP of ${files.length} files, ${files.length * fileMb} MB (page cache)`);
    print('bare fs read into a sink'.padEnd(48), `${bareRate.toFixed(0)} MB/s`.padStart(12));
    print(
      'ZIP stream (store, zlib CRC-32) into a sink'.padEnd(48),
      `${zipRate.toFixed(0)} MB/s`.padStart(12),
      `${((zipRate / bareRate) * 100).toFixed(1)}%`.padStart(8),
    );
    print(
      'resident memory at its peak while zipping, above before'.padEnd(48),
      `${growthMb.toFixed(1)} MB`.padStart(12),
    );
    record('galleryZip', 'gallery zip', {
      ratio: zipRate / bareRate,
      mbPerSecond: zipRate,
      growthMb,
      totalMb: files.length * fileMb,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (underTsx(import.meta.url)) await main();

// Photo and reel list throughput on 100,000 photos, as a ratio of a bare Fastify JSON route measured in
// the same run, and the photo pipeline's throughput as a ratio of a bare sharp resize loop
// (ARCHITECTURE.md "Performance budgets": lists ≥ 25% of bare Fastify, p99 ≤ 50 ms at 50 connections).
//
//   node bench/media.js     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50, BENCH_PHOTOS=100000, BENCH_REELS=5000)
//
// The server runs in a child process so autocannon and the server do not share one event loop.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureBothWays, migratedSqlite, print, random, seconds, underTsx } from './lib.js';

const photoCount = Number(process.env.BENCH_PHOTOS ?? 100_000);
const reelCount = Number(process.env.BENCH_REELS ?? 5_000);
const photographerCount = 1_000;

/** A migrated SQLite database with photographers, photos and reels (media keys only; lists never read files). */
async function prepare(dataDir) {
  const { newId } = await import('@tasbir/db');
  const { url, sqlite } = await migratedSqlite(dataDir);
  const next = random(7);
  const now = new Date().toISOString();
  const key = (i, ext) => `${i.toString(16).padStart(64, '0')}.${ext}`;
  const ids = [];
  const insertUser = sqlite.prepare(`insert into users (id, username, email, password_hash, role, created_at, updated_at) values (?, ?, ?, 'x', 'photographer', ?, ?)`);
  const insertPhoto = sqlite.prepare(
    `insert into photos (id, photographer_id, title, description, category, location, image_key, thumb_key, width, height, placeholder, likes_count, views_count, trending_score, created_at)
     values (?, ?, ?, ?, 'landscape', 'Pokhara', ?, ?, 1600, 1067, ?, ?, ?, ?, ?)`,
  );
  const insertReel = sqlite.prepare(
    `insert into reels (id, photographer_id, title, description, category, location, video_key, video_type, poster_key, width, height, likes_count, views_count, trending_score, created_at)
     values (?, ?, ?, ?, 'nature', 'Kaski', ?, 'video/mp4', ?, 360, 640, ?, ?, ?, ?)`,
  );
  const placeholder = `data:image/webp;base64,${'UklGRlYAAABXRUJQVlA4IEoAAADwAQCdASoQAAsAPm0ylkekIyIhJ'.repeat(3)}`;
  sqlite.transaction(() => {
    for (let i = 0; i < photographerCount; i += 1) {
      const id = newId();
      ids.push(id);
      insertUser.run(id, `bench_${i}`, `bench${i}@example.com`, now, now);
    }
    for (let i = 0; i < photoCount; i += 1) {
      const likes = Math.floor(next() ** 4 * 200);
      insertPhoto.run(newId(), ids[i % ids.length], `Photo ${i}`, 'Morning light over the lake', key(i, 'webp'), key(i + 1e7, 'webp'), placeholder, likes, likes * 5, Math.floor(next() ** 6 * 300), now);
    }
    for (let i = 0; i < reelCount; i += 1) {
      insertReel.run(newId(), ids[i % ids.length], `Reel ${i}`, 'A short clip', key(i + 2e7, 'mp4'), key(i + 3e7, 'webp'), 3, 9, Math.floor(next() ** 6 * 100), now);
    }
  })();
  sqlite.exec('analyze');
  sqlite.close();
  return url;
}

async function lists(dataDir) {
  const started = Date.now();
  const databaseUrl = await prepare(dataDir);
  print(`data: ${photoCount} photos, ${reelCount} reels, ${photographerCount} photographers (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await measureBothWays(databaseUrl, [
    ['GET /api/health (REST adapter + one query: a floor)', '/api/health'],
    ['GET /api/photos?limit=12', '/api/photos?limit=12'],
    ['GET /api/photos?limit=12&trending=true (home)', '/api/photos?limit=12&trending=true'],
    ['GET /api/photos (20)', '/api/photos'],
    ['GET /api/reels', '/api/reels'],
    ['GET /api/reels?limit=4 (home)', '/api/reels?limit=4'],
    ['tRPC system.health (the tRPC HTTP adapter + one query: its floor)', '/trpc/system.health'],
    ['tRPC photos.list {limit: 12, trending} (the web app)', '/trpc/photos.list?input=%7B%22limit%22%3A12%2C%22trending%22%3Atrue%7D'],
    ['tRPC reels.list {} (the web app)', '/trpc/reels.list?input=%7B%7D'],
  ]);
}

/** Photos per second through the upload pipeline's image step against a bare resize-to-WebP loop. */
async function pipeline(dataDir) {
  const { default: sharp } = await import('sharp');
  const { processImage } = await import('../packages/api/src/domains/media/images.ts');
  const input = join(dataDir, 'input.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g"><stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#264653"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1500" cy="1400" r="700" fill="#e9c46a"/></svg>`;
  writeFileSync(input, await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
  const rate = async (step) => {
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
  };
  // The bare loop makes the same two WebP sizes with plain sharp calls (no rotation, no
  // placeholder, nothing stored): what the pipeline costs beyond the resizing itself.
  const bareVariants = () =>
    Promise.all([
      sharp(input).resize({ width: 1600, withoutEnlargement: true }).webp({ quality: 80, effort: 2 }).toBuffer(),
      sharp(input).resize({ width: 480, withoutEnlargement: true }).webp({ quality: 72, effort: 2 }).toBuffer(),
    ]);
  const bare = await rate(bareVariants);
  const ours = await rate(() => processImage(input));
  print('\nthumbnail pipeline on a 4000×3000 JPEG, 4 at a time');
  print('bare sharp loop: 1600 + 480 px WebP'.padEnd(58), `${bare.toFixed(1)} /s`.padStart(9), '100.0%'.padStart(8));
  print('pipeline: upright, stripped, 1600 + 480 WebP, placeholder'.padEnd(58), `${ours.toFixed(1)} /s`.padStart(9), `${((ours / bare) * 100).toFixed(1)}%`.padStart(8));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-media-'));
  try {
    await lists(dataDir);
    await pipeline(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (underTsx(import.meta.url)) await main();

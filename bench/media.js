// Photo and reel list throughput on 100,000 photos, as a ratio of a bare Fastify JSON route measured in
// the same run, and the photo pipeline's throughput as a ratio of a bare sharp resize loop
// (ARCHITECTURE.md "Performance budgets": lists ≥ 25% of bare Fastify, p99 ≤ 50 ms at 50 connections).
//
//   node bench/media.js     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50, BENCH_PHOTOS=100000, BENCH_REELS=5000)
//
// The server runs in a child process so autocannon and the server do not share one event loop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const photoCount = Number(process.env.BENCH_PHOTOS ?? 100_000);
const reelCount = Number(process.env.BENCH_REELS ?? 5_000);
const photographerCount = 1_000;
const port = 32_000 + Math.floor(Math.random() * 1000);
const print = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);

/** A small deterministic random source, so every run measures the same data. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A migrated SQLite database with photographers, photos and reels (media keys only; lists never read files). */
async function prepare(dataDir) {
  const { createDb, migrateToLatest, newId } = await import('@tasbir/db');
  const url = `file:${join(dataDir, 'bench.db')}`;
  const handle = createDb(url);
  await migrateToLatest(handle.db);
  await handle.close();

  const { default: Database } = await import('better-sqlite3');
  const sqlite = new Database(url.slice('file:'.length));
  sqlite.pragma('journal_mode = WAL');
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

async function serve(databaseUrl, appPort) {
  const { buildServer, loadConfig } = await import('@tasbir/api');
  const { default: Fastify } = await import('fastify');
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-serve-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-000000' });
  const app = await buildServer(config, { webDist: join(dataDir, 'no-web') });
  await app.listen({ port: appPort, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  await bare.listen({ port: appPort + 1, host: '127.0.0.1' });
  process.on('SIGTERM', () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  process.stdout.write('ready\n');
}

async function measure(url) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function lists(dataDir) {
  const started = Date.now();
  const databaseUrl = await prepare(dataDir);
  print(`data: ${photoCount} photos, ${reelCount} reels, ${photographerCount} photographers (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const server = spawn(process.execPath, [...process.execArgv, self, '--serve', databaseUrl, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => chunk.toString().includes('ready') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const targets = [
      ['bare Fastify JSON route', `http://127.0.0.1:${port + 1}/bare`],
      ['GET /api/health (REST adapter + one query: a floor)', `${base}/api/health`],
      ['GET /api/photos?limit=12', `${base}/api/photos?limit=12`],
      ['GET /api/photos?limit=12&trending=true (home)', `${base}/api/photos?limit=12&trending=true`],
      ['GET /api/photos (20)', `${base}/api/photos`],
      ['GET /api/reels', `${base}/api/reels`],
      ['GET /api/reels?limit=4 (home)', `${base}/api/reels?limit=4`],
    ];
    let bare = 0;
    print(`${connections} connections, ${seconds} s each\n`);
    print('target'.padEnd(48), 'req/s'.padStart(9), 'ratio'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
    for (const [name, url] of targets) {
      const { rps, p99, errors } = await measure(url);
      if (!bare) bare = rps;
      print(name.padEnd(48), rps.toFixed(0).padStart(9), `${((rps / bare) * 100).toFixed(1)}%`.padStart(8), String(p99).padStart(8), String(errors).padStart(7));
    }
  } finally {
    server.kill('SIGTERM');
  }
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
  const bare = await rate(() => sharp(input).resize({ width: 480 }).webp().toBuffer());
  const ours = await rate(() => processImage(input));
  print('\n4000×3000 JPEG, 4 at a time'.padEnd(48));
  print('bare sharp resize to a 480 px WebP'.padEnd(48), `${bare.toFixed(1)} /s`.padStart(9), '100.0%'.padStart(8));
  print('pipeline (rotate, 1600 + 480 WebP, placeholder)'.padEnd(48), `${ours.toFixed(1)} /s`.padStart(9), `${((ours / bare) * 100).toFixed(1)}%`.padStart(8));
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

// The workspace packages are TypeScript; run them through tsx with the source condition.
const loaded = process.execArgv.some((arg) => arg.includes('tsx'));
if (!loaded) {
  const child = spawn(process.execPath, ['--conditions=@tasbir/source', '--import', 'tsx', self, ...process.argv.slice(2)], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else if (process.argv[2] === '--serve') {
  await serve(process.argv[3], Number(process.argv[4]));
} else {
  await main();
}

// Directory and leaderboard throughput on 10,000 photographers and 1,000,000 gifts, as a ratio of
// a bare Fastify JSON route measured in the same run (ARCHITECTURE.md "Performance budgets").
//
//   node bench/directory.js            (BENCH_SECONDS=10, BENCH_CONNECTIONS=50 by default)
//
// The server runs in a child process so autocannon and the server do not share one event loop.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureBothWays, migratedSqlite, print, random, underTsx } from './lib.js';

const photographerCount = Number(process.env.BENCH_PHOTOGRAPHERS ?? 10_000);
const giftCount = Number(process.env.BENCH_GIFTS ?? 1_000_000);

async function prepare(dataDir) {
  const { demoPhotographers, newId } = await import('@tasbir/db');
  const shared = await import('@tasbir/shared');
  const { url, sqlite } = await migratedSqlite(dataDir);
  const next = random(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const places = demoPhotographers.map((p) => [p.city, p.district]);
  const now = Date.now();
  const day = 86_400_000;
  const ids = [];
  const insertUser = sqlite.prepare(
    `insert into users (id, username, email, password_hash, role, verified, bio, city, district, location, rating, total_ratings, rank_score, last_active_at, created_at, updated_at)
     values (?, ?, ?, 'x', 'photographer', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProfile = sqlite.prepare('insert into photographer_profiles (user_id, specializations, experience_years, pricing_range, search_text) values (?, ?, ?, ?, ?)');
  const insertSpecialty = sqlite.prepare('insert into photographer_specialties (user_id, specialty) values (?, ?)');
  sqlite.transaction(() => {
    for (let i = 0; i < photographerCount; i += 1) {
      const id = newId();
      ids.push(id);
      const [city, district] = pick(places);
      const count = Math.floor(next() * 40);
      const sum = count === 0 ? 0 : Math.round(count * (3 + next() * 2));
      const created = new Date(now - next() * 700 * day).toISOString();
      const chosen = [...new Set([pick(shared.specializations), pick(shared.specializations)])];
      insertUser.run(id, `bench_${i}`, `bench${i}@example.com`, next() < 0.3 ? 1 : 0, `Photographer number ${i} from ${city}`, city, district, `${city}, ${district}`,
        shared.averageRating(sum, count), count, shared.directoryRankScore(sum, count), next() < 0.8 ? new Date(now - next() * 90 * day).toISOString() : '', created, created);
      insertProfile.run(id, JSON.stringify(chosen), pick(shared.experienceLevels), pick(shared.pricingRanges), shared.portfolioSearchText(chosen));
      for (const specialty of chosen) insertSpecialty.run(id, specialty);
    }
  })();
  const insertGift = sqlite.prepare('insert into gift_transactions (id, sender_id, recipient_id, gift_type, gift_value, photographer_share, platform_share, created_at) values (?, null, ?, ?, ?, ?, ?, ?)');
  const values = [10, 50, 100, 500, 1000];
  const batch = 100_000;
  for (let start = 0; start < giftCount; start += batch) {
    sqlite.transaction(() => {
      for (let i = start; i < Math.min(start + batch, giftCount); i += 1) {
        const value = pick(values);
        const share = Math.floor(value / 2);
        // Skewed towards a few popular photographers, as gifts are in life.
        const recipient = ids[Math.floor(next() ** 3 * ids.length)];
        insertGift.run(newId(), recipient, 'rose', value, share, value - share, new Date(now - next() * 400 * day).toISOString());
      }
    })();
  }
  sqlite.exec('update users set total_gifts_received = g.total from (select recipient_id, sum(photographer_share) as total from gift_transactions group by recipient_id) g where users.id = g.recipient_id');
  sqlite.exec('analyze');
  sqlite.close();
  return url;
}

async function main() {
  // BENCH_DATA_DIR keeps the generated database between runs (it takes about a minute to make).
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'tasbir-bench-'));
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const reuse = keep !== undefined && existsSync(join(keep, 'bench.db'));
  const databaseUrl = reuse ? `file:${join(keep, 'bench.db')}` : await prepare(dataDir);
  print(`data: ${photographerCount} photographers, ${giftCount} gifts (${reuse ? 'reused' : `${((Date.now() - started) / 1000).toFixed(1)} s`})`);
  try {
    await measureBothWays(databaseUrl, [
      ['GET /api/health (REST adapter + one query: a floor)', '/api/health'],
      ['GET /api/photographers', '/api/photographers'],
      ['GET /api/photographers?limit=6 (home)', '/api/photographers?limit=6'],
      ['GET /api/photographers?city&specialty', '/api/photographers?city=Pokhara&specialty=wedding'],
      ['GET /api/photographers?search=wedding', '/api/photographers?search=wedding'],
      ['GET /api/photographers?search=kathmandu&specialty=portrait', '/api/photographers?search=kathmandu&specialty=portrait'],
      ['GET /api/leaderboard/weekly', '/api/leaderboard/weekly'],
      ['GET /api/leaderboard/monthly', '/api/leaderboard/monthly'],
      ['GET /api/leaderboard/yearly', '/api/leaderboard/yearly'],
      ['tRPC system.health (the tRPC HTTP adapter + one query: its floor)', '/trpc/system.health'],
      ['tRPC photographers.list {} (the web app)', '/trpc/photographers.list?input=%7B%7D'],
      ['tRPC photographers.list {city, specialty} (the web app)', '/trpc/photographers.list?input=%7B%22city%22%3A%22Pokhara%22%2C%22specialty%22%3A%22wedding%22%7D'],
    ]);
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (underTsx(import.meta.url)) await main();

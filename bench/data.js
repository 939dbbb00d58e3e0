// The benches' data: one SQLite database with photographers (directory cards), photos, reels, gifts
// and a few signed-in fans who have liked some photos and reels. The same rows every run (only ids and
// times differ), made in one transaction of prepared statements on tables whose indexes the
// migrations already made.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedSqlite, random } from './lib.js';

/** The fans' password: they sign in through `POST /api/login` like anyone else. */
export const fanPassword = 'bench-fan-password';
export const fanEmail = (index) => `fan${index}@example.com`;

/** What the web app's lists read at 1×: 10,000 photographers, 100,000 photos, 10,000 reels. */
export const webScale = (scale) => ({
  photographers: 10_000 * scale,
  photos: 100_000 * scale,
  reels: 10_000 * scale,
  gifts: 0,
  fans: 8,
});

/** The directory and the leaderboards (directory.js, recount.js): 10,000 photographers and 1,000,000 gifts. */
export const boardScale = {
  photographers: Number(process.env.BENCH_PHOTOGRAPHERS ?? 10_000),
  photos: 0,
  reels: 0,
  gifts: Number(process.env.BENCH_GIFTS ?? 1_000_000),
  fans: 0,
};

const day = 86_400_000;

/** Directory cards: a user row with place, rating and rank, a profile and one or two specialties. */
function insertPhotographers(sqlite, next, count, now, { demoPhotographers, newId }, shared) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const places = demoPhotographers.map((p) => [p.city, p.district]);
  const insertUser = sqlite.prepare(
    `insert into users (id, username, email, password_hash, role, verified, bio, city, district, location, rating, total_ratings, rank_score, last_active_at, created_at, updated_at)
     values (?, ?, ?, 'x', 'photographer', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProfile = sqlite.prepare(
    'insert into photographer_profiles (user_id, specializations, experience_years, pricing_range, search_text) values (?, ?, ?, ?, ?)',
  );
  const insertSpecialty = sqlite.prepare('insert into photographer_specialties (user_id, specialty) values (?, ?)');
  // Trust figures as the day's pass leaves them (no threads: no figures), so the server's trust clock
  // finds nobody due and recomputes nothing while the benches run (unless Nepal's day turns meanwhile).
  const insertTrust = sqlite.prepare(
    'insert into photographer_trust (user_id, threads, cancellations_year, top_photographer, computed_on, updated_at) values (?, 0, 0, 0, ?, ?)',
  );
  const today = shared.nepalToday(new Date(now));
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const id = newId();
    ids.push(id);
    const [city, district] = pick(places);
    const ratings = Math.floor(next() * 40);
    const sum = ratings === 0 ? 0 : Math.round(ratings * (3 + next() * 2));
    const created = new Date(now - next() * 700 * day).toISOString();
    const chosen = [...new Set([pick(shared.specializations), pick(shared.specializations)])];
    insertUser.run(
      id,
      `bench_${i}`,
      `bench${i}@example.com`,
      next() < 0.3 ? 1 : 0,
      `Photographer number ${i} from ${city}`,
      city,
      district,
      `${city}, ${district}`,
      shared.averageRating(sum, ratings),
      ratings,
      shared.directoryRankScore(sum, ratings),
      next() < 0.8 ? new Date(now - next() * 90 * day).toISOString() : '',
      created,
      created,
    );
    insertProfile.run(
      id,
      JSON.stringify(chosen),
      pick(shared.experienceLevels),
      pick(shared.pricingRanges),
      shared.portfolioSearchText(chosen),
    );
    for (const specialty of chosen) insertSpecialty.run(id, specialty);
    insertTrust.run(id, today, created);
  }
  return ids;
}

/** Photos then reels, spread over the photographers; returns the newest ids of each (what fans like). */
function insertMedia(sqlite, next, counts, photographerIds, newId, nowIso) {
  const key = (i, ext) => `${i.toString(16).padStart(64, '0')}.${ext}`;
  const insertPhoto = sqlite.prepare(
    `insert into photos (id, photographer_id, title, description, category, location, image_key, thumb_key, width, height, placeholder, likes_count, views_count, trending_score, created_at)
     values (?, ?, ?, ?, 'landscape', 'Pokhara', ?, ?, 1600, 1067, ?, ?, ?, ?, ?)`,
  );
  const insertReel = sqlite.prepare(
    `insert into reels (id, photographer_id, title, description, category, location, video_key, video_type, poster_key, width, height, likes_count, views_count, trending_score, created_at)
     values (?, ?, ?, ?, 'nature', 'Kaski', ?, 'video/mp4', ?, 360, 640, ?, ?, ?, ?)`,
  );
  const placeholder = `data:image/webp;base64,${'UklGRlYAAABXRUJQVlA4IEoAAADwAQCdASoQAAsAPm0ylkekIyIhJ'.repeat(3)}`;
  const owner = (i) => photographerIds[i % photographerIds.length];
  const newest = { photos: [], reels: [] };
  for (let i = 0; i < counts.photos; i += 1) {
    const id = newId();
    const likes = Math.floor(next() ** 4 * 200);
    insertPhoto.run(
      id,
      owner(i),
      `Photo ${i}`,
      'Morning light over the lake',
      key(i, 'webp'),
      key(i + 1e8, 'webp'),
      placeholder,
      likes,
      likes * 5,
      Math.floor(next() ** 6 * 300),
      nowIso,
    );
    if (i >= counts.photos - 2000) newest.photos.push(id);
  }
  for (let i = 0; i < counts.reels; i += 1) {
    const id = newId();
    insertReel.run(
      id,
      owner(i),
      `Reel ${i}`,
      'A short clip',
      key(i + 2e8, 'mp4'),
      key(i + 3e8, 'webp'),
      3,
      9,
      Math.floor(next() ** 6 * 100),
      nowIso,
    );
    if (i >= counts.reels - 2000) newest.reels.push(id);
  }
  return newest;
}

/** Gifts skewed towards a few popular photographers (as in life), for the leaderboards. */
function insertGifts(sqlite, next, count, photographerIds, newId, now, shared) {
  const insertGift = sqlite.prepare(
    'insert into gift_transactions (id, sender_id, recipient_id, gift_type, gift_value, photographer_share, platform_share, created_at) values (?, null, ?, ?, ?, ?, ?, ?)',
  );
  const values = [10, 50, 100, 500, 1000];
  for (let i = 0; i < count; i += 1) {
    const value = values[Math.floor(next() * values.length)];
    const share = Math.floor(value / 2);
    const recipient = photographerIds[Math.floor(next() ** 3 * photographerIds.length)];
    insertGift.run(
      newId(),
      recipient,
      'rose',
      value,
      share,
      value - share,
      new Date(now - next() * 400 * day).toISOString(),
    );
  }
  if (count > 0) {
    // What sending keeps beside each gift: the photographer's total, their daily totals and the
    // boards' totals (as the hourly recount leaves them).
    sqlite.exec(
      'update users set total_gifts_received = g.total from (select recipient_id, sum(gift_value) as total from gift_transactions group by recipient_id) g where users.id = g.recipient_id',
    );
    sqlite.exec(
      'insert into gift_daily_totals (recipient_id, day, gift_value, gift_count) select recipient_id, substr(created_at, 1, 10), sum(gift_value), count(*) from gift_transactions group by 1, 2',
    );
    const insertTotals = sqlite.prepare(
      'insert into gift_period_totals (recipient_id, period, gift_value, gift_count) select recipient_id, ?, sum(gift_value), sum(gift_count) from gift_daily_totals where day >= ? group by recipient_id',
    );
    for (const period of shared.leaderboardPeriods)
      insertTotals.run(period, shared.leaderboardWindowStart(period, new Date(now)));
  }
}

/** Regular users with a known password; each has liked a few hundred of the newest photos and reels. */
function insertFans(sqlite, next, count, passwordHash, newest, newId, nowIso) {
  const insertUser = sqlite.prepare(
    `insert into users (id, username, email, password_hash, role, created_at, updated_at) values (?, ?, ?, ?, 'user', ?, ?)`,
  );
  const insertPhotoLike = sqlite.prepare(
    'insert or ignore into photo_likes (item_id, user_id, created_at) values (?, ?, ?)',
  );
  const insertReelLike = sqlite.prepare(
    'insert or ignore into reel_likes (item_id, user_id, created_at) values (?, ?, ?)',
  );
  const pick = (list) => list[Math.floor(next() * list.length)];
  for (let i = 0; i < count; i += 1) {
    const id = newId();
    insertUser.run(id, `fan_${i}`, fanEmail(i), passwordHash, nowIso, nowIso);
    for (let like = 0; like < 300 && newest.photos.length > 0; like += 1)
      insertPhotoLike.run(pick(newest.photos), id, nowIso);
    for (let like = 0; like < 50 && newest.reels.length > 0; like += 1)
      insertReelLike.run(pick(newest.reels.slice(-100)), id, nowIso);
  }
  // The counters include the fans' likes, so an unlike during a bench never takes one below zero.
  for (const [items, likes] of [
    ['photos', 'photo_likes'],
    ['reels', 'reel_likes'],
  ]) {
    sqlite.exec(
      `update ${items} set likes_count = likes_count + l.n from (select item_id, count(*) as n from ${likes} group by item_id) l where ${items}.id = l.item_id`,
    );
  }
}

/** A popular wedding date on which half the photographers are taken (directory.js filters "free on" it). */
export const busyWeddingDate = '2027-02-14';

/**
 * Availability as a wedding season leaves it: every photographer marks a few dates, and on the busy
 * date 30% marked it unavailable and 20% have an accepted booking (from one bench client).
 */
function insertTakenDates(sqlite, next, photographerIds, newId, nowIso, passwordHash) {
  if (photographerIds.length === 0) return;
  const clientId = newId();
  sqlite
    .prepare(
      `insert into users (id, username, email, password_hash, role, created_at, updated_at) values (?, 'bench_client', 'bench_client@example.com', ?, 'user', ?, ?)`,
    )
    .run(clientId, passwordHash, nowIso, nowIso);
  const mark = sqlite.prepare(
    'insert or ignore into photographer_unavailable_dates (photographer_id, date, created_at) values (?, ?, ?)',
  );
  const book = sqlite.prepare(
    `insert into bookings (id, user_id, photographer_id, event_type, event_date, event_location, event_duration, special_requirements, budget_range, contact_phone, contact_email, status, created_at, updated_at)
     values (?, ?, ?, 'wedding', ?, 'Kathmandu', 'Full day', '', 'Negotiable', '9800000000', null, 'accepted', ?, ?)`,
  );
  const dayOf = (offset) =>
    new Date(Date.parse(`${busyWeddingDate}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  for (const id of photographerIds) {
    for (let k = 0; k < 5; k += 1) mark.run(id, dayOf(Math.floor(next() * 120) - 60), nowIso);
    const roll = next();
    if (roll < 0.3) mark.run(id, busyWeddingDate, nowIso);
    else if (roll < 0.5) book.run(newId(), clientId, id, busyWeddingDate, nowIso, nowIso);
  }
}

/** Writes `counts` ({photographers, photos, reels, gifts, fans}) into a new database in `dataDir`. */
async function generate(dataDir, counts) {
  const db = await import('@tasbir/db');
  const shared = await import('@tasbir/shared');
  const { hashPassword } = await import('../packages/api/src/domains/auth/passwords.ts');
  const passwordHash = await hashPassword(fanPassword);
  const { sqlite } = await migratedSqlite(dataDir);
  // Made once and thrown away on a crash: no need to wait for the disk, and a big page cache
  // keeps a million rows' index inserts in memory.
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -524288');
  const next = random(42);
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  sqlite.transaction(() => {
    const ids = insertPhotographers(sqlite, next, counts.photographers, now, db, shared);
    const newest = insertMedia(sqlite, next, counts, ids, db.newId, nowIso);
    insertGifts(sqlite, next, counts.gifts, ids, db.newId, now, shared);
    insertFans(sqlite, next, counts.fans, passwordHash, newest, db.newId, nowIso);
    insertTakenDates(sqlite, next, ids, db.newId, nowIso, passwordHash);
  })();
  // Sampled statistics: enough for the planner, and quick on a million rows.
  sqlite.pragma('analysis_limit = 2000');
  sqlite.exec('analyze');
  sqlite.close();
}

/**
 * A database holding `counts`, and how to drop it. Under BENCH_DATA_DIR (set by `npm run bench` for
 * one run, or by hand to keep data between runs) a database with the same counts is made once and
 * shared; otherwise it lives in a temporary folder until `drop`.
 */
export async function benchDatabase(counts) {
  const name = `bench-${counts.photographers}p-${counts.photos}ph-${counts.reels}r-${counts.gifts}g-${counts.fans}f`;
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? join(kept, name) : mkdtempSync(join(tmpdir(), 'tasbir-bench-'));
  const started = Date.now();
  const reused = kept !== undefined && existsSync(join(dataDir, 'bench.db'));
  if (!reused) {
    // Made beside and moved in when complete, so a crash never leaves half a database to reuse.
    const partial = `${dataDir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    await generate(partial, counts);
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(partial, dataDir);
  }
  const made = reused ? 'reused' : `made in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  const summary = `${counts.photographers} photographers, ${counts.photos} photos, ${counts.reels} reels, ${counts.gifts} gifts, ${counts.fans} fans (${made})`;
  return {
    url: `file:${join(dataDir, 'bench.db')}`,
    summary,
    drop: () => kept === undefined && rmSync(dataDir, { recursive: true, force: true }),
  };
}

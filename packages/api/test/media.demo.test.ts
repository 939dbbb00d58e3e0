import type { LeaderboardEntry, Photo, Reel, Session, UploadStats } from '@tasbir/shared';
import { checkLedger, demoPhotographers } from '@tasbir/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/demoAccounts.js';
import { startTestApp, type TestApp } from './harness.js';
import { fetchMedia } from './media.fixtures.js';

let t: TestApp;
let seconds: number;
beforeAll(async () => {
  const started = performance.now();
  t = await startTestApp({ DEMO_DATA: '1' });
  seconds = (performance.now() - started) / 1000;
}, 60_000);
afterAll(() => t.close());

describe('demo data', () => {
  it('gives the demo photographers a few dozen real photos and a few short reels, in seconds', async () => {
    const photos = await t.call<Photo[]>('GET', '/api/photos?limit=50');
    expect(photos.body).toHaveLength(30);
    const reels = await t.call<Reel[]>('GET', '/api/reels');
    expect(reels.body).toHaveLength(4);
    expect(reels.body.every((reel) => reel.poster_url !== null)).toBe(true);
    expect(seconds).toBeLessThan(15);
  });

  it('makes real WebP variants through the upload pipeline', async () => {
    const [photo] = (await t.call<Photo[]>('GET', '/api/photos?limit=1')).body;
    const served = await fetchMedia(t, photo?.image_url ?? '');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(photo?.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('puts each demo photographer on an active paid plan that holds what they posted', async () => {
    const rows = await t.db
      .selectFrom('users')
      .select(['id', 'username', 'photo_count', 'reel_count'])
      .where('role', '=', 'photographer')
      .execute();
    const demo = rows.filter((row) => demoPhotographers.some((p) => p.username === row.username));
    expect(demo).toHaveLength(demoPhotographers.length);
    const login = await t.call<{ access_token: string }>('POST', '/api/login', {
      body: { email: 'aarav.shrestha@example.com', password: demoPassword },
    });
    const stats = await t.call<UploadStats>('GET', '/api/upload-stats', { token: login.body.access_token });
    expect(stats.body).toMatchObject({ plan: 'diamond', photos: { used: 2, limit: 50 } });
    for (const row of demo) {
      const photos = await t.db.selectFrom('photos').select('id').where('photographer_id', '=', row.id).execute();
      expect(photos).toHaveLength(row.photo_count);
    }
  });

  it('orders trending photos by the demo likes', async () => {
    const trending = (await t.call<Photo[]>('GET', '/api/photos?trending=true&limit=5')).body;
    expect(trending[0]?.likes).toBeGreaterThan(0);
    expect(trending.map((p) => p.likes)).toEqual([...trending.map((p) => p.likes)].sort((a, b) => b - a));
  });

  it('gives the demo fans credits and a year of gifts, so the three boards differ, with the books adding up', async () => {
    const boards = await Promise.all(
      ['weekly', 'monthly', 'yearly'].map(
        async (period) => (await t.call<LeaderboardEntry[]>('GET', `/api/leaderboard/${period}`)).body,
      ),
    );
    const totals = boards.map((board) => board.reduce((sum, entry) => sum + entry.total_gifts, 0));
    expect(totals[0]).toBeGreaterThan(0);
    expect(totals[0]).toBeLessThan(totals[1] ?? 0);
    expect(totals[1]).toBeLessThan(totals[2] ?? 0);
    expect(await checkLedger(t.db)).toEqual({ mismatches: [], unbalanced: [], negative: [] });
    const maya = await t.call<Session>('POST', '/api/login', {
      body: { email: 'maya@example.com', password: demoPassword },
    });
    expect(maya.body.user.credits).toBeGreaterThan(0);
  });

  it('leaves a credit request and a plan request waiting for an admin', async () => {
    const waitingCredits = await t.db
      .selectFrom('credit_requests')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    const waitingPlans = await t.db
      .selectFrom('subscription_requests')
      .select('id')
      .where('status', '=', 'pending_approval')
      .execute();
    expect([waitingCredits.length, waitingPlans.length]).toEqual([1, 1]);
  });
});

describe('demo online payments', () => {
  it('holds completed eSewa and Khalti top-ups and a payout waiting for an admin, with the books adding up', async () => {
    const payments = await t.db
      .selectFrom('payments')
      .select(['provider', 'status', 'credits'])
      .orderBy('provider')
      .execute();
    expect(payments).toEqual([
      { provider: 'esewa', status: 'completed', credits: 1000 },
      { provider: 'khalti', status: 'completed', credits: 500 },
    ]);
    const payouts = await t.db.selectFrom('payouts').select(['status', 'credits']).execute();
    expect(payouts).toEqual([{ status: 'held', credits: 1000 }]);
    expect(await checkLedger(t.db)).toEqual({ mismatches: [], unbalanced: [], negative: [] });
  });
});

import { platformAccount, type Db } from '@tasbir/db';
import type { DirectoryItem, GiftTransactionList, LeaderboardEntry, Photo, Reel } from '@tasbir/shared';
import { sql } from 'kysely';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, onUser } from './admin.fixtures.js';
import { photographerWith, review } from './directory.factories.js';
import { creditsOf, expectLedgerAddsUp, sendGift } from './economy.factories.js';
import { newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, filesUnder, photoBytes, setPlan, uploadPhoto, uploadReel, videoBytes } from './media.fixtures.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
});
afterEach(() => expectLedgerAddsUp(t));
afterAll(() => t.close());

/** Every row of every table (the audit log aside) that mentions the text: what is left of an account. */
async function rowsMentioning(db: Db, text: string): Promise<string[]> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => name !== 'audit_log');
  const found: string[] = [];
  for (const name of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    for (const row of rows.rows) if (JSON.stringify(row).includes(text)) found.push(`${name}: ${JSON.stringify(row)}`);
  }
  return found;
}

let shade = 0;
const receipt = async () => dataUrl(await photoBytes('jpeg', 90 + (shade += 1), 60));
const receiptFiles = () => filesUnder(join(t.config.dataDir, 'receipts'));
const mediaFileOf = (url: string) =>
  join(
    t.config.dataDir,
    'media',
    url.slice('/api/media/'.length, '/api/media/'.length + 2),
    url.slice('/api/media/'.length),
  );
const card = async (id: string) => t.call<DirectoryItem>('GET', `/api/photographers/${id}`);

describe('deleting a user’s account', () => {
  it('removes everything of theirs, recomputes the ratings they gave, keeps their gifts as history and the books in balance', async () => {
    const photographer = await photographerWith(t);
    await setPlan(t, photographer.user.id, 'royal');
    const photo = (await uploadPhoto(t, photographer.access_token, await photoBytes())).body;
    const reel = (await uploadReel(t, photographer.access_token, videoBytes('mp4'))).body;
    const fan = await newUser(t);
    const staying = await newUser(t);

    await review(t, fan, photographer.user.id, 5, 'Wonderful');
    await review(t, staying, photographer.user.id, 3, 'Fine');
    expect((await card(photographer.user.id)).body).toMatchObject({ rating: 4, total_ratings: 2 });
    for (const account of [fan, staying]) {
      await t.call('POST', `/api/photos/${photo.id}/like`, { token: account.access_token });
      await t.call('POST', `/api/reels/${reel.id}/comment`, {
        token: account.access_token,
        body: { comment_text: `From ${account.user.username}` },
      });
    }
    await t.call('POST', `/api/photos/${photo.id}/view`, { token: fan.access_token });
    await t.call('POST', `/api/reels/${reel.id}/view`, { token: fan.access_token });
    await onUser(t, admin, 'POST', fan.user.id, '/credits?credits=1000');
    const gift = await t.call('POST', '/api/gifts/purchase', {
      token: fan.access_token,
      body: { recipient_id: photographer.user.id, gift_type: 'momo' },
      headers: { 'idempotency-key': 'fan-momo-1' },
    });
    expect(gift.status).toBe(200);
    await t.call('POST', '/api/credits/request', {
      token: fan.access_token,
      body: { amount: 500, payment_method: 'esewa', receipt_image: await receipt() },
    });
    await t.call('POST', '/api/subscription/upgrade', {
      token: fan.access_token,
      body: { plan: 'silver', payment_proof: await receipt() },
    });
    await t.call('POST', '/api/forgot-password', { body: { email: fan.email } });
    const platformBefore = await platformBalance();
    const receiptsBefore = receiptFiles().length;
    const balance = await creditsOf(t, fan.user.id);
    expect(balance).toBeGreaterThan(0);

    expect((await onUser(t, admin, 'DELETE', fan.user.id)).body).toEqual({ deleted: true });

    expect(await rowsMentioning(t.db, fan.user.id)).toEqual([]);
    expect(await rowsMentioning(t.db, fan.user.username)).toEqual([]);
    expect(receiptFiles()).toHaveLength(receiptsBefore - 2);
    expect((await card(photographer.user.id)).body).toMatchObject({
      rating: 3,
      total_ratings: 1,
      latest_review: 'Fine',
    });
    const photoNow = (await t.call<Photo>('GET', `/api/photos/${photo.id}`)).body;
    expect(photoNow).toMatchObject({ likes: 1, views: 1 });
    expect((await t.call<Reel>('GET', `/api/reels/${reel.id}`)).body).toMatchObject({ comments_count: 1, views: 1 });
    const received = (
      await t.call<GiftTransactionList>('GET', '/api/gifts/transactions', { token: photographer.access_token })
    ).body.transactions;
    expect(received).toEqual([
      expect.objectContaining({
        gift_type: 'momo',
        sender_username: null,
        recipient_username: photographer.user.username,
      }),
    ]);
    const board = (await t.call<LeaderboardEntry[]>('GET', '/api/leaderboard/weekly')).body;
    expect(board.map((entry) => entry.user_id)).toContain(photographer.user.id);
    // What was left of the balance went to the platform; the anonymised rows of the account sum to zero.
    expect((await platformBalance()) - platformBefore).toBe(balance);
    const anonymised = await t.db
      .selectFrom('credit_ledger')
      .select(['account', 'delta', 'reason'])
      .where('account', 'like', 'deleted-%')
      .execute();
    expect(anonymised.map((row) => row.reason).sort()).toEqual(['account_deleted', 'admin_grant', 'gift_sent']);
    expect(anonymised.reduce((sum, row) => sum + Number(row.delta), 0)).toBe(0);
    const gone = await t.call('GET', '/api/me', { token: fan.access_token });
    expect([gone.status, gone.body]).toEqual([401, { detail: 'Could not validate credentials', code: 'invalidToken' }]);
  });
});

describe('deleting a photographer’s account', () => {
  it('removes their photos and reels with the files on disk, their portfolio and reviews, and drops them from the directory and boards', async () => {
    const photographer = await photographerWith(t, { portfolio: { specializations: ['Wedding Photography'] } });
    await setPlan(t, photographer.user.id, 'royal');
    const photo = (await uploadPhoto(t, photographer.access_token, await photoBytes('png', 300, 200))).body;
    const reel = (await uploadReel(t, photographer.access_token, videoBytes('webm'))).body;
    const files = [photo.image_url, photo.thumb_url, reel.video_url].map(mediaFileOf);
    for (const file of files) expect(existsSync(file), file).toBe(true);
    const fan = await newUser(t);
    await review(t, fan, photographer.user.id, 4, 'Lovely day');
    await onUser(t, admin, 'POST', fan.user.id, '/credits?credits=50');
    expect(
      (await sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'chiya' })).status,
    ).toBe(200);
    const earned = await creditsOf(t, photographer.user.id);

    expect((await onUser(t, admin, 'DELETE', photographer.user.id)).status).toBe(200);

    for (const file of files) expect(existsSync(file), file).toBe(false);
    expect(await rowsMentioning(t.db, photographer.user.id)).toEqual([]);
    expect((await t.call('GET', `/api/photos/${photo.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/reels/${reel.id}`)).status).toBe(404);
    expect((await card(photographer.user.id)).status).toBe(404);
    expect(
      (await t.call<LeaderboardEntry[]>('GET', '/api/leaderboard/weekly')).body.map((entry) => entry.user_id),
    ).not.toContain(photographer.user.id);
    const sent = (await t.call<GiftTransactionList>('GET', '/api/gifts/transactions', { token: fan.access_token })).body
      .transactions;
    expect(sent).toEqual([
      expect.objectContaining({ gift_type: 'chiya', sender_username: fan.user.username, recipient_username: null }),
    ]);
    expect(earned).toBeGreaterThan(0);
  });

  it('keeps files another account’s upload of the same bytes still uses', async () => {
    const [one, two] = [await photographerWith(t), await photographerWith(t)];
    for (const account of [one, two]) await setPlan(t, account.user.id, 'royal');
    const bytes = await photoBytes('jpeg', 320, 240);
    const photo = (await uploadPhoto(t, one.access_token, bytes)).body;
    expect((await uploadPhoto(t, two.access_token, bytes)).status).toBe(200);
    await onUser(t, admin, 'DELETE', one.user.id);
    expect(existsSync(mediaFileOf(photo.image_url))).toBe(true);
  });
});

describe('a refused deletion', () => {
  it('answers 404 for an account that does not exist', async () => {
    expectRefusal(await onUser(t, admin, 'DELETE', 'no-such-user'), 404, 'userNotFound', 'User not found');
  });
});

async function platformBalance(): Promise<number> {
  const row = await t.db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.val(0)).as('total'))
    .where('account', '=', platformAccount)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

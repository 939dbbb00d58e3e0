import {
  errorText,
  leaderboardPeriods,
  leaderboardWindowStart,
  type GiftPurchase,
  type GiftTransactionList,
  type LeaderboardEntry,
  type PlanName,
} from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@tasbir/db';
import { creditsOf, expectLedgerAddsUp, fanWith, sendGift } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { setPlan } from './media.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => expectLedgerAddsUp(t));
afterAll(() => t.close());

async function photographerOn(plan: PlanName): Promise<NewUser> {
  const photographer = await newPhotographer(t);
  if (plan !== 'free') await setPlan(t, photographer.user.id, plan);
  return photographer;
}

const platformCredits = async () =>
  Number(
    (
      await t.db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.sum<number>('delta').as('sum'))
        .where('account', '=', 'platform')
        .executeTakeFirst()
    )?.sum ?? 0,
  );

describe('POST /api/gifts/purchase', () => {
  for (const [plan, photographerGets] of [
    ['free', 250],
    ['silver', 250],
    ['gold', 250],
    ['diamond', 300],
    ['royal', 350],
  ] as const) {
    it(`splits a 500-credit gift to a photographer on the ${plan} plan ${photographerGets}/${500 - photographerGets}`, async () => {
      const fan = await fanWith(t, 600);
      const photographer = await photographerOn(plan);
      const platformBefore = await platformCredits();
      const reply = await sendGift(t, fan.access_token, {
        recipient_id: photographer.user.id,
        gift_type: 'dhaka_topi',
        message: 'Dherai ramro!',
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        credits: 100,
        transaction: {
          gift_type: 'dhaka_topi',
          gift_name: 'Dhaka Topi',
          emoji: '🎩',
          gift_value: 500,
          message: 'Dherai ramro!',
          sender_username: fan.user.username,
          recipient_username: photographer.user.username,
        },
      });
      expect(await creditsOf(t, fan.user.id)).toBe(100);
      expect(await creditsOf(t, photographer.user.id)).toBe(photographerGets);
      expect((await platformCredits()) - platformBefore).toBe(500 - photographerGets);
    });
  }

  it('counts the gift on the photographer: gifts received, the leaderboards and both transaction lists', async () => {
    const fan = await fanWith(t, 100);
    const photographer = await photographerOn('silver');
    expect(
      (await sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'momo' })).status,
    ).toBe(200);
    const card = await t.call<{ total_gifts_received: number }>('GET', `/api/photographers/${photographer.user.id}`);
    expect(card.body.total_gifts_received).toBe(50);
    const board = await t.call<{ user_id: string; total_gift_value: number; total_gifts: number }[]>(
      'GET',
      '/api/leaderboard/weekly',
    );
    expect(board.body).toContainEqual(
      expect.objectContaining({ user_id: photographer.user.id, total_gift_value: 50, total_gifts: 1 }),
    );
    for (const account of [fan, photographer]) {
      const list = await t.call<GiftTransactionList>('GET', '/api/gifts/transactions', { token: account.access_token });
      expect(list.body.transactions).toEqual([
        expect.objectContaining({
          gift_type: 'momo',
          gift_name: 'Plate of Momo',
          emoji: '🥟',
          gift_value: 50,
          message: null,
          sender_username: fan.user.username,
          recipient_username: photographer.user.username,
        }),
      ]);
    }
  });

  it('keeps every board equal to a recount from the gift rows', async () => {
    const fan = await fanWith(t, 5000);
    const [one, two] = [await photographerOn('gold'), await photographerOn('royal')];
    for (const [to, type] of [
      [one, 'chiya'],
      [two, 'himalaya'],
      [one, 'momo'],
      [two, 'marigold'],
    ] as const) {
      expect((await sendGift(t, fan.access_token, { recipient_id: to.user.id, gift_type: type })).status).toBe(200);
    }
    for (const period of leaderboardPeriods) {
      const since = leaderboardWindowStart(period, new Date());
      const recounted = await t.db
        .selectFrom('gift_transactions')
        .select((eb) => [
          'recipient_id',
          eb.fn.sum<number>('gift_value').as('value'),
          eb.fn.countAll<number>().as('count'),
        ])
        .where('recipient_id', 'in', [one.user.id, two.user.id])
        .where('created_at', '>=', since)
        .groupBy('recipient_id')
        .execute();
      const board = (await t.call<LeaderboardEntry[]>('GET', `/api/leaderboard/${period}`)).body.filter((entry) =>
        [one.user.id, two.user.id].includes(entry.user_id),
      );
      expect(board.map((entry) => [entry.user_id, entry.total_gift_value, entry.total_gifts]).sort()).toEqual(
        recounted.map((row) => [row.recipient_id, Number(row.value), Number(row.count)]).sort(),
      );
    }
  });

  it('charges a purchase retried with the same Idempotency-Key once, however often and however fast it comes', async () => {
    const fan = await fanWith(t, 1000);
    const photographer = await photographerOn('silver');
    const body = { recipient_id: photographer.user.id, gift_type: 'film_roll' };
    const retried = (key: string) =>
      t.call<GiftPurchase>('POST', '/api/gifts/purchase', {
        token: fan.access_token,
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await retried('tap-1');
    const again = await retried('tap-1');
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const burst = await Promise.all(Array.from({ length: 10 }, () => retried('tap-2')));
    expect(new Set(burst.map((reply) => reply.body.transaction.id)).size).toBe(1);
    expect(burst.every((reply) => reply.status === 200)).toBe(true);
    expect(await creditsOf(t, fan.user.id)).toBe(800);
    const badKey = await t.call('POST', '/api/gifts/purchase', {
      token: fan.access_token,
      body,
      headers: { 'idempotency-key': 'k'.repeat(101) },
    });
    expect([badKey.status, badKey.body]).toEqual([
      400,
      { detail: 'Idempotency-Key must be 1 to 100 characters', code: 'idempotencyKeyInvalid' },
    ]);
    expect(await creditsOf(t, fan.user.id)).toBe(800);
    // The key belongs to its sender: another fan's same key is another purchase.
    const other = await fanWith(t, 100);
    const theirs = await t.call<GiftPurchase>('POST', '/api/gifts/purchase', {
      token: other.access_token,
      body,
      headers: { 'idempotency-key': 'tap-1' },
    });
    expect(theirs.body.transaction.id).not.toBe(first.body.transaction.id);
  });

  it('refuses a gift the sender cannot pay, in the product’s words, and changes nothing', async () => {
    const fan = await fanWith(t, 40);
    const photographer = await photographerOn('gold');
    const reply = await sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'momo' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      detail: 'Insufficient credits! You need 50 credits but only have 40 credits.',
      code: 'insufficientCredits',
      params: { needed: 50, available: 40 },
    });
    expect(await creditsOf(t, fan.user.id)).toBe(40);
    expect(await creditsOf(t, photographer.user.id)).toBe(0);
    expect(
      await t.db
        .selectFrom('gift_transactions')
        .select('id')
        .where('recipient_id', '=', photographer.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('lets a balance pay for exactly as many gifts as it covers when they are sent all at once', async () => {
    const fan = await fanWith(t, 100);
    const photographer = await photographerOn('royal');
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'marigold' }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    expect(replies.filter((reply) => reply.status === 400)).toHaveLength(20);
    expect(await creditsOf(t, fan.user.id)).toBe(0);
    expect(await creditsOf(t, photographer.user.id)).toBe(70);
  });

  it('refuses what is not a gift to a photographer, each with its sentence', async () => {
    const fan = await fanWith(t, 1000);
    const photographer = await photographerOn('silver');
    const other = await newUser(t);
    const refusals = [
      [{ recipient_id: photographer.user.id }, 400, 'selectGift'],
      [{ recipient_id: photographer.user.id, gift_type: 'elephant' }, 404, 'giftNotFound'],
      [{ gift_type: 'momo' }, 400, 'photographerRequired'],
      [{ recipient_id: 'no-such-id', gift_type: 'momo' }, 404, 'photographerNotFound'],
      [{ recipient_id: other.user.id, gift_type: 'momo' }, 400, 'giftRecipientInvalid'],
      [{ recipient_id: photographer.user.id, gift_type: 'momo', message: 'x'.repeat(201) }, 400, 'giftMessageTooLong'],
    ] as const;
    for (const [body, status, code] of refusals) {
      const reply = await sendGift(t, fan.access_token, body);
      expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { detail: errorText(code), code } });
    }
    expect(await creditsOf(t, fan.user.id)).toBe(1000);
  });

  it('leaves books that a check would catch if a balance moved behind the ledger’s back', async () => {
    const fan = await fanWith(t, 10);
    await t.db.updateTable('users').set({ credits: 11 }).where('id', '=', fan.user.id).execute();
    expect((await checkLedger(t.db)).mismatches).toEqual([{ id: fan.user.id, credits: 11, ledger: 10 }]);
    await t.db.updateTable('users').set({ credits: 10 }).where('id', '=', fan.user.id).execute();
  });

  it('asks visitors to log in and refuses photographers and admins', async () => {
    const photographer = await photographerOn('silver');
    const visitor = await t.call('POST', '/api/gifts/purchase', {
      body: { recipient_id: photographer.user.id, gift_type: 'momo' },
    });
    expect([visitor.status, visitor.body]).toEqual([
      401,
      { detail: 'Please login to send gifts', code: 'loginToGift' },
    ]);
    for (const role of ['photographer', 'admin'] as const) {
      const account = await newUser(t, { role });
      const reply = await sendGift(t, account.access_token, { recipient_id: photographer.user.id, gift_type: 'momo' });
      expect([reply.status, reply.body]).toEqual([
        403,
        { detail: 'Only regular users can send gifts', code: 'onlyUsersGift' },
      ]);
    }
  });
});

import { checkLedger } from '@tasbir/db';
import { leaderboardPeriods, leaderboardWindowStart, planNames, type LeaderboardEntry } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits, sendGift } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { setPlan } from './media.fixtures.js';
import { seededRandom as random } from './seededRandom.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const giftValues = { marigold: 10, chiya: 25, momo: 50, film_roll: 100, lali_gurans: 250, dhaka_topi: 500 } as const;
const giftTypes = Object.keys(giftValues) as (keyof typeof giftValues)[];

describe('5,000 gifts sent at once by 200 fans to 20 photographers on mixed plans', () => {
  it(
    'overdraws no one, keeps every balance equal to its ledger, conserves credits and keeps the boards exact',
    { timeout: 120_000 },
    async () => {
      const next = random(7);
      const fans: NewUser[] = [];
      let granted = 0;
      for (let i = 0; i < 200; i += 1) {
        const fan = await newUser(t);
        const credits = 50 * Math.floor(next() * 40);
        if (credits > 0) await grantCredits(t, fan.user.id, credits);
        granted += credits;
        fans.push(fan);
      }
      const photographers: NewUser[] = [];
      for (let i = 0; i < 20; i += 1) {
        const photographer = await newPhotographer(t);
        const plan = planNames[i % planNames.length] ?? 'free';
        if (plan !== 'free') await setPlan(t, photographer.user.id, plan);
        photographers.push(photographer);
      }

      const sends = Array.from({ length: 5000 }, (_, i) => {
        const fan = fans[i % fans.length];
        const to = photographers[Math.floor(next() * photographers.length)];
        const type = giftTypes[Math.floor(next() * giftTypes.length)] ?? 'marigold';
        return { fan, to, type };
      });
      const replies = await Promise.all(
        sends.map(({ fan, to, type }) =>
          sendGift(t, fan?.access_token ?? '', { recipient_id: to?.user.id, gift_type: type }),
        ),
      );

      // Each gift is either sent or refused for want of credits; nothing else goes wrong under load.
      for (const reply of replies)
        if (reply.status !== 200) expect(reply.body).toMatchObject({ code: 'insufficientCredits' });
      const sentValue = sends.reduce(
        (sum, send, index) => sum + (replies[index]?.status === 200 ? giftValues[send.type] : 0),
        0,
      );
      expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThan(1000);

      expect(await checkLedger(t.db)).toEqual({ mismatches: [], unbalanced: [], negative: [] });
      const ids = [...fans, ...photographers].map((account) => account.user.id);
      const held = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.sum<number>('credits').as('sum'))
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      const platform = await t.db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.sum<number>('delta').as('sum'))
        .where('account', '=', 'platform')
        .where('reason', '=', 'gift_platform_share')
        .executeTakeFirstOrThrow();
      // Every credit granted is still somewhere: with a fan, a photographer or the platform.
      expect(Number(held.sum) + Number(platform.sum)).toBe(granted);
      const spent = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.sum<number>('credits').as('sum'))
        .where(
          'id',
          'in',
          fans.map((fan) => fan.user.id),
        )
        .executeTakeFirstOrThrow();
      expect(granted - Number(spent.sum)).toBe(sentValue);

      const photographerIds = photographers.map((photographer) => photographer.user.id);
      for (const period of leaderboardPeriods) {
        const recounted = await t.db
          .selectFrom('gift_transactions')
          .select((eb) => [
            'recipient_id',
            eb.fn.sum<number>('gift_value').as('value'),
            eb.fn.countAll<number>().as('count'),
          ])
          .where('recipient_id', 'in', photographerIds)
          .where('created_at', '>=', leaderboardWindowStart(period, new Date()))
          .groupBy('recipient_id')
          .execute();
        const board = (await t.call<LeaderboardEntry[]>('GET', `/api/leaderboard/${period}`)).body.filter((entry) =>
          photographerIds.includes(entry.user_id),
        );
        expect(board.map((entry) => [entry.user_id, entry.total_gift_value, entry.total_gifts]).sort()).toEqual(
          recounted.map((row) => [row.recipient_id ?? '', Number(row.value), Number(row.count)]).sort(),
        );
      }
    },
  );
});

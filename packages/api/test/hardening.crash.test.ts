import { newId, nowIso } from '@tasbir/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerAddsUp, grantCredits } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { startServerProcess } from './serverProcess.js';
import { seededRandom as random } from './seededRandom.js';

/**
 * Crash safety (issue 13): the built server runs gifts and credit approvals under load and is killed
 * with SIGKILL at a random moment, 50 times. After every kill the ledger adds up, and every gift or
 * approval that was answered 2xx is still there. Requests that got no answer are retried after the
 * restart with their Idempotency-Key (gifts) or again (approvals), and count once.
 */
const kills = 50;
const giftTypes = ['marigold', 'chiya', 'momo', 'film_roll'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Gift = { fan: NewUser; to: NewUser; type: (typeof giftTypes)[number]; key: string };
type Outcome = { answered: false } | { answered: true; status: number; body: Record<string, unknown> };

async function send(
  base: string,
  method: string,
  path: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  try {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { answered: true, status: reply.status, body: (await reply.json()) as Record<string, unknown> };
  } catch {
    return { answered: false };
  }
}

const giveGift = (base: string, gift: Gift) =>
  send(
    base,
    'POST',
    '/api/gifts/purchase',
    gift.fan.access_token,
    { recipient_id: gift.to.user.id, gift_type: gift.type },
    { 'idempotency-key': gift.key },
  );

async function pendingCreditRequest(fan: NewUser, amount: number): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('credit_requests')
    .values({
      id,
      user_id: fan.user.id,
      amount,
      payment_method: 'esewa',
      receipt_key: `${'0'.repeat(64)}.png`,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

describe('SIGKILL during gifts and approvals', () => {
  it(
    `keeps the books and every answered purchase through ${kills} kills of the server process`,
    { timeout: 900_000 },
    async () => {
      const next = random(13);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
      const admin = await newUser(t, { role: 'admin' });
      const photographers = [await newPhotographer(t), await newPhotographer(t)];
      const fans: NewUser[] = [];
      for (let i = 0; i < 12; i += 1) {
        const fan = await newUser(t);
        await grantCredits(t, fan.user.id, 2000);
        fans.push(fan);
      }
      const answeredGifts: string[] = [];
      const answeredApprovals: string[] = [];
      let unansweredGifts: Gift[] = [];
      let unansweredApprovals: string[] = [];
      let answeredDuringLoad = 0;

      for (let kill = 0; kill < kills; kill += 1) {
        const requests = [
          await pendingCreditRequest(pick(fans), 100 + Math.floor(next() * 900)),
          await pendingCreditRequest(pick(fans), 100 + Math.floor(next() * 900)),
        ];
        const server = await startServerProcess(t);
        let running = true;
        // The kill lands mid-traffic: after a random number of answers, a random moment later.
        const killAfter = 1 + Math.floor(next() * 20);
        let answersThisRun = 0;
        let reached: () => void = () => undefined;
        const enoughAnswers = new Promise<void>((resolve) => (reached = resolve));
        const counted = (outcome: Outcome) => {
          if (!outcome.answered) return;
          answeredDuringLoad += 1;
          answersThisRun += 1;
          if (answersThisRun >= killAfter) reached();
        };
        const retriedGifts = unansweredGifts;
        const approvals = [...unansweredApprovals, ...requests];
        unansweredGifts = [];
        unansweredApprovals = [];

        const giftWorker = async () => {
          while (running) {
            const gift = retriedGifts.pop() ?? {
              fan: pick(fans),
              to: pick(photographers),
              type: pick(giftTypes),
              key: newId(),
            };
            const outcome = await giveGift(server.base, gift);
            if (!outcome.answered) unansweredGifts.push(gift);
            else if (outcome.status === 200)
              answeredGifts.push(String((outcome.body.transaction as { id: string }).id));
            else expect(outcome.body).toMatchObject({ code: 'insufficientCredits' });
            counted(outcome);
          }
        };
        const approvalWorker = async () => {
          for (let id = approvals.shift(); id && running; id = approvals.shift()) {
            const outcome = await send(server.base, 'PUT', `/api/admin/credits/requests/${id}`, admin.access_token, {
              status: 'approved',
            });
            if (!outcome.answered) unansweredApprovals.push(id);
            else if (outcome.status === 200) answeredApprovals.push(id);
            // A retried approval whose first attempt committed before the kill finds it processed.
            else expect(outcome).toMatchObject({ status: 409 });
            counted(outcome);
          }
          unansweredApprovals.push(...approvals);
        };
        const load = Promise.all([giftWorker(), giftWorker(), giftWorker(), giftWorker(), approvalWorker()]);
        await Promise.race([enoughAnswers, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await new Promise((resolve) => setTimeout(resolve, next() * 20));
        server.child.kill('SIGKILL');
        await server.exited;
        running = false;
        await load;

        await expectLedgerAddsUp(t);
        if (answeredGifts.length > 0) {
          const kept = await t.db
            .selectFrom('gift_transactions')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('id', 'in', answeredGifts)
            .executeTakeFirstOrThrow();
          expect(Number(kept.count)).toBe(new Set(answeredGifts).size);
        }
        if (answeredApprovals.length > 0) {
          const approved = await t.db
            .selectFrom('credit_requests')
            .select('status')
            .where('id', 'in', answeredApprovals)
            .execute();
          expect(approved.map((row) => row.status)).toEqual(answeredApprovals.map(() => 'approved'));
        }
      }

      // Every approval minted its credits once, however often it was retried.
      const mints = await t.db
        .selectFrom('credit_ledger')
        .select(['reference', (eb) => eb.fn.countAll<number>().as('count')])
        .where('reason', '=', 'credit_request_approved')
        .groupBy('reference')
        .execute();
      expect(mints.filter((row) => Number(row.count) !== 1)).toEqual([]);
      // Every gift carried a key, so one transaction per key means no retry was charged twice.
      const fanIds = fans.map((fan) => fan.user.id);
      const gifts = await t.db
        .selectFrom('gift_transactions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('sender_id', 'in', fanIds)
        .executeTakeFirstOrThrow();
      const keys = await t.db
        .selectFrom('gift_idempotency_keys')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', 'in', fanIds)
        .executeTakeFirstOrThrow();
      expect(Number(gifts.count)).toBe(Number(keys.count));
      expect(answeredDuringLoad).toBeGreaterThan(5 * kills);
    },
  );
});

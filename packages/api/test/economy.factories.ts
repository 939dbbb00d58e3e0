import { checkLedger, newId, nowIso } from '@tasbir/db';
import type { GiftPurchase } from '@tasbir/shared';
import { expect } from 'vitest';
import { newUser, type NewUser } from './factories.js';
import type { Reply, TestApp } from './harness.js';

/** Gives a user credits the way an approved credit request will: a ledger row and the balance, together. */
export async function grantCredits(t: TestApp, userId: string, amount: number): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ credits: eb('credits', '+', amount) }))
      .where('id', '=', userId)
      .execute();
    await trx
      .insertInto('credit_ledger')
      .values({
        id: newId(),
        account: userId,
        delta: amount,
        reason: 'credit_request_approved',
        reference: newId(),
        created_at: nowIso(),
      })
      .execute();
  });
}

/** A fan holding `credits` (none when 0), as if an admin had approved their request. */
export async function fanWith(t: TestApp, credits: number): Promise<NewUser> {
  const fan = await newUser(t);
  if (credits > 0) await grantCredits(t, fan.user.id, credits);
  return fan;
}

export const sendGift = (
  t: Pick<TestApp, 'call'>,
  token: string,
  body: Record<string, unknown>,
): Promise<Reply<GiftPurchase>> => t.call<GiftPurchase>('POST', '/api/gifts/purchase', { token, body });

export async function creditsOf(t: TestApp, userId: string): Promise<number> {
  const row = await t.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.credits);
}

/** The books add up: every balance is its ledger, every movement sums to zero, nothing is negative. */
export async function expectLedgerAddsUp(t: TestApp): Promise<void> {
  expect(await checkLedger(t.db)).toEqual({ mismatches: [], unbalanced: [], negative: [] });
}

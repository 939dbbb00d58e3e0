import type { Payout } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin } from './bookings.fixtures.js';
import { creditsOf, expectLedgerAddsUp, grantCredits } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerAddsUp(t));

const wallet = { method: 'esewa', account_name: 'Sita Gurung', account_number: '+977 981-234-5678' };
const askPayout = (account: NewUser, body: Record<string, unknown>) =>
  t.call<Payout>('POST', '/api/payouts', { token: account.access_token, body });

async function photographerWith(credits: number): Promise<NewUser> {
  const photographer = await newPhotographer(t);
  await grantCredits(t, photographer.user.id, credits);
  return photographer;
}

async function notificationKinds(userId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('notifications')
    .select('kind')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.kind);
}

describe('a photographer withdraws earnings', () => {
  it('holds the credits at once, so they cannot be spent or withdrawn twice', async () => {
    const photographer = await photographerWith(2500);
    const reply = await askPayout(photographer, { credits: 1500, ...wallet });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      credits: 1500,
      status: 'held',
      method: 'esewa',
      account_number: '9812345678',
      bank_name: null,
      photographer_username: photographer.user.username,
    });
    expect(await creditsOf(t, photographer.user.id)).toBe(1000);
    const again = await askPayout(photographer, { credits: 1500, ...wallet });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'payoutOverBalance', detail: 'You can withdraw at most 1,000 credits' });
    expect(await notificationKinds(photographer.user.id)).toEqual(['payout_requested']);
    const earnings = await t.call('GET', '/api/payouts/earnings', { token: photographer.access_token });
    expect(earnings.body).toEqual({ credits: 1000, withdrawable: 1000, held: 1500, paid: 0 });
  });

  it('refuses less than 1,000 credits, a wallet ID that is not a Nepali mobile, and a bank without its name', async () => {
    const photographer = await photographerWith(5000);
    expect((await askPayout(photographer, { credits: 999, ...wallet })).body).toMatchObject({ code: 'payoutTooSmall' });
    expect(
      (await askPayout(photographer, { credits: 1000, ...wallet, account_number: '01-4412345' })).body,
    ).toMatchObject({ code: 'walletIdInvalid' });
    expect(
      (
        await askPayout(photographer, {
          credits: 1000,
          method: 'bank',
          account_name: 'Sita Gurung',
          account_number: '0012345678901',
        })
      ).body,
    ).toMatchObject({ code: 'bankNameRequired' });
    expect(
      (
        await askPayout(photographer, {
          credits: 1000,
          method: 'cash',
          account_name: 'Sita',
          account_number: '9812345678',
        })
      ).body,
    ).toMatchObject({ code: 'payoutMethodInvalid' });
    expect(await creditsOf(t, photographer.user.id)).toBe(5000);
    const bank = await askPayout(photographer, {
      credits: 1000,
      method: 'bank',
      account_name: 'Sita Gurung',
      account_number: '0012345678901',
      bank_name: 'Nabil Bank',
    });
    expect(bank.body).toMatchObject({ status: 'held', bank_name: 'Nabil Bank', account_number: '0012345678901' });
  });

  it('refuses a user who is not a photographer', async () => {
    const fan = await newUser(t);
    await grantCredits(t, fan.user.id, 5000);
    const reply = await askPayout(fan, { credits: 1000, ...wallet });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: 'onlyPhotographersPayout' });
    expect(await creditsOf(t, fan.user.id)).toBe(5000);
  });
});

describe('an admin decides a payout', () => {
  it('marks it paid: the credits leave the system, and both histories show it', async () => {
    const photographer = await photographerWith(3000);
    const admin = await newAdmin(t);
    const { body: payout } = await askPayout(photographer, { credits: 2000, ...wallet });
    const queue = await t.call<{ payouts: Payout[] }>('GET', '/api/admin/payouts?status=held', {
      token: admin.access_token,
    });
    expect(queue.body.payouts.map((row) => row.id)).toContain(payout.id);
    const paid = await t.call<Payout>('POST', `/api/admin/payouts/${payout.id}/paid`, {
      token: admin.access_token,
      body: { reference: 'ESW-778899' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', reference: 'ESW-778899', decided_at: expect.any(String) });
    expect(await creditsOf(t, photographer.user.id)).toBe(1000);
    const mine = await t.call<{ payouts: Payout[] }>('GET', '/api/payouts/mine', { token: photographer.access_token });
    expect(mine.body.payouts).toEqual([
      expect.objectContaining({ id: payout.id, status: 'paid', reference: 'ESW-778899' }),
    ]);
    const history = await t.call<{ payouts: Payout[] }>('GET', '/api/admin/payouts?status=paid', {
      token: admin.access_token,
    });
    expect(history.body.payouts.map((row) => row.id)).toContain(payout.id);
    expect(await notificationKinds(photographer.user.id)).toEqual(['payout_requested', 'payout_paid']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', payout.id)
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      { action: 'payout.requested', actor_id: photographer.user.id },
      { action: 'payout.paid', actor_id: admin.user.id },
    ]);
  });

  it('rejects it with a note: the credits go back to the photographer', async () => {
    const photographer = await photographerWith(1200);
    const admin = await newAdmin(t);
    const { body: payout } = await askPayout(photographer, { credits: 1200, ...wallet });
    expect(await creditsOf(t, photographer.user.id)).toBe(0);
    const rejected = await t.call<Payout>('POST', `/api/admin/payouts/${payout.id}/reject`, {
      token: admin.access_token,
      body: { note: 'The name on the wallet differs' },
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      note: 'The name on the wallet differs',
      reference: null,
    });
    expect(await creditsOf(t, photographer.user.id)).toBe(1200);
    expect(await notificationKinds(photographer.user.id)).toEqual(['payout_requested', 'payout_rejected']);
  });

  it('answers 409 to a second decision, however the two arrive', async () => {
    const photographer = await photographerWith(4000);
    const [first, second] = [await newAdmin(t), await newAdmin(t)];
    const { body: payout } = await askPayout(photographer, { credits: 4000, ...wallet });
    const decisions = await Promise.all([
      t.call('POST', `/api/admin/payouts/${payout.id}/paid`, {
        token: first.access_token,
        body: { reference: 'KHT-1' },
      }),
      t.call('POST', `/api/admin/payouts/${payout.id}/reject`, {
        token: second.access_token,
        body: { note: 'Duplicate' },
      }),
      t.call('POST', `/api/admin/payouts/${payout.id}/paid`, {
        token: second.access_token,
        body: { reference: 'KHT-2' },
      }),
    ]);
    expect(decisions.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    const stored = await t.db
      .selectFrom('payouts')
      .select('status')
      .where('id', '=', payout.id)
      .executeTakeFirstOrThrow();
    expect(await creditsOf(t, photographer.user.id)).toBe(stored.status === 'rejected' ? 4000 : 0);
    const unknown = await t.call('POST', '/api/admin/payouts/no-such-payout/paid', {
      token: first.access_token,
      body: { reference: 'X' },
    });
    expect(unknown.status).toBe(404);
  });

  it('gives a rejected payout of a deleted account to the platform', async () => {
    const photographer = await photographerWith(1000);
    const admin = await newAdmin(t);
    const { body: payout } = await askPayout(photographer, { credits: 1000, ...wallet });
    expect(
      (await t.call('DELETE', `/api/admin/users/${photographer.user.id}`, { token: admin.access_token })).status,
    ).toBe(200);
    const rejected = await t.call<Payout>('POST', `/api/admin/payouts/${payout.id}/reject`, {
      token: admin.access_token,
      body: { note: 'Account closed' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', photographer_id: null });
  });
});

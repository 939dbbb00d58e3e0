import type { AdminDashboard, CreditRequest, SubscriptionRequest } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthPercent, monthStarts } from '../src/domains/dashboards/service.js';
import { sendGift } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, photoBytes, setPlan } from './media.fixtures.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const summary = async () =>
  (await t.call<AdminDashboard>('GET', '/api/admin/dashboard', { token: admin.access_token })).body;
let shade = 0;
const receipt = async () => dataUrl(await photoBytes('png', 60 + (shade += 1), 40), 'image/png');

describe('the admin summary', () => {
  it('counts accounts, paid plans, money received, waiting requests and the platform gift share', async () => {
    const before = await summary();
    const fan = await newUser(t);
    const silver = await newPhotographer(t);
    await setPlan(t, silver.user.id, 'silver');
    const lapsed = await newPhotographer(t);
    await setPlan(t, lapsed.user.id, 'gold', { expired: true });

    // 700 credits asked and approved, 300 still waiting; a plan request approved (gold, Rs 1,000) and one waiting.
    const asked = await t.call<CreditRequest>('POST', '/api/credits/request', {
      token: fan.access_token,
      body: { amount: 700, payment_method: 'esewa', receipt_image: await receipt() },
    });
    expect(
      (
        await t.call('PUT', `/api/admin/credits/requests/${asked.body.id}`, {
          token: admin.access_token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/credits/request', {
          token: fan.access_token,
          body: { amount: 300, receipt_image: await receipt() },
        })
      ).status,
    ).toBe(200);
    const plan = await t.call<SubscriptionRequest>('POST', '/api/subscription/upgrade', {
      token: lapsed.access_token,
      body: { plan: 'gold', payment_proof: await receipt() },
    });
    expect(
      (await t.call('POST', `/api/subscription/approve/${plan.body.id}`, { token: admin.access_token })).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/subscription/upgrade', {
          token: silver.access_token,
          body: { plan: 'royal', payment_proof: await receipt() },
        })
      ).status,
    ).toBe(200);
    // A 250-credit gift to a silver photographer: 125 each to them and to the platform.
    expect(
      (await sendGift(t, fan.access_token, { recipient_id: silver.user.id, gift_type: 'lali_gurans' })).status,
    ).toBe(200);

    const after = await summary();
    expect(after.total_users - before.total_users).toBe(3);
    expect(after.total_photographers - before.total_photographers).toBe(2);
    expect(after.total_subscriptions - before.total_subscriptions).toBe(2);
    expect(after.total_revenue - before.total_revenue).toBe(700 + 1000);
    expect(after.pending_credit_requests - before.pending_credit_requests).toBe(1);
    expect(after.pending_subscriptions - before.pending_subscriptions).toBe(1);
    expect(after.overview.platform_revenue - before.overview.platform_revenue).toBe(125);
    expect(after.overview.total_gift_value - before.overview.total_gift_value).toBe(250);
    expect(after.overview.total_users).toBe(after.total_users);
    expect(after.overview.growth.users_this_month - before.overview.growth.users_this_month).toBe(3);
  });

  it('counts new accounts this month against last month, and active accounts by their last visit', async () => {
    const now = new Date();
    const { lastMonth } = monthStarts(now);
    const before = await summary();
    const old = await newUser(t);
    await t.db
      .updateTable('users')
      .set({ created_at: lastMonth, last_active_at: new Date(now.getTime() - 40 * 86_400_000).toISOString() })
      .where('id', '=', old.user.id)
      .execute();
    const after = await summary();
    expect(after.overview.growth.users_last_month - before.overview.growth.users_last_month).toBe(1);
    expect(after.overview.growth.users_this_month).toBe(before.overview.growth.users_this_month);
    expect(after.overview.active_users).toBe(before.overview.active_users);
  });

  it('is for admins only', async () => {
    expect((await t.call('GET', '/api/admin/dashboard')).status).toBe(401);
    for (const caller of [await newUser(t), await newPhotographer(t)]) {
      const reply = await t.call('GET', '/api/admin/dashboard', { token: caller.access_token });
      expect([reply.status, reply.body]).toEqual([
        403,
        { detail: 'This dashboard is for administrators only', code: 'adminDashboardOnly' },
      ]);
    }
  });
});

describe('user growth', () => {
  it('starts this month and last month on their first day, in UTC', () => {
    expect(monthStarts(new Date('2026-03-15T10:00:00Z'))).toEqual({
      thisMonth: '2026-03-01T00:00:00.000Z',
      lastMonth: '2026-02-01T00:00:00.000Z',
    });
    expect(monthStarts(new Date('2026-01-02T00:00:00Z')).lastMonth).toBe('2025-12-01T00:00:00.000Z');
  });

  it('is a whole percent, or nothing when last month had no new accounts', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(3, 0)).toBeNull();
  });
});

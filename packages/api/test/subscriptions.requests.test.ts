import type { CurrentSubscription, SubscriptionRequest, UploadStats } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, photoBytes } from './media.fixtures.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
});
afterAll(() => t.close());

let shade = 0;
const receipt = async () => dataUrl(await photoBytes('jpeg', 80 + (shade += 1), 60));
const upgrade = async (account: NewUser, plan: string) =>
  t.call<SubscriptionRequest>('POST', '/api/subscription/upgrade', {
    token: account.access_token,
    body: { plan, payment_method: 'bank_transfer', payment_proof: await receipt() },
  });
const decide = (verb: 'approve' | 'reject', id: string, token = admin.access_token) =>
  t.call<SubscriptionRequest>('POST', `/api/subscription/${verb}/${id}`, { token });
const current = async (account: NewUser) =>
  (await t.call<CurrentSubscription>('GET', '/api/subscription/current', { token: account.access_token })).body;

describe('asking for a plan', () => {
  it('waits for approval with the plan, its price and the receipt, and allows one waiting request at a time', async () => {
    const photographer = await newPhotographer(t);
    const asked = await upgrade(photographer, 'gold');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      user_username: photographer.user.username,
      plan: 'gold',
      monthly_price: 1000,
      payment_method: 'bank_transfer',
      status: 'pending_approval',
      approved_at: null,
      rejected_at: null,
    });
    expect(asked.body.receipt_size).toBeGreaterThan(0);
    const again = await upgrade(photographer, 'royal');
    expect([again.status, again.body]).toEqual([
      409,
      {
        detail: 'Your plan request is waiting for approval; you can send another once it is processed',
        code: 'subscriptionPending',
      },
    ]);
    expect((await current(photographer)).current_plan).toBe('free');
  });

  it('lets only one of many requests sent at once wait, and stores that one alone', async () => {
    const photographer = await newPhotographer(t);
    const replies = await Promise.all(Array.from({ length: 8 }, () => upgrade(photographer, 'silver')));
    const accepted = replies.filter((reply) => reply.status === 200);
    expect(accepted).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(7);
    const stored = await t.db
      .selectFrom('subscription_requests')
      .select(['id', 'plan', 'status'])
      .where('user_id', '=', photographer.user.id)
      .execute();
    expect(stored).toEqual([{ id: accepted[0]?.body.id, plan: 'silver', status: 'pending_approval' }]);
  });

  it('refuses the free plan, admins and visitors', async () => {
    const user = await newUser(t);
    const free = await upgrade(user, 'free');
    expect([free.status, free.body]).toEqual([
      400,
      { detail: 'Please choose a paid plan: silver, gold, diamond or royal', code: 'paidPlanRequired' },
    ]);
    expect((await upgrade(admin, 'gold')).status).toBe(403);
    expect((await t.call('POST', '/api/subscription/upgrade', { body: { plan: 'gold' } })).status).toBe(401);
  });
});

describe('deciding a plan request', () => {
  it('starts 30 days of the plan on approval, so uploads follow it, and decides each request once', async () => {
    const photographer = await newPhotographer(t);
    const asked = (await upgrade(photographer, 'diamond')).body;
    const approved = await decide('approve', asked.id);
    expect(approved.body).toMatchObject({
      status: 'approved',
      approved_by: admin.user.username,
      approved_at: expect.any(String),
      rejected_at: null,
    });
    expect(await current(photographer)).toMatchObject({ current_plan: 'diamond', days_remaining: 30 });
    const stats = await t.call<UploadStats>('GET', '/api/upload-stats', { token: photographer.access_token });
    expect(stats.body).toMatchObject({ plan: 'diamond', photos: { limit: 50 } });
    for (const verb of ['approve', 'reject'] as const) expect((await decide(verb, asked.id)).status).toBe(409);
    // Decided, so a new request may wait again.
    expect((await upgrade(photographer, 'royal')).status).toBe(200);
  });

  it('answers 404 for a request that does not exist', async () => {
    const reply = await decide('approve', 'no-such-request');
    expect([reply.status, reply.body]).toEqual([
      404,
      { detail: 'Subscription request not found', code: 'subscriptionRequestNotFound' },
    ]);
  });

  it('never starts a rejected plan', async () => {
    const user = await newUser(t);
    const asked = (await upgrade(user, 'silver')).body;
    expect((await decide('reject', asked.id)).body).toMatchObject({
      status: 'rejected',
      rejected_by: admin.user.username,
    });
    expect((await decide('approve', asked.id)).status).toBe(409);
    expect((await current(user)).current_plan).toBe('free');
  });

  it("shows each account its own requests, newest first, and no one else's", async () => {
    const photographer = await newPhotographer(t);
    const first = (await upgrade(photographer, 'silver')).body;
    await decide('reject', first.id);
    const second = (await upgrade(photographer, 'gold')).body;
    await upgrade(await newPhotographer(t), 'royal');
    const mine = await t.call<{ requests: SubscriptionRequest[] }>('GET', '/api/subscription/my-requests', {
      token: photographer.access_token,
    });
    expect(mine.body.requests.map((request) => [request.id, request.status])).toEqual([
      [second.id, 'pending_approval'],
      [first.id, 'rejected'],
    ]);
    expect((await t.call('GET', '/api/subscription/my-requests', { token: admin.access_token })).status).toBe(403);
    expect((await t.call('GET', '/api/subscription/my-requests')).status).toBe(401);
  });

  it('is for admins, who see every request, waiting ones first, and each receipt', async () => {
    const photographer = await newPhotographer(t);
    const asked = (await upgrade(photographer, 'gold')).body;
    expect((await decide('approve', asked.id, photographer.access_token)).status).toBe(403);
    const list = (
      await t.call<{ requests: SubscriptionRequest[] }>('GET', '/api/subscription/requests', {
        token: admin.access_token,
      })
    ).body.requests;
    expect(list[0]?.status).toBe('pending_approval');
    expect(list.map((request) => request.id)).toContain(asked.id);
    const read = (token: string) =>
      t.app.inject({ method: 'GET', url: asked.receipt_url, headers: { authorization: `Bearer ${token}` } });
    expect((await read(photographer.access_token)).statusCode).toBe(200);
    expect((await read(admin.access_token)).statusCode).toBe(200);
    expect((await read((await newUser(t)).access_token)).statusCode).toBe(403);
  });
});

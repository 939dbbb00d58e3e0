import {
  currentSubscriptionSchema,
  giftListSchema,
  planMapSchema,
  planNames,
  plans,
  type CurrentSubscription,
  type GiftList,
  type PlanMap,
} from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';
import { newPhotographer, newUser } from './factories.js';
import { setPlan } from './media.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/gifts/available', () => {
  it('lists eight gifts from small to large, each with type, name, emoji, value and description, to anyone', async () => {
    const reply = await t.call<GiftList>('GET', '/api/gifts/available');
    expect(reply.status).toBe(200);
    const { gifts } = giftListSchema.parse(reply.body);
    expect(gifts).toHaveLength(8);
    expect(gifts.map((gift) => gift.value)).toEqual([...gifts.map((gift) => gift.value)].sort((a, b) => a - b));
    expect(gifts[0]).toEqual({
      type: 'marigold',
      name: 'Marigold Garland',
      emoji: '🌼',
      value: 10,
      description: 'A garland of sayapatri for work well done',
    });
    expect(new Set(gifts.map((gift) => gift.type)).size).toBe(8);
  });

  it('leaves out a gift that is no longer offered', async () => {
    await t.db.updateTable('gifts').set({ active: 0 }).where('type', '=', 'momo').execute();
    try {
      const { gifts } = (await t.call<GiftList>('GET', '/api/gifts/available')).body;
      expect(gifts.map((gift) => gift.type)).not.toContain('momo');
      expect(gifts).toHaveLength(7);
    } finally {
      await t.db.updateTable('gifts').set({ active: 1 }).where('type', '=', 'momo').execute();
    }
  });

  it('answers the same catalogue through tRPC', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/trpc/gifts.available' });
    expect(reply.json()).toEqual({ result: { data: (await t.call<GiftList>('GET', '/api/gifts/available')).body } });
  });
});

describe('GET /api/subscription/plans', () => {
  it('serves every plan of the plan table by name, with the price, limits, gift share and feature lines', async () => {
    const reply = await t.call<PlanMap>('GET', '/api/subscription/plans');
    expect(reply.status).toBe(200);
    const { plans: served } = planMapSchema.parse(reply.body);
    expect(Object.keys(served)).toEqual([...planNames]);
    expect(served.diamond).toMatchObject({
      name: 'diamond',
      label: 'Diamond',
      price: 2000,
      photos: { count: 50, max_file_mb: 20 },
      reels: { count: 25, max_file_mb: 200 },
      photographer_share_percent: 60,
    });
    expect(served.royal.photos.count).toBe('unlimited');
    for (const name of planNames) expect(served[name].price).toBe(plans[name].monthlyPriceRs);
    expect(served.gold.features).toContain('Gift share 50/50 (you/platform)');
  });
});

describe('GET /api/subscription/current', () => {
  const current = async (token?: string) => t.call<CurrentSubscription>('GET', '/api/subscription/current', { token });

  it('shows a new account on the free plan with no days remaining', async () => {
    const fan = await newUser(t);
    const reply = await current(fan.access_token);
    expect(reply.status).toBe(200);
    expect(currentSubscriptionSchema.parse(reply.body)).toEqual({
      current_plan: 'free',
      plan_name: 'Free',
      monthly_price: 0,
      features: ['No photos', 'No reels', 'Gift share 50/50 (you/platform)', '1 GB of client galleries'],
      days_remaining: 0,
      expires_at: null,
    });
  });

  it('counts the 30 days of an approved plan down, and shows free again once they are over', async () => {
    const photographer = await newPhotographer(t);
    await setPlan(t, photographer.user.id, 'gold');
    expect((await current(photographer.access_token)).body).toMatchObject({
      current_plan: 'gold',
      plan_name: 'Gold',
      monthly_price: 1000,
      days_remaining: 30,
    });
    await setPlan(t, photographer.user.id, 'gold', { expired: true });
    expect((await current(photographer.access_token)).body).toMatchObject({
      current_plan: 'free',
      days_remaining: 0,
      expires_at: null,
    });
  });

  it('asks visitors to sign in', async () => {
    expect((await current()).status).toBe(401);
  });
});

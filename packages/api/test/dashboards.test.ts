import type { PhotographerDashboard, UserDashboard } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits, sendGift } from './economy.factories.js';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { photoBytes, setPlan, uploadPhoto } from './media.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the dashboards', () => {
  it("show a fan's balance, gifts sent, plan, newest gifts first and the photographers they give most to", async () => {
    const fan = await newUser(t);
    await grantCredits(t, fan.user.id, 2000);
    const [often, once] = [
      await newPhotographer(t, { username: 'often_gifted' }),
      await newPhotographer(t, { username: 'once_gifted' }),
    ];
    const gifts = [
      [often, 'momo'],
      [once, 'chiya'],
      [often, 'film_roll'],
      [often, 'marigold'],
      [often, 'chiya'],
      [often, 'chiya'],
    ] as const;
    for (const [to, type] of gifts)
      expect((await sendGift(t, fan.access_token, { recipient_id: to.user.id, gift_type: type })).status).toBe(200);

    const reply = await t.call<UserDashboard>('GET', '/api/user/dashboard', { token: fan.access_token });
    expect(reply.status).toBe(200);
    expect(reply.body.user_info).toEqual({
      credits: 2000 - 235,
      total_gifts_sent: 6,
      subscription: { active: false, days_remaining: 0 },
    });
    expect(reply.body.recent_sent_gifts).toHaveLength(5);
    expect(reply.body.recent_sent_gifts[0]).toMatchObject({ gift_type: 'chiya', recipient_username: 'often_gifted' });
    expect(reply.body.favorite_photographers).toEqual([
      { id: often.user.id, username: 'often_gifted', total_gift_value: 210, total_gifts: 5 },
      { id: once.user.id, username: 'once_gifted', total_gift_value: 25, total_gifts: 1 },
    ]);
  });

  it("show a photographer's balance, plan, content and engagement totals, newest content and gifts", async () => {
    const photographer = await newPhotographer(t);
    await setPlan(t, photographer.user.id, 'diamond');
    const photo = await uploadPhoto(t, photographer.access_token, await photoBytes());
    const fan = await newUser(t);
    await grantCredits(t, fan.user.id, 500);
    await t.call('POST', `/api/photos/${photo.body.id}/like`, { token: fan.access_token });
    await t.call('POST', `/api/photos/${photo.body.id}/view`, { ip: '203.0.113.9' });
    expect(
      (await sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'lali_gurans' })).status,
    ).toBe(200);

    const reply = await t.call<PhotographerDashboard>('GET', '/api/photographer/dashboard', {
      token: photographer.access_token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      photographer_info: { credits: 150, total_gifts_received: 250, subscription_plan: 'diamond' },
      content_stats: { photo_count: 1, reel_count: 0, total_content: 1 },
      engagement_stats: { total_views: 1, total_likes: 1, total_earnings: 150 },
      recent_content: { photos: [{ id: photo.body.id }], reels: [] },
      recent_gifts: [
        { gift_type: 'lali_gurans', gift_name: 'Lali Gurans', sender_username: fan.user.username, gift_value: 250 },
      ],
    });
  });

  it('each belong to their role, in the product’s words', async () => {
    const [fan, photographer] = [await newUser(t), await newPhotographer(t)];
    const wrongRole = [
      [
        await t.call('GET', '/api/user/dashboard', { token: photographer.access_token }),
        'This dashboard is for regular users only',
      ],
      [
        await t.call('GET', '/api/photographer/dashboard', { token: fan.access_token }),
        'This dashboard is for photographers only',
      ],
    ] as const;
    for (const [reply, detail] of wrongRole)
      expect([reply.status, (reply.body as { detail: string }).detail]).toEqual([403, detail]);
    expect((await t.call('GET', '/api/user/dashboard')).status).toBe(401);
  });
});

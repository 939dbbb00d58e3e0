import type {
  ChatMessage,
  CreditRequest,
  MarkedRead,
  Notification,
  NotificationCounts,
  SubscriptionRequest,
} from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpen, listening, openChatSocket } from './chat.fixtures.js';
import { grantCredits, sendGift } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, photoBytes } from './media.fixtures.js';

let t: TestApp;
let base: string;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  base = await listening(t);
  admin = await newUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const listOf = async (account: NewUser) =>
  (await t.call<Notification[]>('GET', '/api/notifications', { token: account.access_token })).body;
const countsOf = async (account: NewUser) =>
  (await t.call<NotificationCounts>('GET', '/api/notifications/counts', { token: account.access_token })).body;
const receipt = async () => dataUrl(await photoBytes('jpeg', 80, 60));
const sendMessage = (from: NewUser, to: NewUser, message: string) =>
  t.call<ChatMessage>('POST', '/api/chat/send', {
    token: from.access_token,
    body: { recipient_id: to.user.id, message },
  });

describe('notifications written by the other domains', () => {
  it('tells a photographer about a gift at once, on their socket and in the bell', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    await grantCredits(t, fan.user.id, 1000);
    const inbox = await openChatSocket(base, photographer.user.id, photographer.access_token);
    if (!isOpen(inbox)) throw new Error('socket refused');
    try {
      const gift = await sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'momo' });
      expect(gift.status).toBe(200);
      const event = await inbox.next('notification', 1000);
      expect(event.notification).toMatchObject({
        kind: 'gift_received',
        params: {
          name: fan.user.username,
          gift: 'Plate of Momo',
          gift_type: 'momo',
          emoji: gift.body.transaction.emoji,
          value: gift.body.transaction.gift_value,
        },
        read_at: null,
      });
    } finally {
      await inbox.close();
    }
    expect(await listOf(photographer)).toHaveLength(1);
    expect(await countsOf(photographer)).toEqual({ unread_notifications: 1, unread_messages: 0 });
  });

  it('tells a user their credit request was approved, and a photographer their plan request was rejected', async () => {
    const fan = await newUser(t);
    const request = await t.call<CreditRequest>('POST', '/api/credits/request', {
      token: fan.access_token,
      body: { amount: 750, payment_method: 'esewa', receipt_image: await receipt() },
    });
    await t.call('PUT', `/api/admin/credits/requests/${request.body.id}`, {
      token: admin.access_token,
      body: { status: 'approved' },
    });
    expect(await listOf(fan)).toMatchObject([
      { kind: 'credit_request_processed', params: { amount: 750, status: 'approved' } },
    ]);

    const photographer = await newPhotographer(t);
    const planRequest = await t.call<SubscriptionRequest>('POST', '/api/subscription/upgrade', {
      token: photographer.access_token,
      body: { plan: 'gold', payment_method: 'khalti', payment_proof: await receipt() },
    });
    await t.call('POST', `/api/subscription/reject/${planRequest.body.id}`, { token: admin.access_token });
    expect(await listOf(photographer)).toMatchObject([
      { kind: 'subscription_request_processed', params: { plan: 'gold', status: 'rejected' } },
    ]);
  });

  it('tells a photographer about a new review', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    await t.call('POST', '/api/reviews', {
      token: fan.access_token,
      body: { photographer_id: photographer.user.id, rating: 4, comment: 'Lovely work' },
    });
    expect(await listOf(photographer)).toMatchObject([
      { kind: 'review_received', params: { name: fan.user.username, rating: 4 } },
    ]);
  });

  it('keeps one notice per conversation while its messages wait, counted once as unread chat, and clears it on reading', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    await sendMessage(fan, photographer, 'first');
    await sendMessage(fan, photographer, 'second');
    const notices = await listOf(photographer);
    expect(notices).toMatchObject([
      {
        kind: 'message_received',
        params: { name: fan.user.username, from_id: fan.user.id, excerpt: 'second' },
        read_at: null,
      },
    ]);
    expect(await countsOf(photographer)).toEqual({ unread_notifications: 0, unread_messages: 2 });
    await t.call('GET', `/api/chat/messages/${fan.user.id}`, { token: photographer.access_token });
    expect((await listOf(photographer))[0]?.read_at).not.toBeNull();
    expect(await countsOf(photographer)).toEqual({ unread_notifications: 0, unread_messages: 0 });
    await sendMessage(fan, photographer, 'third');
    expect((await listOf(photographer)).map((notice) => notice.params.excerpt)).toEqual(['third', 'second']);
  });
});

describe('reading notifications', () => {
  async function photographerWithReviews(count: number): Promise<NewUser> {
    const photographer = await newPhotographer(t);
    for (let index = 0; index < count; index += 1) {
      const fan = await newUser(t);
      await t.call('POST', '/api/reviews', {
        token: fan.access_token,
        body: { photographer_id: photographer.user.id, rating: 5 },
      });
    }
    return photographer;
  }

  it('pages newest first', async () => {
    const photographer = await photographerWithReviews(3);
    const first = await t.call<Notification[]>('GET', '/api/notifications?limit=2', {
      token: photographer.access_token,
    });
    expect(first.body).toHaveLength(2);
    const second = await t.call<Notification[]>(
      'GET',
      `/api/notifications?limit=2&cursor=${String(first.headers['x-next-cursor'])}`,
      { token: photographer.access_token },
    );
    expect(second.body).toHaveLength(1);
    expect((second.body[0]?.id ?? '') < (first.body[1]?.id ?? '')).toBe(true);
  });

  it('marks one read, then all, and refuses someone else’s', async () => {
    const photographer = await photographerWithReviews(3);
    const [newest] = await listOf(photographer);
    const one = await t.call<MarkedRead>('POST', `/api/notifications/${newest?.id}/read`, {
      token: photographer.access_token,
    });
    expect(one.body).toEqual({ marked: 1 });
    expect((await countsOf(photographer)).unread_notifications).toBe(2);
    const stranger = await newUser(t);
    const refused = await t.call('POST', `/api/notifications/${newest?.id}/read`, { token: stranger.access_token });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'notificationNotFound' });
    expect(
      (await t.call<MarkedRead>('POST', '/api/notifications/read-all', { token: photographer.access_token })).body,
    ).toEqual({ marked: 2 });
    expect((await countsOf(photographer)).unread_notifications).toBe(0);
  });

  it('asks a visitor to sign in', async () => {
    expect((await t.call('GET', '/api/notifications')).status).toBe(401);
    expect((await t.call('GET', '/api/notifications/counts')).status).toBe(401);
  });
});

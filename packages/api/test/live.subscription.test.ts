import { TRPCClientError } from '@trpc/client';
import type { ChatMessage } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from './chat.fixtures.js';
import { grantCredits } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { subscribeLive } from './live.fixtures.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await listening(t);
});
afterAll(() => t.close());

const subscribe = (account: NewUser | null, lastEventId?: string) => subscribeLive(base, account, lastEventId);

const send = (from: NewUser, to: NewUser, message: string) =>
  t.call<ChatMessage>('POST', '/api/chat/send', {
    token: from.access_token,
    body: { recipient_id: to.user.id, message },
  });

describe('live.events (tRPC subscription over WebSocket)', () => {
  it('delivers messages tracked by their id', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const live = subscribe(photographer);
    try {
      // The subscription is listening once the presence of its account shows.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const sent = await send(fan, photographer, 'over tRPC');
      await live.until(() => live.received.some((event) => event.type === 'new_message'));
      expect(live.received.find((event) => event.type === 'new_message')).toEqual({
        id: sent.body.id,
        type: 'new_message',
        message: sent.body,
      });
    } finally {
      live.stop();
    }
  });

  it('gives a client that resumes from its last event id what it missed, in order', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const seen = await send(fan, photographer, 'seen before the drop');
    const missed = [await send(fan, photographer, 'missed one'), await send(fan, photographer, 'missed two')];
    const live = subscribe(photographer, seen.body.id);
    try {
      await live.until(() => live.received.filter((event) => event.type === 'new_message').length >= 2);
      expect(live.received.filter((event) => event.type === 'new_message').map((event) => event.id)).toEqual(
        missed.map((reply) => reply.body.id),
      );
    } finally {
      live.stop();
    }
  });

  it('refuses a visitor with "Please login to start chatting" (401), and sends nothing', async () => {
    const live = subscribe(null);
    try {
      await live.until(() => live.errors.length > 0);
      const [refusal] = live.errors;
      expect(refusal).toBeInstanceOf(TRPCClientError);
      expect(refusal).toMatchObject({
        message: 'Please login to start chatting',
        data: { code: 'UNAUTHORIZED', httpStatus: 401, errorCode: 'loginToChat' },
      });
      expect(live.received).toEqual([]);
    } finally {
      live.stop();
    }
  });

  it('sends a bystander nothing of a conversation it is not in, though it writes to the same photographer', async () => {
    const [fan, photographer, bystander] = [await newUser(t), await newPhotographer(t), await newUser(t)];
    const opening = await send(fan, photographer, 'Namaste');
    const bystanders = await send(bystander, photographer, 'Are you free in March?');
    await send(fan, photographer, 'Pokhara, in March');
    // Each resumes after the opening message: what it missed arrives only once it listens on the bus.
    const [fanLive, photographerLive, bystanderLive] = [
      subscribe(fan, opening.body.id),
      subscribe(photographer, opening.body.id),
      subscribe(bystander, opening.body.id),
    ];
    const types = (live: typeof fanLive) => live.events.map(({ event }) => event.type);
    try {
      await Promise.all(
        [fanLive, photographerLive, bystanderLive].map((live) =>
          live.until(() => live.received.some((event) => event.type === 'new_message')),
        ),
      );

      await send(fan, photographer, 'Can you shoot a pasni?');
      await t.call('POST', '/api/chat/typing', {
        token: photographer.access_token,
        body: { recipient_id: fan.user.id },
      });
      await t.call('GET', `/api/chat/messages/${fan.user.id}`, { token: photographer.access_token });
      await grantCredits(t, fan.user.id, 600);
      expect(
        (
          await t.call('POST', '/api/gifts/purchase', {
            token: fan.access_token,
            body: { recipient_id: photographer.user.id, gift_type: 'momo' },
          })
        ).status,
      ).toBe(200);
      await t.call('POST', '/api/notifications/read-all', { token: photographer.access_token });
      const reply = await send(photographer, fan, 'Yes, send me the date');
      await fanLive.until(() => fanLive.received.some((event) => event.id === reply.body.id));
      await photographerLive.until(() => photographerLive.received.some((event) => event.id === reply.body.id));
      const answered = await send(photographer, bystander, 'March is open');
      await bystanderLive.until(() => bystanderLive.received.some((event) => event.id === answered.body.id));

      // The scenario made events of every kind for its two parties...
      expect(types(fanLive)).toEqual(expect.arrayContaining(['new_message', 'typing', 'messages_read']));
      expect(types(photographerLive)).toEqual(
        expect.arrayContaining(['new_message', 'messages_read', 'notification', 'notifications_read']),
      );
      // ...and the bystander heard only its own conversation, and its photographer coming online.
      const heard = bystanderLive.events.filter(
        ({ event }) => !(event.type === 'presence' && event.user_id === photographer.user.id),
      );
      expect(heard.map(({ id, event }) => [event.type, id])).toEqual([
        ['new_message', bystanders.body.id],
        ['new_message', answered.body.id],
      ]);
    } finally {
      for (const live of [fanLive, photographerLive, bystanderLive]) live.stop();
    }
  });
});

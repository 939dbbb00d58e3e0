import type { ChatMessage } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from './chat.fixtures.js';
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

const send = (from: NewUser, to: NewUser, message: string) => t.call<ChatMessage>('POST', '/api/chat/send', { token: from.access_token, body: { recipient_id: to.user.id, message } });

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
      expect(live.received.find((event) => event.type === 'new_message')).toEqual({ id: sent.body.id, type: 'new_message', message: sent.body });
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
      expect(live.received.filter((event) => event.type === 'new_message').map((event) => event.id)).toEqual(missed.map((reply) => reply.body.id));
    } finally {
      live.stop();
    }
  });

  it('refuses a visitor', async () => {
    const live = subscribe(null);
    try {
      await live.until(() => live.errors.length > 0);
      expect(live.received).toEqual([]);
    } finally {
      live.stop();
    }
  });
});

import type { ChatMessage } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpen, listening, openChatSocket, type SocketInbox } from './chat.fixtures.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, startTwinApp, type TestApp } from './harness.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await listening(t);
});
afterAll(() => t.close());

const send = (app: TestApp, from: NewUser, to: NewUser, message: string) =>
  app.call<ChatMessage>('POST', '/api/chat/send', {
    token: from.access_token,
    body: { recipient_id: to.user.id, message },
  });

async function socketOf(account: NewUser, url = base): Promise<SocketInbox> {
  const opened = await openChatSocket(url, account.user.id, account.access_token);
  if (!isOpen(opened)) throw new Error(`socket refused with ${opened.refused}`);
  return opened;
}

describe('/api/ws/chat/{userId}', () => {
  it('refuses a socket without a token, with a bad one and with another account’s, before it opens', async () => {
    const fan = await newUser(t);
    const other = await newUser(t);
    expect(await openChatSocket(base, fan.user.id)).toEqual({ refused: 401 });
    expect(await openChatSocket(base, fan.user.id, 'not-a-token')).toEqual({ refused: 401 });
    expect(await openChatSocket(base, fan.user.id, other.access_token)).toEqual({ refused: 403 });
  });

  it('delivers a message to the connected recipient within a second, as new_message with its sender', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const inbox = await socketOf(photographer);
    try {
      const started = performance.now();
      const sent = await send(t, fan, photographer, 'Are you free on Saturday?');
      const event = await inbox.next('new_message', 1000);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(event).toEqual({ type: 'new_message', message: sent.body });
      expect(event.message).toMatchObject({ sender_id: fan.user.id, message: 'Are you free on Saturday?' });
    } finally {
      await inbox.close();
    }
  });

  it('tells the sender “Seen” when the recipient reads, and delivers nothing of others’ chats', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const bystander = await newUser(t);
    const [fanInbox, bystanderInbox] = [await socketOf(fan), await socketOf(bystander)];
    try {
      const sent = await send(t, fan, photographer, 'hello');
      await fanInbox.next('new_message');
      await t.call('GET', `/api/chat/messages/${fan.user.id}`, { token: photographer.access_token });
      const read = await fanInbox.next('messages_read');
      expect(read).toMatchObject({ conversation_id: sent.body.conversation_id, reader_id: photographer.user.id });
      expect(bystanderInbox.events).toEqual([]);
    } finally {
      await Promise.all([fanInbox.close(), bystanderInbox.close()]);
    }
  });

  it('passes typing on to the other party and shows who is online', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    await send(t, fan, photographer, 'hi');
    const thread = () =>
      t.call<{ other_online: boolean }>(
        'GET',
        `/trpc/chat.messages?input=${encodeURIComponent(JSON.stringify({ other_user_id: photographer.user.id }))}`,
        { token: fan.access_token },
      );
    const offline = await thread();
    expect(offline.body).toMatchObject({ result: { data: { other_online: false } } });
    const fanInbox = await socketOf(fan);
    const photographerInbox = await socketOf(photographer);
    try {
      expect(await fanInbox.next('presence')).toMatchObject({ user_id: photographer.user.id, online: true });
      expect((await thread()).body).toMatchObject({ result: { data: { other_online: true } } });
      await t.call('POST', '/api/chat/typing', {
        token: photographer.access_token,
        body: { recipient_id: fan.user.id },
      });
      expect(await fanInbox.next('typing')).toEqual({ type: 'typing', from_id: photographer.user.id });
    } finally {
      await photographerInbox.close();
    }
    try {
      expect(await fanInbox.next('presence')).toMatchObject({ user_id: photographer.user.id, online: false });
    } finally {
      await fanInbox.close();
    }
  });
});

describe('suspending an account', () => {
  it('closes its open sockets at once', async () => {
    const admin = await newUser(t, { role: 'admin' });
    const fan = await newUser(t);
    const inbox = await socketOf(fan);
    const closed = new Promise<number>((resolve) => inbox.socket.once('close', (code) => resolve(code)));
    expect(
      (await t.call('POST', `/api/admin/users/${fan.user.id}/suspend`, { token: admin.access_token })).status,
    ).toBe(200);
    expect(await closed).toBe(4001);
    expect(await openChatSocket(base, fan.user.id, fan.access_token)).toEqual({ refused: 401 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL database', () => {
  it('delivers a message sent through server A to a socket on server B', async () => {
    const twin = await startTwinApp(t);
    try {
      const twinBase = await listening(twin);
      const fan = await newUser(t);
      const photographer = await newPhotographer(t);
      const inbox = await socketOf(photographer, twinBase);
      try {
        const sent = await send(t, fan, photographer, 'sent through A');
        expect(await inbox.next('new_message', 1000)).toEqual({ type: 'new_message', message: sent.body });
        const long = await send(t, fan, photographer, '🙏'.repeat(2000));
        expect(((await inbox.next('new_message', 1000)).message as ChatMessage).message).toBe('🙏'.repeat(2000));
        expect(long.status).toBe(200);
      } finally {
        await inbox.close();
      }
    } finally {
      await twin.close();
    }
  });
});

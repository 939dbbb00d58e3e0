import type { ChatMessage, UnreadCount } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpen, listening, openChatSocket, type SocketInbox } from './chat.fixtures.js';
import { frameAnswer } from './chat.transports.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  // The harness's PUBLIC_URL is http://tasbir.test.
  t = await startTestApp();
  base = await listening(t);
});
afterAll(() => t.close());

async function socketOf(account: NewUser, headers: Record<string, string> = {}): Promise<SocketInbox> {
  const opened = await openChatSocket(base, account.user.id, account.access_token, headers);
  if (!isOpen(opened)) throw new Error(`socket refused with ${opened.refused}`);
  return opened;
}

describe('the Origin of /api/ws/chat/{userId}', () => {
  it('refuses a page of another site with 403 before the socket opens', async () => {
    const fan = await newUser(t);
    expect(await openChatSocket(base, fan.user.id, fan.access_token, { origin: 'http://evil.example' })).toEqual({
      refused: 403,
    });
    expect(
      await openChatSocket(base, fan.user.id, fan.access_token, { origin: 'http://tasbir.test.evil.example' }),
    ).toEqual({ refused: 403 });
    expect(await openChatSocket(base, fan.user.id, fan.access_token, { origin: 'null' })).toEqual({ refused: 403 });
  });

  it('lets in the app’s own pages, and clients that send no Origin (apps, scripts)', async () => {
    const fan = await newUser(t);
    const own = await socketOf(fan, { origin: 'http://tasbir.test' });
    const bare = await socketOf(fan);
    await Promise.all([own.close(), bare.close()]);
  });
});

describe('sockets per account', () => {
  it('keeps at most 10 open, closing the oldest with 4008 when an 11th opens', async () => {
    const fan = await newUser(t);
    const sockets: SocketInbox[] = [];
    for (let index = 0; index < 10; index += 1) sockets.push(await socketOf(fan));
    const oldest = sockets[0]!;
    const closed = new Promise<[number, string]>((resolve) =>
      oldest.socket.once('close', (code, reason) => resolve([code, reason.toString()])),
    );
    sockets.push(await socketOf(fan));
    expect(await closed).toEqual([4008, 'too many sockets']);
    expect(sockets.slice(1).every((inbox) => inbox.socket.readyState === inbox.socket.OPEN)).toBe(true);
    // Another account's sockets do not count.
    const other = await socketOf(await newUser(t));
    expect(sockets.slice(1).every((inbox) => inbox.socket.readyState === inbox.socket.OPEN)).toBe(true);
    await Promise.all([...sockets, other].map((inbox) => inbox.close()));
  });
});

describe('sending on /api/ws/chat/{userId}', () => {
  it('stores a send_message frame, answers message_sent and delivers it to the recipient', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const [mine, theirs] = [await socketOf(fan), await socketOf(photographer)];
    try {
      const answer = await frameAnswer(mine.socket, {
        type: 'send_message',
        recipient_id: photographer.user.id,
        message: 'Namaste!',
        message_type: 'text',
      });
      expect(answer).toEqual({
        type: 'message_sent',
        message: expect.objectContaining({
          sender_id: fan.user.id,
          recipient_id: photographer.user.id,
          message: 'Namaste!',
        }),
      });
      expect(await theirs.next('new_message')).toEqual({ type: 'new_message', message: answer.message });
      const unread = await t.call<UnreadCount>('GET', '/api/chat/unread-count', { token: photographer.access_token });
      expect(unread.body.unread_count).toBe(1);
      expect((answer.message as ChatMessage).id).toBeTruthy();
    } finally {
      await Promise.all([mine.close(), theirs.close()]);
    }
  });

  it('answers bad JSON, unknown frames and refused sends with an error frame, and stays open', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const mine = await socketOf(fan);
    try {
      expect(await frameAnswer(mine.socket, '{"type":')).toEqual({
        type: 'error',
        code: 'requestInvalid',
        detail: 'The request could not be read. Please try again.',
      });
      expect(await frameAnswer(mine.socket, { type: 'dance' })).toMatchObject({
        type: 'error',
        code: 'chatFrameUnknown',
      });
      expect(await frameAnswer(mine.socket, '[1,2]')).toMatchObject({ type: 'error', code: 'chatFrameUnknown' });
      expect(
        await frameAnswer(mine.socket, { type: 'send_message', recipient_id: photographer.user.id, message: '   ' }),
      ).toEqual({ type: 'error', code: 'messageBlank', detail: 'Please type a message' });
      expect(
        await frameAnswer(mine.socket, { type: 'send_message', recipient_id: fan.user.id, message: 'me' }),
      ).toMatchObject({ type: 'error', code: 'chatWithSelf' });
      expect(
        await frameAnswer(mine.socket, {
          type: 'send_message',
          recipient_id: photographer.user.id,
          message: 'x'.repeat(2001),
        }),
      ).toMatchObject({ type: 'error', code: 'messageTooLong', detail: 'Message must be at most 2,000 characters' });
      expect(
        await frameAnswer(mine.socket, {
          type: 'send_message',
          recipient_id: photographer.user.id,
          message: 'still here',
        }),
      ).toMatchObject({ type: 'message_sent' });
    } finally {
      await mine.close();
    }
  });

  it('answers every frame of a flood: 20 stored, the rest refused with tooManyMessages (too many waiting, or past the ten seconds’ 20)', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const mine = await socketOf(fan);
    try {
      const answers: Record<string, unknown>[] = [];
      const allAnswered = new Promise<void>((resolve) =>
        mine.socket.on('message', (data) => {
          const event = JSON.parse(String(data)) as Record<string, unknown>;
          if (event.type === 'message_sent' || event.type === 'error') answers.push(event);
          if (answers.length === 25) resolve();
        }),
      );
      // Sent in one go: whether the last five find 20 frames still waiting or the ten seconds' 20 spent, they are refused.
      for (let index = 0; index < 25; index += 1)
        mine.socket.send(
          JSON.stringify({
            type: 'send_message',
            recipient_id: photographer.user.id,
            message: `frame ${index}`,
            message_type: 'text',
          }),
        );
      await allAnswered;
      const waitedOut = answers.filter((answer) => answer.type === 'error');
      expect(waitedOut).toEqual(
        Array.from({ length: 5 }, () => ({
          type: 'error',
          code: 'tooManyMessages',
          detail: expect.stringMatching(/^You are sending messages too quickly\. Please wait \d+ seconds\.$/),
          retry_after: expect.any(Number),
        })),
      );
      for (const refusal of waitedOut) expect(Number(refusal.retry_after)).toBeGreaterThanOrEqual(1);
      const stored = await t.db
        .selectFrom('chat_messages')
        .select('message')
        .where('sender_id', '=', fan.user.id)
        .execute();
      expect(stored).toHaveLength(20);
    } finally {
      await mine.close();
    }
  });

  it('refuses a frame of an account suspended since the socket opened, and closes it', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const mine = await socketOf(fan);
    // Suspended behind the live events' back: only the frame's own check can notice.
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', fan.user.id).execute();
    const closed = new Promise<number>((resolve) => mine.socket.once('close', (code) => resolve(code)));
    expect(
      await frameAnswer(mine.socket, {
        type: 'send_message',
        recipient_id: photographer.user.id,
        message: 'still me?',
      }),
    ).toMatchObject({ type: 'error', code: 'accountSuspended' });
    expect(await closed).toBe(4001);
    expect(await t.db.selectFrom('chat_messages').select('id').where('sender_id', '=', fan.user.id).execute()).toEqual(
      [],
    );
  });
});

import { chatLimits, errorText, type ChatMessage, type ConversationPage, type UnreadCount } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const send = (from: NewUser, to: NewUser | string, message: unknown) =>
  t.call<ChatMessage>('POST', '/api/chat/send', {
    token: from.access_token,
    body: { recipient_id: typeof to === 'string' ? to : to.user.id, message, message_type: 'text' },
  });
const thread = (reader: NewUser, other: NewUser, query = '') =>
  t.call<ChatMessage[]>('GET', `/api/chat/messages/${other.user.id}${query}`, { token: reader.access_token });
const unread = async (reader: NewUser) =>
  (await t.call<UnreadCount>('GET', '/api/chat/unread-count', { token: reader.access_token })).body.unread_count;
const conversations = (reader: NewUser, query = '') =>
  t.call<ConversationPage['items']>('GET', `/api/chat/conversations${query}`, { token: reader.access_token });
const messageRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/chat/send', () => {
  it('starts a conversation with a photographer and answers the stored message', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const sent = await send(fan, photographer, '  Namaste! Are you free on 12 Falgun?  ');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      sender_id: fan.user.id,
      recipient_id: photographer.user.id,
      message: 'Namaste! Are you free on 12 Falgun?',
      message_type: 'text',
      read_at: null,
    });
    const list = await conversations(photographer);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: sent.body.conversation_id,
      user_id: fan.user.id,
      photographer_id: photographer.user.id,
      user_username: fan.user.username,
      photographer_username: photographer.user.username,
      last_message: 'Namaste! Are you free on 12 Falgun?',
      unread_count: 1,
    });
    expect(list.body[0]?.other_user).toMatchObject({ id: fan.user.id, username: fan.user.username, role: 'user' });
  });

  it('keeps one conversation per pair, whoever writes', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const first = await send(fan, photographer, 'Hello');
    const reply = await send(photographer, fan, 'Hello to you');
    expect(reply.status).toBe(200);
    expect(reply.body.conversation_id).toBe(first.body.conversation_id);
    expect((await conversations(fan)).body).toHaveLength(1);
  });

  it('refuses blank messages and messages over 2,000 characters, storing nothing', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const before = await messageRows();
    const blank = await send(fan, photographer, '   \n ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'messageBlank', detail: errorText('messageBlank') });
    const long = await send(fan, photographer, 'क'.repeat(chatLimits.messageMax + 1));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'messageTooLong', detail: 'Message must be at most 2,000 characters' });
    expect((await send(fan, photographer, 'क'.repeat(chatLimits.messageMax))).status).toBe(200);
    expect(await messageRows()).toBe(before + 1);
  });

  it('keeps a message that looks like JSON as the text it is', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    await send(fan, photographer, '[1,2]');
    const read = await thread(photographer, fan);
    expect(read.body[0]?.message).toBe('[1,2]');
  });

  it('asks a visitor to log in, in the product’s words', async () => {
    const photographer = await newPhotographer(t);
    const reply = await t.call('POST', '/api/chat/send', {
      body: { recipient_id: photographer.user.id, message: 'hi' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'loginToChat', detail: 'Please login to start chatting' });
  });

  it('refuses a chat with oneself, with nobody, and with a suspended account', async () => {
    const fan = await newUser(t);
    const suspended = await newPhotographer(t);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', suspended.user.id).execute();
    expect((await send(fan, fan, 'me')).body).toMatchObject({ code: 'chatWithSelf' });
    expect((await send(fan, 'no-such-account', 'hi')).status).toBe(404);
    const toSuspended = await send(fan, suspended, 'hi');
    expect(toSuspended.status).toBe(404);
    expect(toSuspended.body).toMatchObject({ code: 'chatPartnerNotFound' });
  });

  it('starts chats with photographers only; whoever was written to may answer', async () => {
    const fan = await newUser(t);
    const otherFan = await newUser(t);
    const photographer = await newPhotographer(t);
    const refused = await send(fan, otherFan, 'hi');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'chatOnlyWithPhotographers' });
    expect((await send(photographer, fan, 'Can I help?')).status).toBe(403);
    await send(fan, photographer, 'Hello');
    expect((await send(photographer, fan, 'Can I help?')).status).toBe(200);
  });

  it('does not let a suspended user send', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', fan.user.id).execute();
    const reply = await send(fan, photographer, 'still here?');
    expect(reply.status).toBe(401);
    expect(await t.db.selectFrom('chat_messages').select('id').where('sender_id', '=', fan.user.id).execute()).toEqual(
      [],
    );
  });
});

describe('GET /api/chat/messages/{otherUserId}', () => {
  it('pages the thread newest first and marks what the reader received read', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    for (let index = 1; index <= 5; index += 1) await send(fan, photographer, `message ${index}`);
    await send(photographer, fan, 'reply');
    expect(await unread(photographer)).toBe(5);
    expect(await unread(fan)).toBe(1);

    const first = await thread(photographer, fan, '?limit=4');
    expect(first.body.map((message) => message.message)).toEqual(['reply', 'message 5', 'message 4', 'message 3']);
    const cursor = String(first.headers['x-next-cursor']);
    const second = await thread(photographer, fan, `?limit=4&cursor=${cursor}`);
    expect(second.body.map((message) => message.message)).toEqual(['message 2', 'message 1']);
    expect(second.headers['x-next-cursor']).toBeUndefined();

    expect(await unread(photographer)).toBe(0);
    expect(await unread(fan)).toBe(1);
    expect(second.body.every((message) => message.read_at !== null)).toBe(true);
    const [conversation] = (await conversations(fan)).body;
    expect(conversation).toMatchObject({
      unread_count: 1,
      last_message: 'reply',
      last_sender_id: photographer.user.id,
    });
  });

  it('shows the sender that the newest message was seen', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    await send(fan, photographer, 'seen yet?');
    expect((await conversations(fan)).body[0]?.last_message_read).toBe(false);
    await thread(photographer, fan);
    expect((await conversations(fan)).body[0]?.last_message_read).toBe(true);
  });

  it('opens an empty thread with a photographer before the first message, and refuses an unknown account', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const empty = await t.call<{ items: ChatMessage[] }>('GET', `/api/chat/messages/${photographer.user.id}`, {
      token: fan.access_token,
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect((await t.call('GET', '/api/chat/messages/nobody', { token: fan.access_token })).status).toBe(404);
  });

  it('does not open a thread with a regular user who never wrote, nor pass typing on to them', async () => {
    const fan = await newUser(t);
    const otherFan = await newUser(t);
    const refused = await thread(fan, otherFan);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'chatOnlyWithPhotographers' });
    const typing = await t.call('POST', '/api/chat/typing', {
      token: fan.access_token,
      body: { recipient_id: otherFan.user.id },
    });
    expect(typing.body).toEqual({ sent: false });
  });

  it('refuses a cursor it did not make', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const reply = await thread(fan, photographer, '?cursor=not-a-cursor');
    expect([200, 400]).toContain(reply.status);
    await send(fan, photographer, 'hi');
    const refused = await thread(fan, photographer, '?cursor=%7B%7D');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'cursorInvalid' });
  });
});

describe('deleting an account', () => {
  it('takes its conversations, messages and notices with it, and the other party’s list forgets them', async () => {
    const admin = await newUser(t, { role: 'admin' });
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    await send(fan, photographer, 'hello');
    await send(photographer, fan, 'hi there');
    expect((await t.call('DELETE', `/api/admin/users/${fan.user.id}`, { token: admin.access_token })).status).toBe(200);
    expect((await conversations(photographer)).body).toEqual([]);
    expect(await unread(photographer)).toBe(0);
    const left = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where((eb) => eb.or([eb('sender_id', '=', fan.user.id), eb('recipient_id', '=', fan.user.id)]))
      .execute();
    expect(left).toEqual([]);
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', fan.user.id).execute()).toEqual(
      [],
    );
  });
});

describe('GET /api/chat/conversations', () => {
  it('lists the newest activity first, a page at a time', async () => {
    const photographer = await newPhotographer(t);
    const fans = [await newUser(t), await newUser(t), await newUser(t)];
    for (const fan of fans) await send(fan, photographer, `from ${fan.user.username}`);
    await send(fans[0] as NewUser, photographer, 'again');
    const first = await conversations(photographer, '?limit=2');
    expect(first.body.map((conversation) => conversation.other_user.id)).toEqual([fans[0]?.user.id, fans[2]?.user.id]);
    expect(first.body[0]).toMatchObject({ last_message: 'again', unread_count: 2 });
    const second = await conversations(photographer, `?limit=2&cursor=${String(first.headers['x-next-cursor'])}`);
    expect(second.body.map((conversation) => conversation.other_user.id)).toEqual([fans[1]?.user.id]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('puts the newest message first when several share one millisecond', async () => {
    const photographer = await newPhotographer(t);
    const fans = [await newUser(t), await newUser(t)];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now());
      for (const fan of fans) await send(fan, photographer, `from ${fan.user.username}`);
      await send(fans[0] as NewUser, photographer, 'again');
      const page = await conversations(photographer, '?limit=1');
      expect(page.body.map((conversation) => conversation.other_user.id)).toEqual([fans[0]?.user.id]);
      const rest = await conversations(photographer, `?limit=1&cursor=${String(page.headers['x-next-cursor'])}`);
      expect(rest.body.map((conversation) => conversation.other_user.id)).toEqual([fans[1]?.user.id]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is the caller’s own: nobody else’s conversations show', async () => {
    const stranger = await newUser(t);
    expect((await conversations(stranger)).body).toEqual([]);
    expect(await unread(stranger)).toBe(0);
  });
});

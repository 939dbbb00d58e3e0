import { newId } from '@tasbir/db';
import type { UnreadCount } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from './chat.fixtures.js';
import { senderOver, transports, type SendAnswer } from './chat.transports.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await listening(t);
});
afterAll(() => t.close());

const unreadOf = async (account: NewUser) =>
  (await t.call<UnreadCount>('GET', '/api/chat/unread-count', { token: account.access_token })).body.unread_count;
const storedFrom = async (account: NewUser) =>
  Number(
    (
      await t.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('sender_id', '=', account.user.id)
        .executeTakeFirstOrThrow()
    ).count,
  );
const sentOf = (answer: SendAnswer) => {
  if (!('sent' in answer)) throw new Error(`refused: ${JSON.stringify(answer.refused)}`);
  return answer.sent;
};

describe('chat send limits', () => {
  for (const transport of transports) {
    it(`refuses the 21st message in ten seconds over ${transport}, storing nothing`, async () => {
      const fan = await newUser(t);
      const photographer = await newPhotographer(t);
      const sender = await senderOver(transport, t, base, fan);
      try {
        for (let index = 1; index <= 20; index += 1)
          sentOf(await sender.send({ recipient_id: photographer.user.id, message: `message ${index}` }));
        const refused = await sender.send({ recipient_id: photographer.user.id, message: 'message 21' });
        expect(refused).toEqual({
          refused: {
            status: transport === 'the literal chat socket' ? undefined : 429,
            code: 'tooManyMessages',
            retry_after: expect.any(Number),
          },
        });
        const retryAfter = 'refused' in refused ? Number(refused.refused.retry_after) : 0;
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(10);
        expect(await storedFrom(fan)).toBe(20);
        expect(await unreadOf(photographer)).toBe(20);
      } finally {
        await sender.close();
      }
    });
  }

  it('counts one sender’s messages together, whichever way each came', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const senders = await Promise.all(transports.map((transport) => senderOver(transport, t, base, fan)));
    try {
      for (let index = 0; index < 20; index += 1)
        sentOf(await senders[index % 4]!.send({ recipient_id: photographer.user.id, message: `message ${index}` }));
      for (const sender of senders)
        expect(await sender.send({ recipient_id: photographer.user.id, message: 'one more' })).toMatchObject({
          refused: { code: 'tooManyMessages' },
        });
    } finally {
      await Promise.all(senders.map((sender) => sender.close()));
    }
  });

  it('limits each sender on their own', async () => {
    const [first, second] = [await newUser(t), await newUser(t)];
    const photographer = await newPhotographer(t);
    const [one, two] = [await senderOver('REST', t, base, first), await senderOver('REST', t, base, second)];
    for (let index = 0; index < 20; index += 1)
      sentOf(await one.send({ recipient_id: photographer.user.id, message: `m${index}` }));
    expect(await one.send({ recipient_id: photographer.user.id, message: 'again' })).toMatchObject({
      refused: { code: 'tooManyMessages' },
    });
    sentOf(await two.send({ recipient_id: photographer.user.id, message: 'hello' }));
  });
});

describe('a send with an Idempotency-Key', () => {
  for (const transport of transports) {
    it(`is stored once and answered again when retried over ${transport}; the unread count moves by one`, async () => {
      const fan = await newUser(t);
      const photographer = await newPhotographer(t);
      const sender = await senderOver(transport, t, base, fan);
      try {
        const fields = {
          recipient_id: photographer.user.id,
          message: 'Are you free on Saturday?',
          idempotency_key: 'tap-1',
        };
        const first = sentOf(await sender.send(fields));
        const again = sentOf(await sender.send(fields));
        expect(again).toEqual(first);
        expect(await storedFrom(fan)).toBe(1);
        expect(await unreadOf(photographer)).toBe(1);
      } finally {
        await sender.close();
      }
    });
  }

  it('stores a send fired five times at once with one key once', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const sender = await senderOver('REST', t, base, fan);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        sender.send({ recipient_id: photographer.user.id, message: 'hello?', idempotency_key: 'double-tap' }),
      ),
    );
    expect(new Set(answers.map((answer) => sentOf(answer).id)).size).toBe(1);
    expect(await storedFrom(fan)).toBe(1);
    expect(await unreadOf(photographer)).toBe(1);
  });

  it('does not count a retry against the limit', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const sender = await senderOver('REST', t, base, fan);
    const keyed = { recipient_id: photographer.user.id, message: 'hello', idempotency_key: 'hello-1' };
    const first = sentOf(await sender.send(keyed));
    for (let retry = 0; retry < 25; retry += 1) expect(sentOf(await sender.send(keyed)).id).toBe(first.id);
    for (let index = 2; index <= 20; index += 1)
      sentOf(await sender.send({ recipient_id: photographer.user.id, message: `message ${index}` }));
    expect(await sender.send({ recipient_id: photographer.user.id, message: 'message 21' })).toMatchObject({
      refused: { code: 'tooManyMessages' },
    });
    expect(await storedFrom(fan)).toBe(20);
  });

  it('answers 422 idempotencyKeyReused when the key comes back with another message, storing nothing', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    for (const transport of transports) {
      const sender = await senderOver(transport, t, base, fan);
      try {
        const key = `key-${transport}`;
        sentOf(
          await sender.send({ recipient_id: photographer.user.id, message: 'momo tonight?', idempotency_key: key }),
        );
        const reused = await sender.send({
          recipient_id: photographer.user.id,
          message: 'marigolds tonight?',
          idempotency_key: key,
        });
        expect(reused, transport).toEqual({
          refused: {
            status: transport === 'the literal chat socket' ? undefined : 422,
            code: 'idempotencyKeyReused',
            retry_after: undefined,
          },
        });
      } finally {
        await sender.close();
      }
    }
    expect(await storedFrom(fan)).toBe(transports.length);
    expect(await unreadOf(photographer)).toBe(transports.length);
  });

  it('refuses a message to oneself as chatWithSelf, even under a key that sent another message', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    for (const transport of transports) {
      const sender = await senderOver(transport, t, base, fan);
      try {
        const key = `self-${transport}`;
        sentOf(
          await sender.send({ recipient_id: photographer.user.id, message: 'momo tonight?', idempotency_key: key }),
        );
        const toSelf = await sender.send({ recipient_id: fan.user.id, message: 'momo tonight?', idempotency_key: key });
        expect(toSelf, transport).toEqual({
          refused: {
            status: transport === 'the literal chat socket' ? undefined : 400,
            code: 'chatWithSelf',
            retry_after: undefined,
          },
        });
      } finally {
        await sender.close();
      }
    }
    expect(await storedFrom(fan)).toBe(transports.length);
  });

  it('refuses a key in the header and another in the body', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t);
    const body = { recipient_id: photographer.user.id, message: 'hello', idempotency_key: 'body-key' };
    const differ = await t.call('POST', '/api/chat/send', {
      token: fan.access_token,
      body,
      headers: { 'idempotency-key': 'header-key' },
    });
    expect([differ.status, differ.body.code]).toEqual([400, 'idempotencyKeyMismatch']);
    expect(await storedFrom(fan)).toBe(0);
    const agree = await t.call('POST', '/api/chat/send', {
      token: fan.access_token,
      body,
      headers: { 'idempotency-key': 'body-key' },
    });
    expect(agree.status).toBe(200);
  });
});

describe('new conversations', () => {
  /** Conversations the fan started, as sends would have left them, `hoursAgo` hours ago. */
  async function conversationsStarted(fan: NewUser, count: number, hoursAgo: number): Promise<NewUser[]> {
    const partners: NewUser[] = [];
    const at = new Date(Date.now() - hoursAgo * 3600_000).toISOString();
    for (let index = 0; index < count; index += 1) {
      const photographer = await newPhotographer(t);
      partners.push(photographer);
      const [a, b] = [fan.user.id, photographer.user.id].sort();
      const id = newId();
      await t.db
        .insertInto('conversations')
        .values({
          id,
          pair_key: `${a}:${b}`,
          user_id: fan.user.id,
          photographer_id: photographer.user.id,
          last_message_id: null,
          last_message_at: at,
          created_at: at,
        })
        .execute();
      await t.db
        .insertInto('chat_messages')
        .values({
          id,
          conversation_id: id,
          sender_id: fan.user.id,
          recipient_id: photographer.user.id,
          message: 'hello',
          message_type: 'text',
          created_at: at,
          read_at: null,
        })
        .execute();
    }
    return partners;
  }

  it('refuses a 31st new conversation in a day, while chats already open go on', async () => {
    const fan = await newUser(t);
    const [known] = await conversationsStarted(fan, 30, 1);
    const stranger = await newPhotographer(t);
    const refused = await t.call('POST', '/api/chat/send', {
      token: fan.access_token,
      body: { recipient_id: stranger.user.id, message: 'hello' },
    });
    expect([refused.status, refused.body.code]).toEqual([429, 'tooManyNewConversations']);
    // The oldest of the day's conversations leaves the day's count in about 23 hours.
    expect(refused.body.params).toEqual({ retry_after: expect.any(Number) });
    expect(Number((refused.body.params as { retry_after: number }).retry_after)).toBeGreaterThan(22 * 3600);
    expect(refused.headers['retry-after']).toBe(String((refused.body.params as { retry_after: number }).retry_after));
    expect(
      await t.db
        .selectFrom('conversations')
        .select('id')
        .where('user_id', '=', fan.user.id)
        .where('photographer_id', '=', stranger.user.id)
        .execute(),
    ).toEqual([]);
    const ongoing = await t.call('POST', '/api/chat/send', {
      token: fan.access_token,
      body: { recipient_id: known!.user.id, message: 'and another thing' },
    });
    expect(ongoing.status).toBe(200);
  });

  it('answers someone who wrote first, however many conversations the day has started', async () => {
    const photographer = await newPhotographer(t);
    await conversationsStarted(photographer, 30, 1);
    const fan = await newUser(t);
    expect(
      (
        await t.call('POST', '/api/chat/send', {
          token: fan.access_token,
          body: { recipient_id: photographer.user.id, message: 'hello' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/chat/send', {
          token: photographer.access_token,
          body: { recipient_id: fan.user.id, message: 'namaste' },
        })
      ).status,
    ).toBe(200);
  });

  it('counts only the last day’s', async () => {
    const fan = await newUser(t);
    await conversationsStarted(fan, 30, 25);
    const stranger = await newPhotographer(t);
    expect(
      (
        await t.call('POST', '/api/chat/send', {
          token: fan.access_token,
          body: { recipient_id: stranger.user.id, message: 'hello' },
        })
      ).status,
    ).toBe(200);
  });
});

import type { BlockList, Comment, ThreadPage } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFields } from './bookings.fixtures.js';
import { listening } from './chat.fixtures.js';
import { senderOver, transports } from './chat.transports.js';
import { grantCredits, sendGift } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { insertReel } from './hardening.massAssignment.fixtures.js';

/** Blocks between accounts (docs/decisions/021-review-replies-and-blocks.md). */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await listening(t);
});
afterAll(() => t.close());

const block = (by: NewUser, id: string) => t.call('POST', `/api/users/${id}/block`, { token: by.access_token });
const unblock = (by: NewUser, id: string) => t.call('DELETE', `/api/users/${id}/block`, { token: by.access_token });
const blocksOf = async (account: NewUser) =>
  (await t.call<BlockList>('GET', '/api/users/blocks', { token: account.access_token })).body.blocks;
const say = (from: NewUser, to: NewUser, message = 'Namaste, are you free in Mangsir?') =>
  t.call('POST', '/api/chat/send', {
    token: from.access_token,
    body: { recipient_id: to.user.id, message, message_type: 'text' },
  });
const threadWith = (caller: NewUser, other: NewUser) =>
  t.call<ThreadPage & { code?: string }>(
    'GET',
    `/trpc/chat.messages?input=${encodeURIComponent(JSON.stringify({ other_user_id: other.user.id }))}`,
    { token: caller.access_token },
  );

describe('blocking and unblocking', () => {
  it('blocks an account, lists it, and blocking again keeps one block', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    expect(await block(photographer, fan.user.id)).toMatchObject({
      status: 200,
      body: { user_id: fan.user.id, blocked: true },
    });
    expect((await block(photographer, fan.user.id)).status).toBe(200);
    const listed = await blocksOf(photographer);
    expect(listed.map((one) => [one.id, one.username, one.role])).toEqual([[fan.user.id, fan.user.username, 'user']]);
    expect(Date.parse(listed[0]?.blocked_at ?? '')).not.toBeNaN();
    expect(await blocksOf(fan)).toEqual([]);
  });

  it('unblocks, and unblocking again answers the same', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await block(fan, photographer.user.id);
    for (let round = 0; round < 2; round += 1)
      expect(await unblock(fan, photographer.user.id)).toMatchObject({
        status: 200,
        body: { user_id: photographer.user.id, blocked: false },
      });
    expect(await blocksOf(fan)).toEqual([]);
  });

  it('refuses blocking oneself', async () => {
    const fan = await newUser(t);
    expect(await block(fan, fan.user.id)).toMatchObject({
      status: 403,
      body: { code: 'blockSelf', detail: 'You cannot block yourself' },
    });
    expect(await blocksOf(fan)).toEqual([]);
  });

  it('answers 404 for an unknown account', async () => {
    const fan = await newUser(t);
    expect(await block(fan, 'nobody-here')).toMatchObject({ status: 404, body: { code: 'userNotFound' } });
    expect((await unblock(fan, 'nobody-here')).status).toBe(404);
  });

  it('asks a visitor to log in', async () => {
    const photographer = await newPhotographer(t);
    expect(await t.call('POST', `/api/users/${photographer.user.id}/block`)).toMatchObject({
      status: 401,
      body: { code: 'loginToBlock' },
    });
    expect((await t.call('GET', '/api/users/blocks')).status).toBe(401);
  });

  it('lets an admin block and be blocked like anyone', async () => {
    const admin = await newUser(t, { role: 'admin' });
    const fan = await newUser(t);
    expect((await block(admin, fan.user.id)).status).toBe(200);
    expect((await block(fan, admin.user.id)).status).toBe(200);
  });

  it('speaks Nepali when asked', async () => {
    const fan = await newUser(t);
    const reply = await t.call('POST', `/api/users/${fan.user.id}/block`, {
      token: fan.access_token,
      headers: { 'accept-language': 'ne' },
    });
    expect(reply.body.detail).toBe('तपाईं आफैंलाई ब्लक गर्न सक्नुहुन्न');
  });

  it('goes with either account', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await block(photographer, fan.user.id);
    const admin = await newUser(t, { role: 'admin' });
    expect((await t.call('DELETE', `/api/admin/users/${fan.user.id}`, { token: admin.access_token })).status).toBe(200);
    expect(await blocksOf(photographer)).toEqual([]);
  });
});

describe('messages across a block', () => {
  for (const transport of transports) {
    it(`refuses the blocked account's message over ${transport}, and the blocker's, storing nothing`, async () => {
      const photographer = await newPhotographer(t);
      const fan = await newUser(t);
      expect((await say(fan, photographer)).status).toBe(200);
      await block(photographer, fan.user.id);
      const fromFan = await senderOver(transport, t, base, fan);
      const fromPhotographer = await senderOver(transport, t, base, photographer);
      try {
        const refused = await fromFan.send({ recipient_id: photographer.user.id, message: 'Hello again?' });
        expect(refused).toMatchObject({ refused: { code: 'blocked' } });
        if (transport !== 'the literal chat socket') expect(refused).toMatchObject({ refused: { status: 403 } });
        const back = await fromPhotographer.send({ recipient_id: fan.user.id, message: 'One more thing' });
        expect(back).toMatchObject({ refused: { code: 'blockedByYou' } });
      } finally {
        await fromFan.close();
        await fromPhotographer.close();
      }
      const stored = await t.db
        .selectFrom('chat_messages')
        .select('message')
        .where('sender_id', 'in', [fan.user.id, photographer.user.id])
        .execute();
      expect(stored.map((row) => row.message)).toEqual(['Namaste, are you free in Mangsir?']);
    });
  }

  it('answers the REST refusal with its English and Nepali sentences', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await block(photographer, fan.user.id);
    expect((await say(fan, photographer)).body).toMatchObject({
      code: 'blocked',
      detail: 'This account has blocked you: you cannot message, book or send gifts to them',
    });
    const nepali = await t.call('POST', '/api/chat/send', {
      token: fan.access_token,
      headers: { 'accept-language': 'ne' },
      body: { recipient_id: photographer.user.id, message: 'Namaste', message_type: 'text' },
    });
    expect(nepali.body.detail).toBe('यो खाताले तपाईंलाई ब्लक गरेको छ: तपाईं उहाँलाई सन्देश, बुकिङ वा उपहार पठाउन सक्नुहुन्न');
  });

  it('refuses opening a new chat across a block, either way', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await block(photographer, fan.user.id);
    const opened = await threadWith(fan, photographer);
    expect(opened.status).toBe(403);
    expect(JSON.stringify(opened.body)).toContain('"errorCode":"blocked"');
    const [other, blocker] = [await newPhotographer(t), await newUser(t)];
    await block(blocker, other.user.id);
    expect(
      (await t.call('GET', `/api/chat/messages/${other.user.id}`, { token: blocker.access_token })).body,
    ).toMatchObject({ code: 'blockedByYou' });
  });

  it('keeps an existing conversation readable by both, marked with the block', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await say(fan, photographer);
    await block(fan, photographer.user.id);
    const mine = await threadWith(fan, photographer);
    const theirs = await threadWith(photographer, fan);
    const page = (reply: typeof mine) => (reply.body as unknown as { result: { data: ThreadPage } }).result.data;
    expect([page(mine).block, page(mine).items.length]).toEqual(['by_me', 1]);
    expect([page(theirs).block, page(theirs).items.length]).toEqual(['by_them', 1]);
  });

  it('lets them write again once unblocked', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await block(photographer, fan.user.id);
    expect((await say(fan, photographer)).status).toBe(403);
    await unblock(photographer, fan.user.id);
    expect((await say(fan, photographer)).status).toBe(200);
    expect((await say(photographer, fan, 'Yes, I am free')).status).toBe(200);
  });

  it('leaves other accounts free to write to the blocker', async () => {
    const photographer = await newPhotographer(t);
    const [blocked, stranger] = [await newUser(t), await newUser(t)];
    await block(photographer, blocked.user.id);
    expect((await say(stranger, photographer)).status).toBe(200);
  });
});

describe('bookings and gifts across a block', () => {
  it('refuses a booking request from the blocked account, and from the blocker, until unblocked', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await block(photographer, fan.user.id);
    const request = (by: NewUser) =>
      t.call('POST', '/api/bookings', { token: by.access_token, body: bookingFields(photographer.user.id) });
    expect(await request(fan)).toMatchObject({ status: 403, body: { code: 'blocked' } });
    expect(await t.db.selectFrom('bookings').select('id').where('user_id', '=', fan.user.id).execute()).toEqual([]);
    await unblock(photographer, fan.user.id);
    await block(fan, photographer.user.id);
    expect(await request(fan)).toMatchObject({ status: 403, body: { code: 'blockedByYou' } });
    await unblock(fan, photographer.user.id);
    expect((await request(fan)).status).toBe(200);
  });

  it('refuses a gift from the blocked account and charges nothing, until unblocked', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await grantCredits(t, fan.user.id, 500);
    await block(photographer, fan.user.id);
    const gift = () => sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'momo' });
    expect(await gift()).toMatchObject({ status: 403, body: { code: 'blocked' } });
    const credits = async () =>
      (await t.db.selectFrom('users').select('credits').where('id', '=', fan.user.id).executeTakeFirstOrThrow())
        .credits;
    expect(await credits()).toBe(500);
    await unblock(photographer, fan.user.id);
    await block(fan, photographer.user.id);
    expect(await gift()).toMatchObject({ status: 403, body: { code: 'blockedByYou' } });
    await unblock(fan, photographer.user.id);
    expect((await gift()).status).toBe(200);
  });

  it('lets a stranger book and gift the blocker', async () => {
    const photographer = await newPhotographer(t);
    const [blocked, stranger] = [await newUser(t), await newUser(t)];
    await block(photographer, blocked.user.id);
    await grantCredits(t, stranger.user.id, 500);
    expect(
      (await sendGift(t, stranger.access_token, { recipient_id: photographer.user.id, gift_type: 'momo' })).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/bookings', {
          token: stranger.access_token,
          body: bookingFields(photographer.user.id),
        })
      ).status,
    ).toBe(200);
  });
});

describe('comments across a block', () => {
  it('hides the blocked account’s reel comments from the blocker only, until unblocked', async () => {
    const photographer = await newPhotographer(t);
    const [troll, fan] = [await newUser(t), await newUser(t)];
    const reelId = await insertReel(t, photographer.user.id);
    for (const [author, text] of [
      [troll, 'Overpriced!'],
      [fan, 'Beautiful light'],
    ] as const)
      expect(
        (
          await t.call('POST', `/api/reels/${reelId}/comment`, {
            token: author.access_token,
            body: { comment_text: text },
          })
        ).status,
      ).toBe(200);
    await block(photographer, troll.user.id);
    const commentsFor = async (viewer?: NewUser) =>
      (
        await t.call<Comment[]>('GET', `/api/reels/${reelId}/comments`, viewer ? { token: viewer.access_token } : {})
      ).body.map((comment) => comment.text);
    expect(await commentsFor(photographer)).toEqual(['Beautiful light']);
    expect(await commentsFor(fan)).toEqual(['Overpriced!', 'Beautiful light']);
    expect(await commentsFor(troll)).toEqual(['Overpriced!', 'Beautiful light']);
    expect(await commentsFor()).toEqual(['Overpriced!', 'Beautiful light']);
    await unblock(photographer, troll.user.id);
    expect(await commentsFor(photographer)).toEqual(['Overpriced!', 'Beautiful light']);
  });
});

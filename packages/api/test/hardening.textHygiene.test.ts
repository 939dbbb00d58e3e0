import type { Photo } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits, sendGift } from './economy.factories.js';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, photoBytes, setPlan } from './media.fixtures.js';

/**
 * Invisible and bidi characters (issue 21, item 10): a text of nothing but zero-width characters is
 * blank, and a one-line field keeps no bidi override; texts of several lines keep theirs (the web
 * shows them isolated).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const zeroWidth = '\u200b\u200b\u200c\u200d\u2060\ufeff';
const rlo = '\u202e';

describe('invisible characters', () => {
  it('refuses a chat message of zero-width spaces as blank, and stores nothing', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    const reply = await t.call('POST', '/api/chat/send', {
      token: fan.access_token,
      body: { recipient_id: photographer.user.id, message: zeroWidth, message_type: 'text' },
    });
    expect([reply.status, reply.body.code]).toEqual([400, 'messageBlank']);
    expect(await t.db.selectFrom('chat_messages').select('id').where('sender_id', '=', fan.user.id).execute()).toEqual(
      [],
    );
  });

  it('stores a gift message of zero-width spaces as no message', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await grantCredits(t, fan.user.id, 1000);
    const reply = await sendGift(t, fan.access_token, {
      recipient_id: photographer.user.id,
      gift_type: 'momo',
      message: zeroWidth,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.transaction.message).toBeNull();
  });
});

describe('bidi overrides', () => {
  it('are removed from a photo title and location', async () => {
    const photographer = await newPhotographer(t);
    await setPlan(t, photographer.user.id, 'gold');
    const body = {
      title: `Indra ${rlo}artaJ\u2066`,
      location: `\u202bBasantapur`,
      image_data: dataUrl(await photoBytes('jpeg', 120, 80)),
    };
    const reply = await t.call<Photo>('POST', '/api/photos', { token: photographer.access_token, body });
    expect(reply.status).toBe(200);
    expect([reply.body.title, reply.body.location]).toEqual(['Indra artaJ', 'Basantapur']);
    const row = await t.db
      .selectFrom('photos')
      .select(['title', 'location'])
      .where('id', '=', reply.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Indra artaJ', location: 'Basantapur' });
  });

  it('are removed from a profile’s place, and stay in its bio', async () => {
    const photographer = await newPhotographer(t);
    const reply = await t.call('PUT', '/api/profile', {
      token: photographer.access_token,
      body: { bio: `Weddings ${rlo}sgniddew`, location: `Lake${rlo}side` },
    });
    expect(reply.status).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['bio', 'location'])
      .where('id', '=', photographer.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ bio: `Weddings ${rlo}sgniddew`, location: 'Lakeside' });
  });
});

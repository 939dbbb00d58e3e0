import type { Booking, Photo } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFields, requestBooking } from './bookings.fixtures.js';
import { grantCredits, sendGift } from './economy.factories.js';
import { newPhotographer, newUser } from './factories.js';
import { insertReel } from './hardening.massAssignment.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, photoBytes, setPlan } from './media.fixtures.js';

/**
 * Control characters (issue 13, headers and hygiene): whatever text a client sends, what is stored
 * has no NUL or other control character (PostgreSQL would refuse a NUL outright), while line breaks
 * stay in texts of several lines and Nepali joiners and emoji stay everywhere.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const nul = '\u0000';
/** A text as a hostile or broken client sends it. */
const dirty = (text: string) => `${nul}${text.replace(/ /g, `${nul} `)}\u0007\u001b\u0085`;
const hasControls = (text: string | null | undefined) => /[\p{Cc}]/u.test((text ?? '').replace(/\n/g, ''));
const nepali = 'शक्‌ति र्‍य 🙏🏽';

describe('control characters in what clients send', () => {
  it('are stripped from a profile’s one-line fields and its bio, which keeps its lines', async () => {
    const photographer = await newPhotographer(t);
    const reply = await t.call('PUT', '/api/profile', {
      token: photographer.access_token,
      body: { bio: dirty(`Weddings\nand pasni ${nepali}`), location: dirty('Lakeside\nroad'), city: dirty('Dharan') },
    });
    expect(reply.status).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['bio', 'location', 'city'])
      .where('id', '=', photographer.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ bio: `Weddings\nand pasni ${nepali}`, location: 'Lakeside road', city: 'Dharan' });
  });

  it('are stripped from a photo’s title and description', async () => {
    const photographer = await newPhotographer(t);
    await setPlan(t, photographer.user.id, 'gold');
    const body = {
      title: dirty('Indra Jatra'),
      description: dirty('Day one\nDay two'),
      category: dirty('Festival'),
      location: dirty('Basantapur'),
      image_data: dataUrl(await photoBytes('jpeg', 120, 80)),
    };
    const reply = await t.call<Photo>('POST', '/api/photos', { token: photographer.access_token, body });
    expect(reply.status).toBe(200);
    const row = await t.db
      .selectFrom('photos')
      .select(['title', 'description', 'category', 'location'])
      .where('id', '=', reply.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      title: 'Indra Jatra',
      description: 'Day one\nDay two',
      category: 'Festival',
      location: 'Basantapur',
    });
  });

  it('are stripped from a comment on a reel', async () => {
    const reelId = await insertReel(t, (await newPhotographer(t)).user.id);
    const fan = await newUser(t);
    expect(
      (
        await t.call('POST', `/api/reels/${reelId}/comment`, {
          token: fan.access_token,
          body: { comment_text: dirty('Ramro chha!') },
        })
      ).status,
    ).toBe(200);
    const rows = await t.db.selectFrom('reel_comments').select('text').where('reel_id', '=', reelId).execute();
    expect(rows.map((row) => row.text)).toEqual(['Ramro chha!']);
  });

  it('are stripped from a review', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    expect(
      (
        await t.call('POST', '/api/reviews', {
          token: fan.access_token,
          body: { photographer_id: photographer.user.id, rating: 5, comment: dirty(`Great work\n${nepali}`) },
        })
      ).status,
    ).toBe(200);
    const row = await t.db
      .selectFrom('reviews')
      .select('comment')
      .where('photographer_id', '=', photographer.user.id)
      .executeTakeFirstOrThrow();
    expect(row.comment).toBe(`Great work\n${nepali}`);
  });

  it('are stripped from a chat message, which keeps its lines', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    expect(
      (
        await t.call('POST', '/api/chat/send', {
          token: fan.access_token,
          body: { recipient_id: photographer.user.id, message: dirty('Namaste!\nFree in March?') },
        })
      ).status,
    ).toBe(200);
    const row = await t.db
      .selectFrom('chat_messages')
      .select('message')
      .where('recipient_id', '=', photographer.user.id)
      .executeTakeFirstOrThrow();
    expect(row.message).toBe('Namaste!\nFree in March?');
  });

  it('are stripped from a booking request’s place and requirements', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    const reply = await requestBooking(
      t,
      fan,
      bookingFields(photographer.user.id, {
        event_location: dirty('Hotel\nBarahi, Pokhara'),
        special_requirements: dirty('Drone shots\nplease'),
      }),
    );
    expect(reply.status).toBe(200);
    const row = await t.db
      .selectFrom('bookings')
      .select(['event_location', 'special_requirements'])
      .where('id', '=', (reply.body satisfies Booking).id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ event_location: 'Hotel Barahi, Pokhara', special_requirements: 'Drone shots\nplease' });
  });

  it('are stripped from a gift’s message', async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    await grantCredits(t, fan.user.id, 600);
    expect(
      (
        await sendGift(t, fan.access_token, {
          recipient_id: photographer.user.id,
          gift_type: 'dhaka_topi',
          message: dirty('Badhai chha!'),
        })
      ).status,
    ).toBe(200);
    const row = await t.db
      .selectFrom('gift_transactions')
      .select('message')
      .where('recipient_id', '=', photographer.user.id)
      .executeTakeFirstOrThrow();
    expect(row.message).toBe('Badhai chha!');
  });

  it('are stripped from a portfolio’s description and equipment', async () => {
    const photographer = await newPhotographer(t);
    const body = {
      specializations: ['Event'],
      portfolio_description: dirty('Temples\nand lakes'),
      equipment: dirty('Sony A7 IV, Godox AD200'),
    };
    expect((await t.call('POST', '/api/portfolio', { token: photographer.access_token, body })).status).toBe(200);
    const row = await t.db
      .selectFrom('photographer_profiles')
      .select(['portfolio_description', 'equipment'])
      .where('user_id', '=', photographer.user.id)
      .executeTakeFirstOrThrow();
    expect(row.portfolio_description).toBe('Temples\nand lakes');
    expect(hasControls(JSON.stringify(row.equipment))).toBe(false);
    expect(JSON.stringify(row.equipment)).toContain('Godox AD200');
  });

  it('are stripped from a search, which finds what the clean text finds', async () => {
    const photographer = await newPhotographer(t, { username: `ctrl_search_${Date.now().toString(36)}` });
    const reply = await t.call<{ id: string }[]>(
      'GET',
      `/api/photographers?search=${encodeURIComponent(dirty(photographer.user.username))}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.map((item) => item.id)).toEqual([photographer.user.id]);
  });
});

import type { ChatMessage } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingIn, daysFromToday, newParties, pendingBooking, takeStep } from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { startCachingApp, visitorGet } from './listCache.writes.fixtures.js';
import { plusMinutes, restCard, threadsAnsweredAfter, trpcCard, trustRow } from './trust.fixtures.js';

/**
 * The trust figures kept at the events that change them, in the event's own transaction
 * (docs/decisions/019-trust-signals.md): a first reply in chat, a photographer's answer to a
 * request, a photographer's cancellation. The clock is fixed and moved by the test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let now: Date;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // A whole minute a little ahead of the real clock: tokens issued from here on are never from the future.
  now = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (minutes: number) => vi.setSystemTime(plusMinutes(now, minutes));

const chat = (t: TestApp, from: NewUser, to: NewUser, message = 'Namaste') =>
  expectOk(
    t.call<ChatMessage>('POST', '/api/chat/send', {
      token: from.access_token,
      body: { recipient_id: to.user.id, message },
    }),
  );

/** A photographer with four threads answered within 10 minutes two hours ago: one more and the figures show. */
async function photographerWithFourThreads(app: TestApp): Promise<NewUser> {
  const photographer = await newPhotographer(app);
  await threadsAnsweredAfter(app, photographer, plusMinutes(now, -120), [10, 10, 10, 10]);
  return photographer;
}

describe('a first reply in chat', () => {
  it('at 23:59 counts in time, on the card at once over REST and tRPC; later messages change nothing', async () => {
    const photographer = await photographerWithFourThreads(t);
    const client = await newUser(t);
    await chat(t, client, photographer);
    at(23 * 60 + 59);
    await chat(t, photographer, client, 'Dhanyabad! Which date?');
    const figures = { response_time_minutes: 10, response_rate: 100 };
    expect(await restCard(t, photographer)).toMatchObject(figures);
    expect(await trpcCard(t, photographer)).toMatchObject(figures);

    at(3 * 24 * 60);
    await chat(t, photographer, client, 'Still there?');
    expect(await trustRow(t, photographer)).toMatchObject({ ...figures, threads: 5 });
  });

  it('at 24:01 counts late', async () => {
    const photographer = await photographerWithFourThreads(t);
    const client = await newUser(t);
    await chat(t, client, photographer);
    at(24 * 60 + 1);
    await chat(t, photographer, client);
    expect(await restCard(t, photographer)).toMatchObject({ response_rate: 80, response_time_minutes: 10 });
  });

  it('over tRPC keeps them the same way', async () => {
    const photographer = await photographerWithFourThreads(t);
    const client = await newUser(t);
    await chat(t, client, photographer);
    at(30);
    const reply = await t.call('POST', '/trpc/chat.send', {
      token: photographer.access_token,
      body: { recipient_id: client.user.id, message: 'Hajur, bholi milchha' },
    });
    expect(reply.status).toBe(200);
    expect(await trpcCard(t, photographer)).toMatchObject({ response_rate: 100, response_time_minutes: 10 });
  });

  it('in a conversation the photographer did not start only; the client writing again answers nothing', async () => {
    const photographer = await photographerWithFourThreads(t);
    const client = await newUser(t);
    await chat(t, client, photographer);
    at(5);
    await chat(t, client, photographer, 'Hello?');
    expect(await trustRow(t, photographer)).toBeUndefined();
  });
});

describe("a photographer's answer to a booking request", () => {
  it('is accepting or declining it', async () => {
    const parties = await newParties(t);
    const accepted = await pendingBooking(t, parties);
    const declined = await pendingBooking(t, { ...parties, requester: await newUser(t) });
    at(30);
    await expectOk(takeStep(t, parties.photographer, accepted.id, 'accept'));
    at(45);
    await expectOk(takeStep(t, parties.photographer, declined.id, 'decline'));
    const answered = await t.db
      .selectFrom('bookings')
      .select(['id', 'answered_at'])
      .where('photographer_id', '=', parties.photographer.user.id)
      .orderBy('answered_at')
      .execute();
    expect(answered).toEqual([
      { id: accepted.id, answered_at: plusMinutes(now, 30).toISOString() },
      { id: declined.id, answered_at: plusMinutes(now, 45).toISOString() },
    ]);
    expect(await trustRow(t, parties.photographer)).toMatchObject({ threads: 2, response_rate: null });
  });

  it('is a chat message to its client when that comes first, and then counts for the request and the conversation', async () => {
    const photographer = await newPhotographer(t);
    await threadsAnsweredAfter(t, photographer, plusMinutes(now, -120), [10, 10, 10]);
    const client = await newUser(t);
    await chat(t, client, photographer, 'Are you free in Magh?');
    at(1);
    const booking = await pendingBooking(t, { requester: client, photographer });
    at(20);
    await chat(t, photographer, client, 'Yes! I saw your request.');
    at(60);
    await expectOk(takeStep(t, photographer, booking.id, 'decline'));
    const stored = await t.db
      .selectFrom('bookings')
      .select('answered_at')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.answered_at).toBe(plusMinutes(now, 20).toISOString());
    // 10, 10, 10; the conversation after 20 minutes, the request after 19: the median is 10.
    expect(await restCard(t, photographer)).toMatchObject({ response_rate: 100, response_time_minutes: 10 });
  });
});

describe('a cancellation', () => {
  it("by the photographer counts against their reliability at once; the client's does not", async () => {
    const parties = await newParties(t);
    const otherClient = await newUser(t);
    const theirs = await bookingIn(t, 'accepted', parties);
    const clients = await bookingIn(
      t,
      'accepted',
      { ...parties, requester: otherClient },
      { event_date: daysFromToday(40) },
    );
    at(60);
    await expectOk(takeStep(t, parties.photographer, theirs.id, 'cancel'));
    await expectOk(takeStep(t, otherClient, clients.id, 'cancel'));
    expect(await restCard(t, parties.photographer)).toMatchObject({ cancellations_last_year: 1 });
    expect(await trpcCard(t, parties.photographer)).toMatchObject({ cancellations_last_year: 1 });
  });
});

describe("the directory's cached cards (decision 005)", () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await startCachingApp();
  });
  afterAll(() => cached.close());

  /** What a visitor reads of the card: kept for a minute unless a write makes the directory stale. */
  const visitorCard = async (photographer: NewUser) =>
    (
      await visitorGet<{ bio: string | null; response_rate: number | null }>(
        cached,
        `/api/photographers/${photographer.user.id}`,
      )
    ).body;
  const setBio = (photographer: NewUser, bio: string) =>
    cached.db.updateTable('users').set({ bio }).where('id', '=', photographer.user.id).execute();

  it('move on when a first reply changes a figure, and stay through chat messages that change none', async () => {
    // Real time: the caches keep answers by the clock.
    vi.useRealTimers();
    now = new Date();
    const photographer = await photographerWithFourThreads(cached);
    const client = await newUser(cached);
    await chat(cached, client, photographer);
    expect(await visitorCard(photographer)).toMatchObject({ bio: null, response_rate: null });

    // Changed behind the API's back: only a write that makes the directory stale shows it.
    await setBio(photographer, 'Weddings in Pokhara');
    await chat(cached, client, photographer, 'Any news?');
    expect(await visitorCard(photographer)).toMatchObject({ bio: null, response_rate: null });

    await chat(cached, photographer, client, 'Yes, free that day');
    expect(await visitorCard(photographer)).toMatchObject({ bio: 'Weddings in Pokhara', response_rate: 100 });

    await setBio(photographer, 'Changed again');
    await chat(cached, photographer, client, 'Shall I hold it?');
    expect(await visitorCard(photographer)).toMatchObject({ bio: 'Weddings in Pokhara', response_rate: 100 });
  });
});

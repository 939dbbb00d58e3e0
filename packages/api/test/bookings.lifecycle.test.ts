import type { BookingStatus } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpen, listening, openChatSocket } from './chat.fixtures.js';
import {
  bookingFields,
  bookingIn,
  daysFromToday,
  moveEventDate,
  newParties,
  notificationsOf,
  pendingBooking,
  requestBooking,
  storedBooking,
  takeStep,
  type BookingStep,
  type Parties,
  type StatusWithoutAdvance,
} from './bookings.fixtures.js';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await listening(t);
});
afterAll(() => t.close());

/** Who takes a step: the requester cancels, the photographer does the rest. */
const takerOf = (parties: Parties, step: BookingStep) => (step === 'cancel' ? parties.requester : parties.photographer);

describe('the steps a booking may take', () => {
  const allowed: [StatusWithoutAdvance, BookingStep, BookingStatus][] = [
    ['pending', 'accept', 'accepted'],
    ['pending', 'decline', 'declined'],
    ['pending', 'cancel', 'cancelled'],
    ['accepted', 'cancel', 'cancelled'],
    ['accepted', 'complete', 'completed'],
  ];

  it.each(allowed)('moves a %s booking on by %s to %s', async (from, step, to) => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, from, parties);
    // Completing waits for the event date to pass.
    if (step === 'complete') await moveEventDate(t, booking.id, daysFromToday(-1));
    const reply = await takeStep(t, takerOf(parties, step), booking.id, step);
    expect(reply).toMatchObject({ status: 200, body: { id: booking.id, status: to } });
    expect((await storedBooking(t, booking.id)).status).toBe(to);
  });
});

describe('the steps a booking refuses', () => {
  const refused: [BookingStep, StatusWithoutAdvance, string][] = [
    ['accept', 'declined', 'bookingNotPending'],
    ['accept', 'accepted', 'bookingNotPending'],
    ['accept', 'cancelled', 'bookingNotPending'],
    ['accept', 'completed', 'bookingNotPending'],
    ['decline', 'accepted', 'bookingNotPending'],
    ['decline', 'declined', 'bookingNotPending'],
    ['decline', 'completed', 'bookingNotPending'],
    ['cancel', 'declined', 'bookingNotCancellable'],
    ['cancel', 'cancelled', 'bookingNotCancellable'],
    ['cancel', 'completed', 'bookingNotCancellable'],
    ['complete', 'pending', 'bookingNotAccepted'],
    ['complete', 'declined', 'bookingNotAccepted'],
    ['complete', 'cancelled', 'bookingNotAccepted'],
    ['complete', 'completed', 'bookingNotAccepted'],
  ];

  it.each(refused)('refuses to %s a %s booking with %s and changes nothing', async (step, status, code) => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, status, parties);
    const before = await storedBooking(t, booking.id);
    const noticesBefore = await notificationsOf(t, step === 'cancel' ? parties.photographer : parties.requester);
    expect(await takeStep(t, takerOf(parties, step), booking.id, step)).toMatchObject({ status: 409, body: { code } });
    expect(await storedBooking(t, booking.id)).toEqual(before);
    expect(await notificationsOf(t, step === 'cancel' ? parties.photographer : parties.requester)).toEqual(
      noticesBefore,
    );
  });

  it.each([
    ['today', 0],
    ['ahead', 3],
  ])('refuses to complete an accepted booking whose date is %s', async (_when, days) => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, 'accepted', parties, { event_date: daysFromToday(days) });
    const before = await storedBooking(t, booking.id);
    expect(await takeStep(t, parties.photographer, booking.id, 'complete')).toMatchObject({
      status: 409,
      body: {
        code: 'bookingEventNotPassed',
        detail: 'A booking can be marked as completed once its event date has passed',
      },
    });
    expect(await storedBooking(t, booking.id)).toEqual(before);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const { requester, photographer } = await newParties(t);
    expect(await takeStep(t, photographer, 'no-such-booking', 'accept')).toMatchObject({
      status: 404,
      body: { code: 'bookingNotFound' },
    });
    expect(await takeStep(t, requester, 'no-such-booking', 'cancel')).toMatchObject({
      status: 404,
      body: { code: 'bookingNotFound' },
    });
  });
});

describe('two requests for one date', () => {
  it('warns on accepting the second that another booking that day is accepted, and keeps a third requester out', async () => {
    const photographer = await newPhotographer(t);
    const date = daysFromToday(50);
    const first = await pendingBooking(t, await newParties(t, { photographer }), { event_date: date });
    const second = await pendingBooking(t, await newParties(t, { photographer }), { event_date: date });

    expect(await takeStep(t, photographer, first.id, 'accept')).toMatchObject({
      status: 200,
      body: { status: 'accepted', same_date_accepted: 0 },
    });
    expect(await takeStep(t, photographer, second.id, 'accept')).toMatchObject({
      status: 200,
      body: { status: 'accepted', same_date_accepted: 1 },
    });

    const listed = await t.call<{ id: string; same_date_accepted: number }[]>('GET', '/api/bookings/mine', {
      token: photographer.access_token,
    });
    expect(listed.body.map(({ id, same_date_accepted }) => ({ id, same_date_accepted }))).toEqual([
      { id: second.id, same_date_accepted: 1 },
      { id: first.id, same_date_accepted: 1 },
    ]);

    const third = await newUser(t);
    expect(await requestBooking(t, third, bookingFields(photographer.user.id, { event_date: date }))).toMatchObject({
      status: 409,
      body: { code: 'bookingDateTaken' },
    });
  });

  it('shows a pending request for an accepted date the warning before it is answered', async () => {
    const photographer = await newPhotographer(t);
    const date = daysFromToday(51);
    const waiting = await pendingBooking(t, await newParties(t, { photographer }), { event_date: date });
    await bookingIn(t, 'accepted', await newParties(t, { photographer }), { event_date: date });
    const [listed] = (
      await t.call<{ id: string; same_date_accepted: number }[]>('GET', '/api/bookings/mine?status=pending', {
        token: photographer.access_token,
      })
    ).body;
    expect(listed).toMatchObject({ id: waiting.id, same_date_accepted: 1 });
  });
});

describe('telling the other party', () => {
  it('tells the photographer of a request, with the requester’s name and the date', async () => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties);
    expect(await notificationsOf(t, parties.photographer)).toMatchObject([
      {
        kind: 'booking_requested',
        params: { name: parties.requester.user.username, date: booking.event_date },
        read_at: null,
      },
    ]);
    expect(await notificationsOf(t, parties.requester)).toEqual([]);
  });

  it.each([
    ['pending', 'accept', 'booking_accepted'],
    ['pending', 'decline', 'booking_declined'],
    ['accepted', 'complete', 'booking_completed'],
  ] as const)('tells the requester when the photographer takes a %s booking by %s', async (from, step, kind) => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, from, parties);
    if (step === 'complete') await moveEventDate(t, booking.id, daysFromToday(-1));
    await takeStep(t, parties.photographer, booking.id, step);
    const date = (await storedBooking(t, booking.id)).event_date;
    expect((await notificationsOf(t, parties.requester))[0]).toMatchObject({
      kind,
      params: { name: parties.photographer.user.username, date },
    });
  });

  it('tells the photographer when the requester cancels', async () => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, 'accepted', parties);
    await takeStep(t, parties.requester, booking.id, 'cancel');
    expect((await notificationsOf(t, parties.photographer))[0]).toMatchObject({
      kind: 'booking_cancelled',
      params: { name: parties.requester.user.username, date: booking.event_date },
    });
  });

  it('shows the photographer a request on their socket at once', async () => {
    const parties = await newParties(t);
    const inbox = await openChatSocket(base, parties.photographer.user.id, parties.photographer.access_token);
    if (!isOpen(inbox)) throw new Error('socket refused');
    try {
      const booking = await pendingBooking(t, parties);
      const event = await inbox.next('notification', 1000);
      expect(event.notification).toMatchObject({
        kind: 'booking_requested',
        params: { name: parties.requester.user.username, date: booking.event_date },
        read_at: null,
      });
    } finally {
      await inbox.close();
    }
  });
});

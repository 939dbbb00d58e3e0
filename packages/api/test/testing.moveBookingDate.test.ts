import type { Booking } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking } from './bookings.advances.fixtures.js';
import { daysFromToday, newParties, pendingBooking, storedBooking, takeStep } from './bookings.fixtures.js';
import { newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

const path = '/api/test/move-booking-date';

describe('POST /api/test/move-booking-date without ENABLE_TEST_ROUTES', () => {
  it('does not exist, for a party of the booking or a visitor', async () => {
    const t = await startTestApp();
    try {
      const parties = await newParties(t);
      const booking = await pendingBooking(t, parties);
      const body = { id: booking.id, event_date: daysFromToday(-1) };
      expect(await t.call('POST', path, { token: parties.requester.access_token, body })).toMatchObject({
        status: 404,
        body: { detail: 'Not found' },
      });
      expect((await t.call('POST', path, { body })).status).toBe(404);
      expect((await storedBooking(t, booking.id)).event_date).toBe(booking.event_date);
    } finally {
      await t.close();
    }
  });
});

describe('POST /api/test/move-booking-date with ENABLE_TEST_ROUTES=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ENABLE_TEST_ROUTES: '1' });
  });
  afterAll(() => t.close());

  it('moves a confirmed booking of the photographer to yesterday, so they can complete it and the advance is released', async () => {
    const { parties, booking } = await confirmedBooking(t);
    const yesterday = daysFromToday(-1);
    const moved = await t.call<Booking>('POST', path, {
      token: parties.photographer.access_token,
      body: { id: booking.id, event_date: yesterday },
    });
    expect(moved).toMatchObject({
      status: 200,
      body: { id: booking.id, event_date: yesterday, status: 'confirmed', advance: { status: 'held' } },
    });
    const completed = await takeStep(t, parties.photographer, booking.id, 'complete');
    expect(completed).toMatchObject({ status: 200, body: { status: 'completed', advance: { status: 'released' } } });
  });

  it("moves the client's own booking too, and answers it as its parties see it", async () => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties);
    const later = daysFromToday(90);
    const moved = await t.call<Booking>('POST', path, {
      token: parties.requester.access_token,
      body: { id: booking.id, event_date: later },
    });
    expect(moved).toMatchObject({ status: 200, body: { id: booking.id, event_date: later, status: 'pending' } });
    expect((await storedBooking(t, booking.id)).event_date).toBe(later);
  });

  it("refuses someone else's booking as not found, and leaves its date", async () => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties);
    const stranger = await newUser(t);
    expect(
      await t.call('POST', path, {
        token: stranger.access_token,
        body: { id: booking.id, event_date: daysFromToday(-1) },
      }),
    ).toMatchObject({ status: 404, body: { code: 'bookingNotFound' } });
    expect((await storedBooking(t, booking.id)).event_date).toBe(booking.event_date);
  });

  it('refuses a date that is no calendar date, and a visitor', async () => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties);
    expect(
      await t.call('POST', path, {
        token: parties.requester.access_token,
        body: { id: booking.id, event_date: '2026-02-30' },
      }),
    ).toMatchObject({ status: 400, body: { code: 'bookingDateInvalid' } });
    expect((await t.call('POST', path, { body: { id: booking.id, event_date: daysFromToday(-1) } })).status).toBe(401);
  });

  it('refuses a second open request of the same pair on one date as already requested', async () => {
    const parties = await newParties(t);
    const first = await pendingBooking(t, parties, { event_date: daysFromToday(40) });
    const second = await pendingBooking(t, parties, { event_date: daysFromToday(41) });
    expect(
      await t.call('POST', path, {
        token: parties.requester.access_token,
        body: { id: second.id, event_date: first.event_date },
      }),
    ).toMatchObject({ status: 409, body: { code: 'bookingAlreadyRequested' } });
    expect((await storedBooking(t, second.id)).event_date).toBe(second.event_date);
  });
});

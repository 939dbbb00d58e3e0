import { addDays, type Availability } from '@tasbir/shared';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BookingClock } from '../src/domains/bookings/bookingClock.js';
import { ClockRepository } from '../src/domains/bookings/clockRepository.js';
import { awaitingAdvance, confirmedBooking, payAdvance } from './bookings.advances.fixtures.js';
import {
  clockNotices,
  clockServer,
  deadlineOf,
  inNepal,
  minutesAfter,
  reminderRows,
  type ClockServer,
} from './bookings.clock.fixtures.js';
import {
  bookingFields,
  bookingIn,
  daysFromToday,
  myBookings,
  newParties,
  requestBooking,
  storedBooking,
  takeStep,
  type Parties,
} from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { expectLedgerAddsUp } from './economy.factories.js';
import { directoryNames } from './listCache.writes.fixtures.js';
import { newUser } from './factories.js';
import { startTestApp, startTwinApp, type TestApp } from './harness.js';
import { atProvider, comeBack, paymentStatus, type Created } from './payments.fixtures.js';

/**
 * The booking clock (docs/decisions/016-booking-advances.md): advances unpaid at their deadline
 * expire, and reminders go out on their Nepal days, each once. The rounds run here at chosen moments
 * on a server's clock built beside the test app; the test app's own clock waits an hour between rounds.
 */
let t: TestApp;
let server: ClockServer;
beforeAll(async () => {
  t = await startTestApp();
  server = clockServer(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const round = (moment: Date) => server.clock.runRound(moment);
const statusOf = async (id: string) => (await storedBooking(t, id)).status;

describe('an advance unpaid at its deadline', () => {
  it('expires the booking at the deadline and not a minute before, telling both parties', async () => {
    const { parties, booking } = await awaitingAdvance(t);
    const deadline = await deadlineOf(t, booking.id);

    await round(minutesAfter(deadline, -1));
    expect(await statusOf(booking.id)).toBe('awaiting_advance');
    expect(await clockNotices(t, booking.id, parties)).toEqual([]);

    await round(new Date(deadline));
    const row = await t.db
      .selectFrom('bookings')
      .select(['status', 'advance_status', 'updated_at'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'expired', advance_status: 'expired', updated_at: deadline });
    expect(await clockNotices(t, booking.id, parties)).toEqual([
      'booking_expired → client',
      'booking_expired → photographer',
    ]);
    const mine = await expectOk(myBookings(t, parties.requester));
    expect(mine.body.find((shown) => shown.id === booking.id)).toMatchObject({
      status: 'expired',
      advance: { status: 'expired' },
    });
    await expectLedgerAddsUp(t);
  });

  it('frees the date: the availability no longer lists it, and another client may ask for it', async () => {
    const { parties, booking } = await awaitingAdvance(t, { eventInDays: 61 });
    const photographerId = parties.photographer.user.id;
    const booked = async () =>
      (await t.call<Availability>('GET', `/api/bookings/availability/${photographerId}`)).body.booked;
    const askAsNewClient = async () =>
      requestBooking(t, await newUser(t), bookingFields(photographerId, { event_date: booking.event_date }));
    expect(await booked()).toEqual([booking.event_date]);
    expect(await askAsNewClient()).toMatchObject({ status: 409, body: { code: 'bookingDateTaken' } });

    await round(new Date(await deadlineOf(t, booking.id)));
    expect(await booked()).toEqual([]);
    expect(await askAsNewClient()).toMatchObject({ status: 200, body: { status: 'pending' } });
    // The client who did not pay may ask again too: an expired booking is not an open request.
    const again = requestBooking(
      t,
      parties.requester,
      bookingFields(photographerId, { event_date: booking.event_date }),
    );
    expect((await again).status).toBe(200);
  });

  it('waits for a payment of it started before the deadline, and expires in the round after that payment failed', async () => {
    const { parties, booking } = await awaitingAdvance(t, { eventInDays: 62 });
    const deadline = await deadlineOf(t, booking.id);
    const started = (await expectOk(payAdvance(t, parties.requester, booking.id, 'esewa'))).body as Created;

    // The payer is still on eSewa's page when the deadline passes.
    await round(minutesAfter(deadline, 1));
    expect(await statusOf(booking.id)).toBe('awaiting_advance');
    expect(await clockNotices(t, booking.id, parties)).toEqual([]);

    expect((await comeBack(t, await atProvider(t, started, 'cancel'))).status).toBe(303);
    expect(await paymentStatus(t, started.payment.id)).toBe('failed');
    await round(minutesAfter(deadline, 2));
    expect(await statusOf(booking.id)).toBe('expired');
    expect(await clockNotices(t, booking.id, parties)).toEqual([
      'booking_expired → client',
      'booking_expired → photographer',
    ]);
  });

  it('waits a day at most for a payment that never settles; completing later makes it the payer’s credits', async () => {
    const { parties, booking } = await awaitingAdvance(t, { eventInDays: 64 });
    const deadline = await deadlineOf(t, booking.id);
    const started = (await expectOk(payAdvance(t, parties.requester, booking.id, 'khalti'))).body as Created;

    await round(minutesAfter(deadline, 24 * 60 - 1));
    expect(await statusOf(booking.id)).toBe('awaiting_advance');
    await round(minutesAfter(deadline, 24 * 60 + 1));
    expect(await statusOf(booking.id)).toBe('expired');

    // The provider answers at last: the money is the payer's, and the expired booking stays expired.
    expect((await comeBack(t, await atProvider(t, started, 'pay'))).status).toBe(303);
    expect(await paymentStatus(t, started.payment.id)).toBe('completed');
    expect(await statusOf(booking.id)).toBe('expired');
    expect(
      Number(
        (
          await t.db
            .selectFrom('users')
            .select('credits')
            .where('id', '=', parties.requester.user.id)
            .executeTakeFirstOrThrow()
        ).credits,
      ),
    ).toBe(10_000);
    await expectLedgerAddsUp(t);
  });

  it('is confirmed by a payment started before the deadline and completed after it, which the clock then leaves', async () => {
    const { parties, booking } = await awaitingAdvance(t, { eventInDays: 63 });
    const deadline = await deadlineOf(t, booking.id);
    const started = (await expectOk(payAdvance(t, parties.requester, booking.id, 'khalti'))).body as Created;

    await round(minutesAfter(deadline, 1));
    expect((await comeBack(t, await atProvider(t, started, 'pay'))).status).toBe(303);
    await round(minutesAfter(deadline, 2));
    const row = await t.db
      .selectFrom('bookings')
      .select(['status', 'advance_status'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'confirmed', advance_status: 'held' });
    expect(await clockNotices(t, booking.id, parties)).toEqual([]);
    await expectLedgerAddsUp(t);
  });

  it('expires once: later rounds, and the clock of a restarted server, tell nobody again', async () => {
    const { parties, booking } = await awaitingAdvance(t, { eventInDays: 64 });
    const deadline = await deadlineOf(t, booking.id);
    await round(new Date(deadline));
    await round(minutesAfter(deadline, 1));
    const restarted = clockServer(t);
    try {
      await restarted.clock.runRound(minutesAfter(deadline, 2));
    } finally {
      await restarted.close();
    }
    expect(await clockNotices(t, booking.id, parties)).toEqual([
      'booking_expired → client',
      'booking_expired → photographer',
    ]);
  });
});

/** What each reminder tells, as `clockNotices` writes it. */
const twoDaysBefore = [
  'booking_reminder 2 → client naming the photographer',
  'booking_reminder 2 → photographer naming the client',
];
const oneDayBefore = [
  'booking_reminder 1 → client naming the photographer',
  'booking_reminder 1 → photographer naming the client',
];
const dayAfter = ['booking_complete_ask → photographer naming the client'];
const sorted = (...lines: string[][]) => lines.flat().sort();

describe('reminders of a booking going ahead', () => {
  it('reminds both parties two days and one day before, and asks the photographer the day after, each once over repeated rounds', async () => {
    const { parties, booking } = await confirmedBooking(t, { eventInDays: 90 });
    const date = booking.event_date;
    const notices = () => clockNotices(t, booking.id, parties);

    await round(inNepal(addDays(date, -3)));
    expect(await notices()).toEqual([]);
    for (const time of ['00:00', '09:30', '23:59']) await round(inNepal(addDays(date, -2), time));
    expect(await notices()).toEqual(twoDaysBefore);
    for (const time of ['00:01', '18:00']) await round(inNepal(addDays(date, -1), time));
    expect(await notices()).toEqual(sorted(twoDaysBefore, oneDayBefore));
    await round(inNepal(date));
    expect(await notices()).toEqual(sorted(twoDaysBefore, oneDayBefore));
    for (const time of ['07:00', '21:00']) await round(inNepal(addDays(date, 1), time));
    await round(inNepal(addDays(date, 2)));
    expect(await notices()).toEqual(sorted(twoDaysBefore, oneDayBefore, dayAfter));
    expect(await reminderRows(t, booking.id)).toEqual(['day_after', 'one_day_before', 'two_days_before']);
  });

  it('counts days in Nepal: 23:59 there on the third day before is too early, its midnight is on time', async () => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, 'accepted', parties, { event_date: daysFromToday(91) });
    const threeDaysBefore = addDays(booking.event_date, -3);
    await round(inNepal(threeDaysBefore, '23:59'));
    expect(await clockNotices(t, booking.id, parties)).toEqual([]);
    // 18:15 UTC on the third day before is already the second day before in Nepal.
    await round(new Date(`${threeDaysBefore}T18:15:00Z`));
    expect(await clockNotices(t, booking.id, parties)).toEqual(twoDaysBefore);
  });

  it('sends nothing late for a day the servers were down: only the current day counts', async () => {
    const { parties, booking } = await confirmedBooking(t, { eventInDays: 92 });
    const date = booking.event_date;
    await round(inNepal(addDays(date, -1)));
    expect(await clockNotices(t, booking.id, parties)).toEqual(oneDayBefore);
    await round(inNepal(addDays(date, 2)));
    expect(await clockNotices(t, booking.id, parties)).toEqual(oneDayBefore);
    expect(await reminderRows(t, booking.id)).toEqual(['one_day_before']);
  });

  it('sends nothing twice after a restart: the new clock finds each reminder recorded', async () => {
    const { parties, booking } = await confirmedBooking(t, { eventInDays: 93 });
    const date = booking.event_date;
    await round(inNepal(addDays(date, -2), '08:00'));
    await round(inNepal(addDays(date, 1), '08:00'));
    const restarted = clockServer(t);
    try {
      await restarted.clock.runRound(inNepal(addDays(date, -2), '20:00'));
      await restarted.clock.runRound(inNepal(addDays(date, 1), '20:00'));
    } finally {
      await restarted.close();
    }
    expect(await clockNotices(t, booking.id, parties)).toEqual(sorted(twoDaysBefore, dayAfter));
  });

  it('sends nothing for cancelled, declined or completed bookings', async () => {
    const date = daysFromToday(94);
    const ended: { parties: Parties; id: string }[] = [];
    for (const status of ['cancelled', 'declined'] as const) {
      const parties = await newParties(t);
      ended.push({ parties, id: (await bookingIn(t, status, parties, { event_date: date })).id });
    }
    const cancelledAfterPaying = await confirmedBooking(t, { eventInDays: 94 });
    await expectOk(takeStep(t, cancelledAfterPaying.parties.requester, cancelledAfterPaying.booking.id, 'cancel'));
    ended.push({ parties: cancelledAfterPaying.parties, id: cancelledAfterPaying.booking.id });
    for (const offset of [-2, -1, 1]) await round(inNepal(addDays(date, offset)));

    // A completed booking's date is yesterday: today is its day after.
    const parties = await newParties(t);
    const completed = await bookingIn(t, 'completed', parties);
    ended.push({ parties, id: completed.id });
    for (const offset of [-2, -1, 1]) await round(inNepal(addDays(completed.event_date, offset)));

    for (const booking of ended) {
      expect(await clockNotices(t, booking.id, booking.parties)).toEqual([]);
      expect(await reminderRows(t, booking.id)).toEqual([]);
    }
  });
});

describe('a round that fails', () => {
  it('is logged, and the next round tries again', async () => {
    // A database that answers every query with an error, as one that went away would.
    const unreachable: KyselyPlugin = {
      transformQuery: () => {
        throw new Error('database unreachable');
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const logError = vi.fn();
    const notifier = { notify: vi.fn(), prepare: vi.fn(), announce: vi.fn() };
    const clock = new BookingClock({
      repository: new ClockRepository(t.db.withPlugin(unreachable)),
      notifier,
      everyMs: 60_000,
      logError,
      datesFreed: vi.fn(),
    });
    await expect(clock.runRound(new Date())).resolves.toBeUndefined();
    expect(logError.mock.calls.map(([, message]) => message)).toEqual([
      'booking expiry failed',
      'booking reminders failed',
    ]);
    await expect(clock.runRound(new Date())).resolves.toBeUndefined();
    expect(logError).toHaveBeenCalledTimes(4);
    expect(notifier.prepare).not.toHaveBeenCalled();
  });
});

describe("every server's own clock", () => {
  it('runs by itself every BOOKING_CLOCK_EVERY_MS once the server is ready', async () => {
    const { booking } = await awaitingAdvance(t, { eventInDays: 65 });
    await t.db
      .updateTable('bookings')
      .set({ advance_due_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', booking.id)
      .execute();
    const twin = await startTwinApp(t, { BOOKING_CLOCK_EVERY_MS: '1000' });
    try {
      await twin.app.ready();
      await expect.poll(() => statusOf(booking.id), { timeout: 5000, interval: 100 }).toBe('expired');
    } finally {
      await twin.close();
    }
  });

  it('makes the directory\'s cached "free on" answers stale when it frees a date', async () => {
    const { parties, booking } = await awaitingAdvance(t, { eventInDays: 66 });
    const twin = await startTwinApp(t, { BOOKING_CLOCK_EVERY_MS: '1000', LIST_CACHE_MS: '60000' });
    try {
      await twin.app.ready();
      const freeOn = () =>
        directoryNames(twin, `free_on=${booking.event_date}&search=${parties.photographer.user.username}`);
      expect(await freeOn()).toEqual([]);
      await t.db
        .updateTable('bookings')
        .set({ advance_due_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', booking.id)
        .execute();
      await expect.poll(() => statusOf(booking.id), { timeout: 5000, interval: 100 }).toBe('expired');
      await expect.poll(freeOn, { timeout: 2000, interval: 100 }).toEqual([parties.photographer.user.username]);
    } finally {
      await twin.close();
    }
  });
});

import type { Availability, DirectoryItem } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingFields,
  bookingIn,
  daysFromToday,
  newAdmin,
  newParties,
  pendingBooking,
  requestBooking,
  takeStep,
} from './bookings.fixtures.js';
import { directory, photographerWith, usernames } from './directory.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type Reply, type TestApp } from './harness.js';

// The directory keeps its answers for visitors here, as in production, so "free on" also checks
// that every change of availability makes the kept answers stale.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LIST_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const mark = (account: NewUser | undefined, date: string, available: unknown) =>
  t.call<{ date: string; available: boolean }>('PUT', `/api/bookings/availability/${date}`, {
    body: { available },
    ...(account ? { token: account.access_token } : {}),
  });

const availabilityOf = (photographer: NewUser, query = ''): Promise<Reply<Availability>> =>
  t.call<Availability>('GET', `/api/bookings/availability/${photographer.user.id}${query}`);

const askFor = async (photographer: NewUser, date: string) =>
  requestBooking(t, await newUser(t), bookingFields(photographer.user.id, { event_date: date }));

describe('dates a photographer marks unavailable', () => {
  it('lists a marked date, keeps requests for it out, and lets them through once freed', async () => {
    const photographer = await newPhotographer(t);
    const date = daysFromToday(15);
    expect(await mark(photographer, date, false)).toMatchObject({ status: 200, body: { date, available: false } });
    expect(await availabilityOf(photographer)).toMatchObject({
      status: 200,
      body: { photographer_id: photographer.user.id, unavailable: [date], booked: [] },
    });
    expect(await askFor(photographer, date)).toMatchObject({
      status: 409,
      body: {
        code: 'bookingDateTaken',
        detail: 'This photographer is not available on this date. Please choose another date.',
      },
    });
    expect((await askFor(photographer, daysFromToday(16))).status).toBe(200);

    expect(await mark(photographer, date, true)).toMatchObject({ status: 200, body: { date, available: true } });
    expect((await availabilityOf(photographer)).body.unavailable).toEqual([]);
    expect((await askFor(photographer, date)).status).toBe(200);
  });

  it('takes a date marked twice once', async () => {
    const photographer = await newPhotographer(t);
    const date = daysFromToday(8);
    expect((await mark(photographer, date, false)).status).toBe(200);
    expect((await mark(photographer, date, false)).status).toBe(200);
    expect((await availabilityOf(photographer)).body.unavailable).toEqual([date]);
  });

  it('refuses a past date, a date beyond 730 days and a date that is not one', async () => {
    const photographer = await newPhotographer(t);
    expect(await mark(photographer, daysFromToday(-1), false)).toMatchObject({
      status: 400,
      body: { code: 'bookingDateInPast' },
    });
    expect(await mark(photographer, daysFromToday(731), false)).toMatchObject({
      status: 400,
      body: { code: 'bookingDateTooFar' },
    });
    expect(await mark(photographer, '2031-13-01', false)).toMatchObject({
      status: 400,
      body: { code: 'bookingDateInvalid' },
    });
    expect(await mark(photographer, daysFromToday(5), 'no')).toMatchObject({
      status: 400,
      body: { code: 'bookingDateInvalid' },
    });
    expect(
      await t.db
        .selectFrom('photographer_unavailable_dates')
        .select('date')
        .where('photographer_id', '=', photographer.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('lets only photographers mark dates', async () => {
    const date = daysFromToday(9);
    expect(await mark(await newUser(t), date, false)).toMatchObject({
      status: 403,
      body: { code: 'onlyPhotographersManageBookings' },
    });
    expect((await mark(await newAdmin(t), date, false)).status).toBe(403);
    expect((await mark(undefined, date, false)).status).toBe(401);
    expect(
      await t.db.selectFrom('photographer_unavailable_dates').select('date').where('date', '=', date).execute(),
    ).toEqual([]);
  });
});

describe('dates taken by accepted bookings', () => {
  it('shows an accepted booking’s date as booked and keeps new requests out until it is cancelled', async () => {
    const parties = await newParties(t);
    const date = daysFromToday(22);
    const booking = await bookingIn(t, 'accepted', parties, { event_date: date });
    expect((await availabilityOf(parties.photographer)).body).toMatchObject({ unavailable: [], booked: [date] });
    expect(await askFor(parties.photographer, date)).toMatchObject({ status: 409, body: { code: 'bookingDateTaken' } });

    expect((await takeStep(t, parties.requester, booking.id, 'cancel')).status).toBe(200);
    expect((await availabilityOf(parties.photographer)).body.booked).toEqual([]);
    expect((await askFor(parties.photographer, date)).status).toBe(200);
  });

  it('does not count pending or declined bookings as booked', async () => {
    const parties = await newParties(t);
    await pendingBooking(t, parties, { event_date: daysFromToday(30) });
    await bookingIn(t, 'declined', parties, { event_date: daysFromToday(31) });
    expect((await availabilityOf(parties.photographer)).body).toMatchObject({ unavailable: [], booked: [] });
  });
});

describe('asking for a photographer’s availability', () => {
  it('answers a visitor for a year from today by default, or for the window asked, sorted', async () => {
    const photographer = await newPhotographer(t);
    for (const days of [40, 10, 20]) await mark(photographer, daysFromToday(days), false);
    expect((await availabilityOf(photographer)).body).toMatchObject({
      from: daysFromToday(0),
      to: daysFromToday(365),
      unavailable: [daysFromToday(10), daysFromToday(20), daysFromToday(40)],
    });
    const window = await availabilityOf(photographer, `?from=${daysFromToday(15)}&to=${daysFromToday(25)}`);
    expect(window.body).toMatchObject({
      from: daysFromToday(15),
      to: daysFromToday(25),
      unavailable: [daysFromToday(20)],
    });
  });

  it('refuses a window over 400 days or ending before it starts', async () => {
    const photographer = await newPhotographer(t);
    expect((await availabilityOf(photographer, `?from=${daysFromToday(0)}&to=${daysFromToday(400)}`)).status).toBe(200);
    expect(await availabilityOf(photographer, `?from=${daysFromToday(0)}&to=${daysFromToday(401)}`)).toMatchObject({
      status: 400,
      body: { code: 'availabilityRangeInvalid', detail: 'Please ask for at most 400 days of availability' },
    });
    expect(await availabilityOf(photographer, `?from=${daysFromToday(10)}&to=${daysFromToday(5)}`)).toMatchObject({
      status: 400,
      body: { code: 'availabilityRangeInvalid' },
    });
    expect(await availabilityOf(photographer, '?from=someday')).toMatchObject({
      status: 400,
      body: { code: 'bookingDateInvalid' },
    });
  });
});

describe('the directory’s "free on" filter', () => {
  const city = 'Dhulikhel';
  const freeOn = (date: string): Promise<Reply<DirectoryItem[]>> => directory(t, { city, free_on: date, limit: 50 });
  const sortedNames = async (date: string) => usernames(await freeOn(date)).sort();

  it('leaves out a photographer who marked the date or accepted a booking on it, until the date is freed', async () => {
    const marked = await photographerWith(t, { username: 'dhulikhel_marked', city, district: 'Kavrepalanchok' });
    const booked = await photographerWith(t, { username: 'dhulikhel_booked', city, district: 'Kavrepalanchok' });
    const asked = await photographerWith(t, { username: 'dhulikhel_asked', city, district: 'Kavrepalanchok' });
    await photographerWith(t, { username: 'dhulikhel_free', city, district: 'Kavrepalanchok' });
    const everyone = ['dhulikhel_asked', 'dhulikhel_booked', 'dhulikhel_free', 'dhulikhel_marked'];
    const date = daysFromToday(60);
    const otherDate = daysFromToday(61);
    // Asked before any change, so the visitor's answer is kept and must be made stale by each change.
    expect(await sortedNames(date)).toEqual(everyone);

    expect((await mark(marked, date, false)).status).toBe(200);
    expect(await sortedNames(date)).toEqual(['dhulikhel_asked', 'dhulikhel_booked', 'dhulikhel_free']);

    const bookedParties = await newParties(t, { photographer: booked });
    const acceptedBooking = await bookingIn(t, 'accepted', bookedParties, { event_date: date });
    await pendingBooking(t, await newParties(t, { photographer: asked }), { event_date: date });
    expect(await sortedNames(date)).toEqual(['dhulikhel_asked', 'dhulikhel_free']);
    expect(await sortedNames(otherDate)).toEqual(everyone);

    expect((await takeStep(t, bookedParties.requester, acceptedBooking.id, 'cancel')).status).toBe(200);
    expect(await sortedNames(date)).toEqual(['dhulikhel_asked', 'dhulikhel_booked', 'dhulikhel_free']);

    expect((await mark(marked, date, true)).status).toBe(200);
    expect(await sortedNames(date)).toEqual(everyone);
  });

  it('refuses a "free on" that is not a date', async () => {
    expect(await freeOn('tomorrow')).toMatchObject({ status: 400, body: { code: 'bookingDateInvalid' } });
    expect(await freeOn('2031-02-30')).toMatchObject({ status: 400, body: { code: 'bookingDateInvalid' } });
  });
});

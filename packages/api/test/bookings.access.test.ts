import type { Booking } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingIn,
  daysFromToday,
  idsOf,
  moveEventDate,
  myBookings,
  newAdmin,
  newParties,
  pendingBooking,
  storedBooking,
  takeStep,
  type BookingStep,
} from './bookings.fixtures.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type Reply, type TestApp } from './harness.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newAdmin(t);
});
afterAll(() => t.close());

const everyBooking = (account: NewUser | undefined, query = '') =>
  t.call<Booking[]>('GET', `/api/bookings${query}`, account ? { token: account.access_token } : {});

describe('who may take a step', () => {
  it.each(['accept', 'decline'] as const)('refuses the requester to %s their own booking', async (step) => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties);
    expect(await takeStep(t, parties.requester, booking.id, step)).toMatchObject({
      status: 403,
      body: { code: 'onlyPhotographersManageBookings' },
    });
    expect((await storedBooking(t, booking.id)).status).toBe('pending');
  });

  it('refuses the requester to complete their own booking', async () => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, 'accepted', parties);
    await moveEventDate(t, booking.id, daysFromToday(-1));
    expect(await takeStep(t, parties.requester, booking.id, 'complete')).toMatchObject({
      status: 403,
      body: { code: 'onlyPhotographersManageBookings' },
    });
    expect((await storedBooking(t, booking.id)).status).toBe('accepted');
  });

  it.each([
    ['accept', 'pending'],
    ['decline', 'pending'],
    ['complete', 'accepted'],
  ] as const)('tells another photographer a booking they %s does not exist, and leaves it %s', async (step, status) => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, status, parties);
    if (step === 'complete') await moveEventDate(t, booking.id, daysFromToday(-1));
    const before = await storedBooking(t, booking.id);
    const other = await newPhotographer(t);
    expect(await takeStep(t, other, booking.id, step)).toMatchObject({
      status: 404,
      body: { code: 'bookingNotFound', detail: 'Booking not found' },
    });
    expect(await storedBooking(t, booking.id)).toEqual(before);
  });

  it('tells another user a booking they cancel does not exist, and leaves it pending', async () => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties);
    expect(await takeStep(t, await newUser(t), booking.id, 'cancel')).toMatchObject({
      status: 404,
      body: { code: 'bookingNotFound' },
    });
    expect((await storedBooking(t, booking.id)).status).toBe('pending');
  });

  it('has the photographer decline a pending request rather than cancel it', async () => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties);
    expect(await takeStep(t, parties.photographer, booking.id, 'cancel')).toMatchObject({
      status: 409,
      body: { code: 'bookingNotCancellable' },
    });
    expect((await storedBooking(t, booking.id)).status).toBe('pending');
  });

  it.each([
    ['accept', 'onlyPhotographersManageBookings'],
    ['decline', 'onlyPhotographersManageBookings'],
    ['cancel', 'onlyBookingPartiesCancel'],
    ['complete', 'onlyPhotographersManageBookings'],
  ] as const)('refuses an admin to %s', async (step: BookingStep, code) => {
    const parties = await newParties(t);
    const booking = await bookingIn(t, step === 'complete' ? 'accepted' : 'pending', parties);
    if (step === 'complete') await moveEventDate(t, booking.id, daysFromToday(-1));
    const before = await storedBooking(t, booking.id);
    expect(await takeStep(t, admin, booking.id, step)).toMatchObject({ status: 403, body: { code } });
    expect(await storedBooking(t, booking.id)).toEqual(before);
  });

  it.each(['accept', 'decline', 'cancel', 'complete'] as const)('asks a visitor to log in to %s', async (step) => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties);
    expect((await takeStep(t, undefined, booking.id, step)).status).toBe(401);
    expect((await storedBooking(t, booking.id)).status).toBe('pending');
  });
});

describe('my bookings', () => {
  it('shows a user only their own requests and a photographer only their incoming ones, newest first', async () => {
    const photographer = await newPhotographer(t);
    const otherPhotographer = await newPhotographer(t);
    const requester = await newUser(t);
    const otherRequester = await newUser(t);
    const mine = await pendingBooking(t, { requester, photographer });
    const toOther = await pendingBooking(t, { requester, photographer: otherPhotographer });
    const notMine = await pendingBooking(t, { requester: otherRequester, photographer });

    expect(idsOf(await myBookings(t, requester))).toEqual([toOther.id, mine.id]);
    expect(idsOf(await myBookings(t, photographer))).toEqual([notMine.id, mine.id]);
    expect(idsOf(await myBookings(t, otherPhotographer))).toEqual([toOther.id]);
    expect(idsOf(await myBookings(t, await newUser(t)))).toEqual([]);
    expect(idsOf(await myBookings(t, await newPhotographer(t)))).toEqual([]);
  });

  it('filters by status', async () => {
    const parties = await newParties(t);
    const accepted = await bookingIn(t, 'accepted', parties, { event_date: daysFromToday(20) });
    const pending = await pendingBooking(t, parties, { event_date: daysFromToday(21) });
    expect(idsOf(await myBookings(t, parties.requester, '?status=accepted'))).toEqual([accepted.id]);
    expect(idsOf(await myBookings(t, parties.photographer, '?status=pending'))).toEqual([pending.id]);
    expect(await myBookings(t, parties.requester, '?status=lost')).toMatchObject({
      status: 400,
      body: { code: 'bookingStatusInvalid' },
    });
  });

  it('refuses an admin and asks a visitor to log in', async () => {
    expect((await myBookings(t, admin)).status).toBe(403);
    expect((await t.call('GET', '/api/bookings/mine')).status).toBe(401);
  });
});

describe('every booking, for the admins', () => {
  it('refuses a user and a photographer, and asks a visitor to log in', async () => {
    expect(await everyBooking(await newUser(t))).toMatchObject({ status: 403, body: { code: 'onlyAdmins' } });
    expect(await everyBooking(await newPhotographer(t))).toMatchObject({ status: 403, body: { code: 'onlyAdmins' } });
    expect((await everyBooking(undefined)).status).toBe(401);
  });

  it('lists bookings of every user and photographer with the fields the spec names', async () => {
    const one = await pendingBooking(t, await newParties(t), {
      special_requirements: 'Two cameras',
      event_type: 'family',
    });
    const two = await bookingIn(t, 'declined', await newParties(t));
    const reply = await everyBooking(admin, '?limit=50');
    expect(reply.status).toBe(200);
    const listed = new Map(reply.body.map((booking) => [booking.id, booking]));
    for (const booking of [one, two]) {
      expect(listed.get(booking.id)).toMatchObject({
        id: booking.id,
        user_username: booking.user_username,
        photographer_username: booking.photographer_username,
        event_type: booking.event_type,
        event_location: booking.event_location,
        event_date: booking.event_date,
        budget_range: booking.budget_range,
        status: booking.status,
        contact_phone: booking.contact_phone,
        special_requirements: booking.special_requirements,
      });
    }
    expect(listed.get(one.id)).toMatchObject({
      event_type: 'family',
      special_requirements: 'Two cameras',
      status: 'pending',
    });
    expect(listed.get(two.id)?.status).toBe('declined');
  });

  it('pages newest first with limit and X-Next-Cursor', async () => {
    const requester = await newUser(t);
    for (let count = 0; count < 4; count += 1)
      await pendingBooking(t, { requester, photographer: await newPhotographer(t) });
    const total = (
      await t.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count;
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const reply: Reply<Booking[]> = await everyBooking(
        admin,
        `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBeLessThanOrEqual(3);
      seen.push(...idsOf(reply));
      const next = reply.headers['x-next-cursor'];
      cursor = typeof next === 'string' && next !== '' ? next : undefined;
      pages += 1;
    } while (cursor && pages < 100);
    expect(pages).toBeGreaterThan(1);
    expect(seen).toHaveLength(Number(total));
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('filters by status', async () => {
    const cancelled = await bookingIn(t, 'cancelled', await newParties(t));
    const reply = await everyBooking(admin, '?status=cancelled&limit=50');
    expect(reply.body.every((booking) => booking.status === 'cancelled')).toBe(true);
    expect(idsOf(reply)).toContain(cancelled.id);
    expect(idsOf(await everyBooking(admin, '?status=pending&limit=50'))).not.toContain(cancelled.id);
  });
});

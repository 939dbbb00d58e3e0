import { expect } from 'vitest';
import { awaitingAdvance, confirmedBooking } from './bookings.advances.fixtures.js';
import { bookingIn, bookingFields, daysFromToday, newParties, pendingBooking } from './bookings.fixtures.js';
import { grantCredits } from './economy.factories.js';
import { newNotification, newPhotographer, newUser } from './factories.js';
import type { TestApp } from './harness.js';
import { count, type Prepare } from './hardening.massAssignment.fixtures.js';

/**
 * Valid requests for the mutations between a client and a photographer: bookings, reviews and chat,
 * and the notifications they bring.
 */

const bookingStep = async (t: TestApp, status: 'pending' | 'accepted', step: 'requester' | 'photographer') => {
  const parties = await newParties(t);
  const booking = status === 'pending' ? await pendingBooking(t, parties) : await bookingIn(t, 'accepted', parties);
  return { as: parties[step], params: { id: booking.id }, parties, booking };
};

/** A valid request for each of these rows, by `METHOD path` as the REST table names it. */
export const bookingPreparations: Record<string, Prepare> = {
  'POST /reviews': async (t) => {
    const photographer = await newPhotographer(t);
    const reviewsOf = (db: TestApp, id: string) =>
      count(
        db.db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', id)
          .executeTakeFirstOrThrow(),
      );
    const unverified = async (db: TestApp) =>
      expect(
        (
          await db.db
            .selectFrom('reviews')
            .select('verified')
            .where('photographer_id', '=', photographer.user.id)
            .execute()
        ).map((row) => Number(row.verified)),
      ).toEqual([0]);
    return {
      as: await newUser(t),
      body: { photographer_id: photographer.user.id, rating: 4, comment: 'Lovely pasni photos' },
      watch: { photographer: photographer.user.id },
      owned: reviewsOf,
      after: unverified,
    };
  },
  'POST /chat/send': async (t) => {
    const photographer = await newPhotographer(t);
    const sent = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sender_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    return {
      as: await newUser(t),
      body: { recipient_id: photographer.user.id, message: 'Namaste, are you free in March?', message_type: 'text' },
      watch: { photographer: photographer.user.id },
      owned: sent,
    };
  },
  'POST /chat/typing': async (t) => ({
    as: await newUser(t),
    body: { recipient_id: (await newPhotographer(t)).user.id },
  }),
  'POST /notifications/read-all': async (t) => {
    const owner = await newUser(t);
    await newNotification(t, owner.user.id);
    return { as: owner };
  },
  'POST /notifications/:id/read': async (t) => {
    const owner = await newUser(t);
    return { as: owner, params: { id: await newNotification(t, owner.user.id) } };
  },
  'POST /bookings': async (t) => {
    const photographer = await newPhotographer(t);
    const booked = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    return {
      as: await newUser(t),
      body: bookingFields(photographer.user.id),
      watch: { photographer: photographer.user.id },
      owned: booked,
    };
  },
  'POST /bookings/:id/accept': async (t) => bookingStep(t, 'pending', 'photographer'),
  'POST /bookings/:id/decline': async (t) => bookingStep(t, 'pending', 'photographer'),
  'POST /bookings/:id/cancel': async (t) => bookingStep(t, 'pending', 'requester'),
  'POST /bookings/:id/complete': async (t) => {
    const step = await bookingStep(t, 'accepted', 'photographer');
    await t.db
      .updateTable('bookings')
      .set({ event_date: daysFromToday(-1) })
      .where('id', '=', step.booking.id)
      .execute();
    return step;
  },
  'POST /bookings/:id/pay-advance': async (t) => {
    const { parties, booking } = await awaitingAdvance(t);
    const amount = booking.advance?.amount ?? 0;
    await grantCredits(t, parties.requester.user.id, amount);
    // The advance leaves the client's credits for the booking's hold: that and nothing else.
    return {
      as: parties.requester,
      params: { id: booking.id },
      body: { method: 'credits' },
      watch: { photographer: parties.photographer.user.id },
      changes: { sender: { credits: 0 } },
    };
  },
  'POST /bookings/:id/pay-balance': async (t) => {
    const { parties, booking } = await confirmedBooking(t);
    await grantCredits(t, parties.requester.user.id, booking.balance.amount ?? 0);
    // The balance leaves the client's credits; the photographer gets it less the platform's share.
    return {
      as: parties.requester,
      params: { id: booking.id },
      body: { method: 'credits' },
      watch: { photographer: parties.photographer.user.id },
      changes: { sender: { credits: 0 }, photographer: { credits: 20_000 } },
    };
  },
  'POST /bookings/:id/balance-paid': async (t) => {
    const { parties, booking } = await confirmedBooking(t);
    return { as: parties.photographer, params: { id: booking.id }, watch: { requester: parties.requester.user.id } };
  },
  // Test only: the body's `id` names the caller's own booking, which is the one that moves.
  'POST /test/move-booking-date': async (t) => {
    const parties = await newParties(t);
    const booking = await pendingBooking(t, parties);
    const yesterday = daysFromToday(-1);
    return {
      as: parties.requester,
      body: { id: booking.id, event_date: yesterday },
      watch: { photographer: parties.photographer.user.id },
      after: async (db) =>
        expect(
          (
            await db.db
              .selectFrom('bookings')
              .select('event_date')
              .where('id', '=', booking.id)
              .executeTakeFirstOrThrow()
          ).event_date,
        ).toBe(yesterday),
    };
  },
  'POST /admin/bookings/:id/settle': async (t) => {
    const { parties, booking } = await confirmedBooking(t);
    const amount = booking.advance?.amount ?? 0;
    // All of it back to the client: the one change the settlement is for.
    return {
      as: await newUser(t, { role: 'admin' }),
      params: { id: booking.id },
      body: { refund: amount, note: 'The photographer did not come' },
      watch: { requester: parties.requester.user.id, photographer: parties.photographer.user.id },
      changes: { requester: { credits: amount } },
    };
  },
  'PUT /photographer/booking-policy': async (t) => {
    const policiesOf = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('booking_policies')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('photographer_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    return {
      as: await newPhotographer(t),
      body: { advance_percent: 20, refund_tiers: [{ days_before: 30, refund_percent: 100 }] },
      owned: policiesOf,
    };
  },
  'PUT /bookings/availability/:date': async (t) => ({
    as: await newPhotographer(t),
    params: { date: daysFromToday(45) },
    body: { available: false },
  }),
};

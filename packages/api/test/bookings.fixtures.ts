import { addDays, nepalToday, type Booking, type BookingStatus, type Notification } from '@tasbir/shared';
import { expectOk } from './directory.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import type { Reply, TestApp } from './harness.js';

export type BookingStep = 'accept' | 'decline' | 'cancel' | 'complete';

/** A date `days` from today in Nepal, the calendar bookings are kept in. */
export const daysFromToday = (days: number) => addDays(nepalToday(), days);

/** The fields the booking form requires, for a date a month ahead; the rest take their defaults. */
export function bookingFields(photographerId: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    photographer_id: photographerId,
    event_date: daysFromToday(30),
    event_location: 'Hotel Yak & Yeti, Durbar Marg, Kathmandu',
    contact_phone: '9812345678',
    ...fields,
  };
}

/** `POST /api/bookings` as the given account (a visitor without one). */
export function requestBooking(
  t: TestApp,
  requester: NewUser | undefined,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<Booking>> {
  return t.call<Booking>('POST', '/api/bookings', {
    body,
    headers,
    ...(requester ? { token: requester.access_token } : {}),
  });
}

/** `POST /api/bookings/{id}/{step}` as the given account (a visitor without one). */
export function takeStep(
  t: TestApp,
  account: NewUser | undefined,
  id: string,
  step: BookingStep,
): Promise<Reply<Booking>> {
  return t.call<Booking>('POST', `/api/bookings/${id}/${step}`, account ? { token: account.access_token } : {});
}

/** A signed-in administrator. */
export const newAdmin = (t: TestApp) => newUser(t, { role: 'admin' });

/** A booking's two parties, new accounts unless given. */
export type Parties = { requester: NewUser; photographer: NewUser };

export async function newParties(t: TestApp, given: Partial<Parties> = {}): Promise<Parties> {
  return {
    requester: given.requester ?? (await newUser(t)),
    photographer: given.photographer ?? (await newPhotographer(t)),
  };
}

/** A pending request through the API; 200 expected. */
export async function pendingBooking(
  t: TestApp,
  parties: Parties,
  fields: Record<string, unknown> = {},
): Promise<Booking> {
  return (await expectOk(requestBooking(t, parties.requester, bookingFields(parties.photographer.user.id, fields))))
    .body;
}

/** Moves an event into the past in the database, as the calendar would by waiting. */
export async function moveEventDate(t: TestApp, id: string, date: string): Promise<void> {
  await t.db.updateTable('bookings').set({ event_date: date }).where('id', '=', id).execute();
}

/** Statuses a booking reaches without an advance (bookings.advances.* take the others). */
export type StatusWithoutAdvance = Exclude<BookingStatus, 'awaiting_advance' | 'confirmed' | 'expired'>;

/**
 * A booking brought to a status through the API, each step by the party that takes it; a completed
 * one had its date moved to yesterday before completing.
 */
export async function bookingIn(
  t: TestApp,
  status: StatusWithoutAdvance,
  parties: Parties,
  fields: Record<string, unknown> = {},
): Promise<Booking> {
  const booking = await pendingBooking(t, parties, fields);
  const { requester, photographer } = parties;
  const steps: Record<StatusWithoutAdvance, [NewUser, BookingStep][]> = {
    pending: [],
    accepted: [[photographer, 'accept']],
    declined: [[photographer, 'decline']],
    cancelled: [[requester, 'cancel']],
    completed: [[photographer, 'accept']],
  };
  let current = booking;
  for (const [account, step] of steps[status]) current = (await expectOk(takeStep(t, account, booking.id, step))).body;
  if (status === 'completed') {
    await moveEventDate(t, booking.id, daysFromToday(-1));
    current = (await expectOk(takeStep(t, photographer, booking.id, 'complete'))).body;
  }
  return current;
}

/** A booking's row as stored: its status and when it last changed. */
export async function storedBooking(t: TestApp, id: string) {
  return t.db
    .selectFrom('bookings')
    .select(['status', 'updated_at', 'event_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The account's notifications, newest first. */
export async function notificationsOf(t: TestApp, account: NewUser): Promise<Notification[]> {
  return (await expectOk(t.call<Notification[]>('GET', '/api/notifications', { token: account.access_token }))).body;
}

/** `GET /api/bookings/mine` with a query, as the given account. */
export function myBookings(t: TestApp, account: NewUser, query = ''): Promise<Reply<Booking[]>> {
  return t.call<Booking[]>('GET', `/api/bookings/mine${query}`, { token: account.access_token });
}

export const idsOf = (reply: Reply<Booking[]>) => reply.body.map((booking) => booking.id);

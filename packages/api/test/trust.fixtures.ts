import { newId, type BookingRow, type PhotographerTrustRow } from '@tasbir/db';
import {
  defaultBookingBudgetRange,
  defaultBookingDuration,
  defaultBookingEventType,
  addDays,
  nepalToday,
  type DirectoryItem,
} from '@tasbir/shared';
import { pairKeyOf } from '../src/domains/chat/repository.js';
import { TrustRepository } from '../src/domains/trust/repository.js';
import { TrustClock } from '../src/domains/trust/trustClock.js';
import { expectOk } from './directory.factories.js';
import { newUser, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';

/**
 * The Nepal day the trust tests' rounds run on: 40 days ahead, later than anything the test app's own
 * clock computes at its start, which therefore never overwrites what a test's round wrote.
 */
export const roundDay = addDays(nepalToday(), 40);

/** A moment `minutes` after another. */
export const plusMinutes = (moment: Date, minutes: number) => new Date(moment.getTime() + minutes * 60_000);

/** A moment on a Nepal calendar day at a Nepal time of day. */
export const nepalTime = (date: string, time: string) => new Date(`${date}T${time}:00+05:45`);

/**
 * A conversation a new client started with the photographer at `opened`, first answered at
 * `answered` (never when absent), arranged in the database as the chat would have left it.
 */
export async function conversationThread(
  t: TestApp,
  photographer: NewUser,
  opened: Date,
  answered?: Date,
): Promise<void> {
  const client = await newUser(t);
  const id = newId();
  await t.db
    .insertInto('conversations')
    .values({
      id,
      pair_key: pairKeyOf(client.user.id, photographer.user.id),
      user_id: client.user.id,
      photographer_id: photographer.user.id,
      last_message_id: null,
      last_message_at: (answered ?? opened).toISOString(),
      created_at: opened.toISOString(),
      answered_at: answered?.toISOString() ?? null,
    })
    .execute();
}

/** Threads opened at `opened`, answered after each of the given minutes (`null`: never). */
export async function threadsAnsweredAfter(
  t: TestApp,
  photographer: NewUser,
  opened: Date,
  minutes: readonly (number | null)[],
): Promise<void> {
  for (const wait of minutes)
    await conversationThread(t, photographer, opened, wait === null ? undefined : plusMinutes(opened, wait));
}

let dayOffset = 0;

/** A booking arranged in the database as its steps would have left it (by a new client unless given). */
export async function arrangedBooking(
  t: TestApp,
  photographer: NewUser,
  fields: Partial<Pick<BookingRow, 'status' | 'cancelled_by' | 'created_at' | 'updated_at' | 'answered_at'>>,
  client?: NewUser,
): Promise<string> {
  const id = newId();
  const created = fields.created_at ?? new Date().toISOString();
  dayOffset += 1;
  await t.db
    .insertInto('bookings')
    .values({
      id,
      user_id: (client ?? (await newUser(t))).user.id,
      photographer_id: photographer.user.id,
      event_type: defaultBookingEventType,
      // A date of its own, so no two open requests of one client share one.
      event_date: new Date(Date.UTC(2027, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10),
      event_location: 'Lakeside, Pokhara',
      event_duration: defaultBookingDuration,
      special_requirements: '',
      budget_range: defaultBookingBudgetRange,
      contact_phone: '9812345678',
      contact_email: null,
      status: fields.status ?? 'pending',
      cancelled_by: fields.cancelled_by ?? null,
      created_at: created,
      updated_at: fields.updated_at ?? created,
      answered_at: fields.answered_at ?? null,
      agreed_price: null,
      advance_amount: null,
      advance_status: null,
      advance_due_at: null,
      balance_paid_at: null,
      balance_paid_via: null,
    })
    .execute();
  return id;
}

/** A booking the photographer cancelled at `at`, after accepting it. */
export const cancelledByPhotographer = (t: TestApp, photographer: NewUser, at: Date) =>
  arrangedBooking(t, photographer, {
    status: 'cancelled',
    cancelled_by: 'photographer',
    created_at: plusMinutes(at, -7 * 24 * 60).toISOString(),
    answered_at: plusMinutes(at, -7 * 24 * 60 + 5).toISOString(),
    updated_at: at.toISOString(),
  });

/** Reviews of the photographer by new clients at `at`, verified (a completed booking) unless told. */
export async function reviewsOf(
  t: TestApp,
  photographer: NewUser,
  ratings: readonly number[],
  at: Date,
  verified = true,
): Promise<void> {
  for (const rating of ratings) {
    const author = await newUser(t);
    await t.db
      .insertInto('reviews')
      .values({
        id: newId(),
        photographer_id: photographer.user.id,
        user_id: author.user.id,
        rating,
        comment: '',
        verified: verified ? 1 : 0,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .execute();
  }
}

/**
 * The nightly recompute at a chosen moment, on a clock of its own (as a server's would be): its
 * directory-changed calls are counted.
 */
export async function nightlyRound(t: TestApp, moment: Date): Promise<{ directoryChanged: number }> {
  let directoryChanged = 0;
  const clock = new TrustClock({
    repository: new TrustRepository(t.db),
    everyMs: 3_600_000,
    logError: (error) => {
      throw error;
    },
    directoryChanged: () => {
      directoryChanged += 1;
    },
  });
  await clock.runRound(moment);
  return { directoryChanged };
}

/** The photographer's stored trust row. */
export function trustRow(t: TestApp, photographer: NewUser): Promise<PhotographerTrustRow | undefined> {
  return t.db
    .selectFrom('photographer_trust')
    .selectAll()
    .where('user_id', '=', photographer.user.id)
    .executeTakeFirst();
}

export type TrustFields = Pick<
  DirectoryItem,
  'response_time_minutes' | 'response_rate' | 'top_photographer' | 'cancellations_last_year'
>;

const trustFieldsOf = ({
  response_time_minutes,
  response_rate,
  top_photographer,
  cancellations_last_year,
}: DirectoryItem): TrustFields => ({ response_time_minutes, response_rate, top_photographer, cancellations_last_year });

/** The card's trust fields over REST (`GET /api/photographers/{id}`). */
export async function restCard(t: TestApp, photographer: NewUser): Promise<TrustFields> {
  return trustFieldsOf(
    (await expectOk(t.call<DirectoryItem>('GET', `/api/photographers/${photographer.user.id}`))).body,
  );
}

/** The card's trust fields over tRPC (`photographers.byId`), as the web app asks. */
export async function trpcCard(t: TestApp, photographer: NewUser): Promise<TrustFields> {
  const input = encodeURIComponent(JSON.stringify({ photographer_id: photographer.user.id }));
  const reply = await t.app.inject({ method: 'GET', url: `/trpc/photographers.byId?input=${input}` });
  return trustFieldsOf(reply.json<{ result: { data: DirectoryItem } }>().result.data);
}

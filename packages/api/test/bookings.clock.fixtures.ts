import { createDb } from '@tasbir/db';
import type { NotificationKind } from '@tasbir/shared';
import { createServices } from '../src/app/services.js';
import { createRateLimitStore } from '../src/domains/auth/rateLimitStore.js';
import type { BookingClock } from '../src/domains/bookings/bookingClock.js';
import { resolveJwtSecret } from '../src/jwtSecret.js';
import { InProcessEventBus } from '../src/live/eventBus.js';
import type { Parties } from './bookings.fixtures.js';
import type { TestApp } from './harness.js';

export type ClockServer = { clock: BookingClock; close: () => Promise<void> };

/**
 * The booking clock of a server on the test app's database, built as every server builds its
 * services (as admin.protection does) and never started: the test runs its rounds at chosen moments.
 * Another one stands for a second server of the group, or for the same server after a restart.
 */
export function clockServer(t: TestApp): ClockServer {
  const handle = createDb(t.storage.database.url);
  const { bookingClock } = createServices(
    t.config,
    handle,
    resolveJwtSecret(t.config),
    t.app.log,
    {
      bus: new InProcessEventBus(() => undefined),
      rateLimits: createRateLimitStore(handle, undefined, () => undefined),
    },
    { fetch },
  );
  return {
    clock: bookingClock,
    close: async () => {
      await bookingClock.stop();
      await handle.close();
    },
  };
}

/** A moment on a calendar day in Nepal, at a Nepal time of day (noon unless given). */
export const inNepal = (date: string, time = '12:00') => new Date(`${date}T${time}:00+05:45`);

/** `minutes` after (or before, when negative) an ISO moment. */
export const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

/** When the booking's unpaid advance expires, as stored. */
export async function deadlineOf(t: TestApp, id: string): Promise<string> {
  const row = await t.db.selectFrom('bookings').select('advance_due_at').where('id', '=', id).executeTakeFirstOrThrow();
  if (row.advance_due_at === null) throw new Error(`booking ${id} has no advance deadline`);
  return row.advance_due_at;
}

const clockKinds: NotificationKind[] = ['booking_expired', 'booking_reminder', 'booking_complete_ask'];

/**
 * What the clock told about a booking, one line a notification, sorted: `<kind> [days] → client|photographer
 * [naming the <other party>]`. Every one must carry the booking's event date, or this throws.
 */
export async function clockNotices(t: TestApp, bookingId: string, parties: Parties): Promise<string[]> {
  const { event_date } = await t.db
    .selectFrom('bookings')
    .select('event_date')
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('notifications')
    .select(['user_id', 'kind', 'params'])
    .where('subject_id', '=', bookingId)
    .where('kind', 'in', clockKinds)
    .execute();
  const roles = new Map([
    [parties.requester.user.username, 'client'],
    [parties.photographer.user.username, 'photographer'],
  ]);
  return rows
    .map(({ user_id, kind, params }) => {
      const { days, name, date } = JSON.parse(params) as { days?: number; name?: string; date?: string };
      if (date !== event_date) throw new Error(`${kind} for ${bookingId} gives the date ${date}, not ${event_date}`);
      const to = user_id === parties.requester.user.id ? 'client' : 'photographer';
      const naming = name === undefined ? [] : [`naming the ${roles.get(name) ?? name}`];
      return [kind, ...(days === undefined ? [] : [days]), '→', to, ...naming].join(' ');
    })
    .sort();
}

/** How many `booking_reminders` rows the booking has: one a reminder sent. */
export async function reminderRows(t: TestApp, bookingId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('booking_reminders')
    .select('kind')
    .where('booking_id', '=', bookingId)
    .orderBy('kind')
    .execute();
  return rows.map((row) => row.kind);
}

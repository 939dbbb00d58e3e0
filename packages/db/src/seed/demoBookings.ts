import type { Kysely } from 'kysely';
import { addDays, nepalToday } from '@tasbir/shared';
import { newId } from '../ids.js';
import type { Database, NewUserRow } from '../schema.js';

/**
 * A wedding season in the demo: every photographer has marked a few dates unavailable, and the
 * first demo user has asked the first photographer for a date (waiting) and booked the second
 * (accepted), so the Bookings tabs, the taken dates and the directory's "free on" show something.
 */
export async function seedDemoBookings(
  trx: Kysely<Database>,
  photographers: NewUserRow[],
  users: NewUserRow[],
  now: string,
): Promise<void> {
  const today = nepalToday(new Date(now));
  const marked = photographers.flatMap((photographer, index) =>
    [21, 35 + index, 60 + 2 * index].map((days) => ({
      photographer_id: photographer.id,
      date: addDays(today, days),
      created_at: now,
    })),
  );
  if (marked.length > 0) await trx.insertInto('photographer_unavailable_dates').values(marked).execute();
  const [requester] = users;
  const [first, second] = photographers;
  if (!requester || !first || !second) return;
  const booking = {
    user_id: requester.id,
    event_location: 'Kathmandu',
    special_requirements: '',
    contact_phone: '9800000000',
    contact_email: requester.email,
    created_at: now,
    updated_at: now,
  };
  await trx
    .insertInto('bookings')
    .values([
      {
        ...booking,
        id: newId(),
        photographer_id: first.id,
        event_type: 'wedding',
        event_date: addDays(today, 45),
        event_duration: 'Full day',
        budget_range: 'Rs 1,00,000 - Rs 2,00,000',
        status: 'pending',
      },
      {
        ...booking,
        id: newId(),
        photographer_id: second.id,
        event_type: 'portrait',
        event_date: addDays(today, 14),
        event_duration: '2 hours',
        budget_range: 'Rs 25,000 - Rs 50,000',
        status: 'accepted',
      },
    ])
    .execute();
}

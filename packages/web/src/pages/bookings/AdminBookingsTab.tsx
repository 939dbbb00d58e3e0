import { useState } from 'react';
import { bookingStatuses, type BookingStatus } from '@tasbir/shared';
import { SelectField } from '../../components/ChoiceFields.js';
import { FormError } from '../../components/FormMessage.js';
import { LoadMoreButton } from '../../components/LoadMoreButton.js';
import { fill, useT } from '../../i18n.js';
import { nextCursor } from '../../paging.js';
import { trpc } from '../../trpc.js';
import { BookingArticle, type BookingFact } from './BookingArticle.js';
import './bookings.css';

const adminFacts: readonly BookingFact[] = [
  'requester',
  'photographer',
  'event_type',
  'location',
  'event_date',
  'budget',
  'phone',
  'requirements',
];

/** Every booking, newest first, filtered by status: who booked whom, for what, where, when, and how to reach them. */
export function AdminBookingsTab() {
  const t = useT();
  const [status, setStatus] = useState<BookingStatus | 'all'>('all');
  const bookings = trpc.bookings.adminList.useInfiniteQuery(
    { status: status === 'all' ? undefined : status },
    { getNextPageParam: nextCursor },
  );
  const list = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  const options = [
    { value: 'all' as const, label: t.bookingsAllStatuses },
    ...bookingStatuses.map((value) => ({ value, label: t[`bookingStatus_${value}`] })),
  ];

  return (
    <section className="booking-list" aria-labelledby="admin-bookings-title">
      <h2 id="admin-bookings-title">{t.bookingsAdminTitle}</h2>
      <SelectField
        id="admin-bookings-status"
        label={t.bookingsStatusFilter}
        value={status}
        options={options}
        onChange={setStatus}
      />
      {bookings.isPending && <p role="status">{t.loading}</p>}
      {bookings.isError && <FormError message={t.bookingsLoadFailed} />}
      {bookings.isSuccess && list.length === 0 && <p className="note">{t.bookingsEmptyFiltered}</p>}
      <ul className="booking-list__items">
        {list.map((booking) => (
          <li key={booking.id}>
            <BookingArticle
              booking={booking}
              heading={fill(t.bookingBetween, {
                event: t[`eventType_${booking.event_type}`],
                requester: booking.user_username,
                photographer: booking.photographer_username,
              })}
              facts={adminFacts}
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={bookings} />
    </section>
  );
}

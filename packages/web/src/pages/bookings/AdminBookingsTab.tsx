import { lazy, Suspense, useState } from 'react';
import { bookingStatuses, type Booking, type BookingStatus } from '@tasbir/shared';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { SelectField } from '../../components/ChoiceFields.js';
import { FormError } from '../../components/FormMessage.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { LoadMoreButton } from '../../components/LoadMoreButton.js';
import { fill, useT } from '../../i18n.js';
import { nextCursor } from '../../paging.js';
import { trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { heldAdvance, useAdvanceT } from './advanceText.js';
import { BookingArticle, type BookingFact } from './BookingArticle.js';
import './bookings.css';

// Only a booking holding an advance has one: the form and the schema that checks it load with the first.
const SettleForm = lazy(() => import('./SettleForm.js'));

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

/**
 * Every booking, newest first, filtered by status: who booked whom, for what, where, when, how to
 * reach them, and its money; a booking holding an advance can be settled here when it is disputed.
 */
export function AdminBookingsTab() {
  const t = useT();
  const advanceT = useAdvanceT();
  const format = useFormat();
  const { notice, succeeded } = useActionNotice();
  const [status, setStatus] = useState<BookingStatus | 'all'>('all');
  const bookings = trpc.bookings.adminList.useInfiniteQuery(
    { status: status === 'all' ? undefined : status },
    { getNextPageParam: nextCursor },
  );
  const list = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  const onSettled = (booking: Booking) => {
    const { advance } = booking;
    succeeded(
      format.fill(advanceT.settleDone, {
        refund: format.money(advance?.refunded ?? 0),
        client: booking.user_username,
        released: format.money(advance?.released ?? 0),
        photographer: booking.photographer_username,
      }),
    );
  };
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
      <ActionNoticeLine notice={notice} />
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
              side="admin"
            >
              {heldAdvance(booking) > 0 && (
                <Suspense fallback={null}>
                  <SettleForm booking={booking} onSettled={onSettled} />
                </Suspense>
              )}
            </BookingArticle>
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={bookings} />
    </section>
  );
}

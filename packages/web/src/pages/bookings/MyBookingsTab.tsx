import { lazy, Suspense } from 'react';
import type { Booking } from '@tasbir/shared';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { ConfirmAction } from '../../components/ConfirmAction.js';
import { FormError } from '../../components/FormMessage.js';
import { LoadMoreButton } from '../../components/LoadMoreButton.js';
import { PageLink } from '../../components/PageLink.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { nextCursor } from '../../paging.js';
import { errorText, trpc } from '../../trpc.js';
import { BookingArticle, type BookingFact } from './BookingArticle.js';
import { canCancel } from './bookingRules.js';
import { useEventDate } from './eventDate.js';
import './bookings.css';

// The advance receipts load on demand, like the policy's section, so the home page's script does not list them.
const AdvanceReceipts = lazy(() => import('./AdvanceReceipts.js'));

const requesterFacts: readonly BookingFact[] = [
  'photographer',
  'event_type',
  'event_date',
  'location',
  'duration',
  'budget',
  'requirements',
];

/** The user's Bookings tab: their requests, newest first, each cancellable while pending or accepted. */
export function MyBookingsTab() {
  const t = useT();
  const format = useFormat();
  const eventDate = useEventDate();
  const utils = trpc.useUtils();
  const bookings = trpc.bookings.mine.useInfiniteQuery({}, { getNextPageParam: nextCursor });
  const { notice, succeeded, failed } = useActionNotice();
  const cancel = trpc.bookings.cancel.useMutation({
    onSuccess: (booking) => succeeded(fill(t.bookingCancelledNotice, { name: booking.photographer_username })),
    onError: (error) =>
      failed(fill(t.bookingActionFailed, { detail: errorText(error, format.language, 'unknownError') })),
    onSettled: () => utils.bookings.invalidate(),
  });
  const list = bookings.data?.pages.flatMap((page) => page.items) ?? [];

  const item = (booking: Booking) => (
    <li key={booking.id}>
      <BookingArticle
        booking={booking}
        heading={fill(t.bookingWith, {
          event: t[`eventType_${booking.event_type}`],
          name: booking.photographer_username,
        })}
        facts={requesterFacts}
      >
        {canCancel(booking) && (
          <ConfirmAction
            label={t.bookingCancel}
            question={fill(t.bookingCancelQuestion, {
              name: booking.photographer_username,
              date: eventDate(booking.event_date),
            })}
            confirmLabel={t.bookingCancelYes}
            keepLabel={t.bookingKeep}
            busy={cancel.isPending}
            onConfirm={() => cancel.mutate({ id: booking.id })}
          />
        )}
      </BookingArticle>
    </li>
  );

  return (
    <section className="booking-list" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">{t.bookingsMineTitle}</h2>
      <ActionNoticeLine notice={notice} />
      {bookings.isPending && <p role="status">{t.loading}</p>}
      {bookings.isError && <FormError message={t.bookingsLoadFailed} />}
      {bookings.isSuccess && list.length === 0 && (
        <div className="booking-list__empty">
          <p>{t.bookingsEmptyUser}</p>
          <PageLink to="photographers" className="button button--primary">
            {t.bookingsFindPhotographer}
          </PageLink>
        </div>
      )}
      <ul className="booking-list__items">{list.map(item)}</ul>
      <LoadMoreButton pages={bookings} />
      <Suspense fallback={<p role="status">{t.loading}</p>}>
        <AdvanceReceipts side="client" headingLevel="h3" />
      </Suspense>
    </section>
  );
}

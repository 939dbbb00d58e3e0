import { lazy, Suspense, useState } from 'react';
import { advanceDueHours, nepalToday, type Booking } from '@tasbir/shared';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { FormError } from '../../components/FormMessage.js';
import { LoadMoreButton } from '../../components/LoadMoreButton.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { nextCursor } from '../../paging.js';
import { errorText, trpc } from '../../trpc.js';
import { AvailabilitySection } from './AvailabilitySection.js';
import { useAdvanceT } from './advanceText.js';
import { BookingArticle, type BookingFact } from './BookingArticle.js';
import { IncomingActions, type Answers } from './IncomingActions.js';
import { useAdvanceMoves } from './useAdvanceMoves.js';
import './bookings.css';

// Its own chunk, like the policy's summary in the portfolio and the booking form, so the home page's script does not list it.
const BookingPolicySection = lazy(() =>
  import('./BookingPolicySection.js').then((module) => ({ default: module.BookingPolicySection })),
);
const AdvanceReceipts = lazy(() => import('./AdvanceReceipts.js'));
// Opened by Accept: the price field and the schema that checks it load then.
const AcceptDialog = lazy(() => import('./AcceptDialog.js'));

const photographerFacts: readonly BookingFact[] = [
  'requester',
  'event_type',
  'event_date',
  'location',
  'duration',
  'budget',
  'phone',
  'email',
  'requirements',
];

/** The photographer's Bookings tab: incoming requests, newest first, to answer; then their booking policy and availability. */
export function IncomingBookingsTab({ photographerId }: { photographerId: string }) {
  const t = useT();
  const advanceT = useAdvanceT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const bookings = trpc.bookings.mine.useInfiniteQuery({}, { getNextPageParam: nextCursor });
  const { notice, succeeded, failed } = useActionNotice();
  const [clashAfterAccept, setClashAfterAccept] = useState(false);
  const [accepting, setAccepting] = useState<Booking | null>(null);
  const settle = {
    onError: (error: unknown) => {
      setClashAfterAccept(false);
      failed(fill(t.bookingActionFailed, { detail: errorText(error, format.language, 'unknownError') }));
    },
    onSettled: () => utils.bookings.invalidate(),
  };
  // Without an advance the booking is accepted at once, as before advances (decision 016).
  const accept = trpc.bookings.accept.useMutation({ ...settle, onSuccess: (booking) => onAccepted(booking) });
  const decline = trpc.bookings.decline.useMutation({
    ...settle,
    onSuccess: (booking) => {
      succeeded(fill(t.bookingDeclinedNotice, { name: booking.user_username }));
      setClashAfterAccept(false);
    },
  });
  const complete = trpc.bookings.complete.useMutation({
    ...settle,
    onSuccess: () => {
      succeeded(t.bookingCompletedNotice);
      setClashAfterAccept(false);
    },
  });
  const cancel = trpc.bookings.cancel.useMutation({
    ...settle,
    onSuccess: (booking) => {
      succeeded(format.fill(advanceT.cancelledPhotographerNotice, { name: booking.user_username }));
      setClashAfterAccept(false);
    },
  });
  const markBalancePaid = trpc.bookings.markBalancePaid.useMutation({
    ...settle,
    onSuccess: (booking) => {
      succeeded(format.fill(advanceT.balanceMarkedNotice, { name: booking.user_username }));
      setClashAfterAccept(false);
    },
  });
  const onAccepted = (booking: Booking) => {
    setAccepting(null);
    const { advance, agreed_price: price } = booking;
    if (booking.status === 'awaiting_advance' && advance && price !== null)
      succeeded(
        format.fill(advanceT.acceptAwaitingNotice, {
          price: format.money(price),
          name: booking.user_username,
          hours: advanceDueHours,
          amount: format.money(advance.amount),
        }),
      );
    else succeeded(fill(t.bookingAcceptedNotice, { name: booking.user_username }));
    setClashAfterAccept(booking.same_date_accepted > 0);
  };
  const answers: Answers = {
    busy: accept.isPending || decline.isPending || complete.isPending || cancel.isPending || markBalancePaid.isPending,
    today: nepalToday(),
    onAccept: (booking) => {
      if (booking.policy.advance_percent > 0) setAccepting(booking);
      else accept.mutate({ id: booking.id });
    },
    onDecline: (booking) => decline.mutate({ id: booking.id }),
    onComplete: (booking) => complete.mutate({ id: booking.id }),
    onCancel: (booking) => cancel.mutate({ id: booking.id }),
    onMarkBalancePaid: (booking) => markBalancePaid.mutate({ id: booking.id }),
  };
  const list = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  // A completion, or the client's cancellation, releases the advance to the photographer's earnings.
  useAdvanceMoves(list, 'photographer');

  return (
    <div className="bookings-tab">
      <section className="booking-list" aria-labelledby="incoming-bookings-title">
        <h2 id="incoming-bookings-title">{t.bookingsIncomingTitle}</h2>
        <ActionNoticeLine notice={notice} />
        {clashAfterAccept && (
          <p className="form-message booking__warning" role="alert">
            {t.bookingSameDateWarning}
          </p>
        )}
        {bookings.isPending && <p role="status">{t.loading}</p>}
        {bookings.isError && <FormError message={t.bookingsLoadFailed} />}
        {bookings.isSuccess && list.length === 0 && <p className="note">{t.bookingsEmptyPhotographer}</p>}
        <ul className="booking-list__items">
          {list.map((booking) => (
            <li key={booking.id}>
              <BookingArticle
                booking={booking}
                heading={fill(t.bookingFrom, {
                  event: t[`eventType_${booking.event_type}`],
                  name: booking.user_username,
                })}
                facts={photographerFacts}
                side="photographer"
              >
                <IncomingActions booking={booking} answers={answers} />
              </BookingArticle>
            </li>
          ))}
        </ul>
        <LoadMoreButton pages={bookings} />
      </section>
      <Suspense fallback={<p role="status">{t.loading}</p>}>
        <BookingPolicySection photographerId={photographerId} />
      </Suspense>
      <AvailabilitySection photographerId={photographerId} />
      <Suspense fallback={<p role="status">{t.loading}</p>}>
        <AdvanceReceipts side="photographer" headingLevel="h2" />
      </Suspense>
      {accepting && (
        <Suspense fallback={null}>
          <AcceptDialog booking={accepting} onAccepted={onAccepted} onClose={() => setAccepting(null)} />
        </Suspense>
      )}
    </div>
  );
}

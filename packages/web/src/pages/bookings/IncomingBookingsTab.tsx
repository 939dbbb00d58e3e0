import { lazy, Suspense, useState } from 'react';
import { nepalToday, type Booking } from '@tasbir/shared';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { ConfirmAction } from '../../components/ConfirmAction.js';
import { FormError } from '../../components/FormMessage.js';
import { LoadMoreButton } from '../../components/LoadMoreButton.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { nextCursor } from '../../paging.js';
import { errorText, trpc } from '../../trpc.js';
import { AvailabilitySection } from './AvailabilitySection.js';
import { BookingArticle, type BookingFact } from './BookingArticle.js';
import { canAnswer, canComplete, clashesOnAccept } from './bookingRules.js';
import { useEventDate } from './eventDate.js';
import './bookings.css';

// Its own chunk, like the policy's summary in the portfolio and the booking form, so the home page's script does not list it.
const BookingPolicySection = lazy(() =>
  import('./BookingPolicySection.js').then((module) => ({ default: module.BookingPolicySection })),
);
const AdvanceReceipts = lazy(() => import('./AdvanceReceipts.js'));

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

type Answers = {
  busy: boolean;
  today: string;
  onAccept: (booking: Booking) => void;
  onDecline: (booking: Booking) => void;
  onComplete: (booking: Booking) => void;
};

/** A booking's buttons on the photographer's side: Accept and Decline while pending (warned of a second booking that day), "Mark completed" after the date. */
function IncomingActions({ booking, answers }: { booking: Booking; answers: Answers }) {
  const t = useT();
  const eventDate = useEventDate();
  const warningId = `booking-clash-${booking.id}`;
  const clash = clashesOnAccept(booking);
  if (canAnswer(booking)) {
    return (
      <>
        {clash && (
          <p className="booking__warning" id={warningId}>
            {t.bookingSameDateWarning}
          </p>
        )}
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            disabled={answers.busy}
            aria-describedby={clash ? warningId : undefined}
            onClick={() => answers.onAccept(booking)}
          >
            {t.bookingAccept}
          </button>
          <ConfirmAction
            label={t.bookingDecline}
            question={fill(t.bookingDeclineQuestion, {
              name: booking.user_username,
              date: eventDate(booking.event_date),
            })}
            confirmLabel={t.bookingDeclineYes}
            keepLabel={t.bookingKeep}
            busy={answers.busy}
            onConfirm={() => answers.onDecline(booking)}
          />
        </div>
      </>
    );
  }
  if (canComplete(booking, answers.today)) {
    return (
      <button
        type="button"
        className="button button--primary"
        disabled={answers.busy}
        onClick={() => answers.onComplete(booking)}
      >
        {t.bookingMarkCompleted}
      </button>
    );
  }
  return null;
}

/** The photographer's Bookings tab: incoming requests, newest first, to answer; then their booking policy and availability. */
export function IncomingBookingsTab({ photographerId }: { photographerId: string }) {
  const t = useT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const bookings = trpc.bookings.mine.useInfiniteQuery({}, { getNextPageParam: nextCursor });
  const { notice, succeeded, failed } = useActionNotice();
  const [clashAfterAccept, setClashAfterAccept] = useState(false);
  const settle = {
    onError: (error: unknown) => {
      setClashAfterAccept(false);
      failed(fill(t.bookingActionFailed, { detail: errorText(error, format.language, 'unknownError') }));
    },
    onSettled: () => utils.bookings.invalidate(),
  };
  const accept = trpc.bookings.accept.useMutation({
    ...settle,
    onSuccess: (booking) => {
      succeeded(fill(t.bookingAcceptedNotice, { name: booking.user_username }));
      setClashAfterAccept(booking.same_date_accepted > 0);
    },
  });
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
  const answers: Answers = {
    busy: accept.isPending || decline.isPending || complete.isPending,
    today: nepalToday(),
    onAccept: (booking) => accept.mutate({ id: booking.id }),
    onDecline: (booking) => decline.mutate({ id: booking.id }),
    onComplete: (booking) => complete.mutate({ id: booking.id }),
  };
  const list = bookings.data?.pages.flatMap((page) => page.items) ?? [];

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
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { nepalToday, type Booking } from '@tasbir/shared';
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
import { cancelConsequence, useAdvanceT } from './advanceText.js';
import { BookingArticle, type BookingFact } from './BookingArticle.js';
import type { PaidPart } from './PayAdvanceDialog.js';
import { canCancel, canPayAdvance, canPayBalance } from './bookingRules.js';
import { useEventDate } from './eventDate.js';
import { useAdvanceMoves } from './useAdvanceMoves.js';
import { useNow } from './useNow.js';
import './bookings.css';

// The advance receipts load on demand, like the policy's section, so the home page's script does not list them.
const AdvanceReceipts = lazy(() => import('./AdvanceReceipts.js'));
// Opened by "Pay the advance" or "Pay balance": the wallets' buttons and the payment texts load then.
const PayAdvanceDialog = lazy(() => import('./PayAdvanceDialog.js'));

const requesterFacts: readonly BookingFact[] = [
  'photographer',
  'event_type',
  'event_date',
  'location',
  'duration',
  'budget',
  'requirements',
];

/** The Pay button goes once the deadline passes; checked this often. */
const deadlineCheckMs = 15_000;

/**
 * The user's Bookings tab: their requests, newest first, each with its agreed price, advance and
 * balance; a due advance and an open balance are paid from here, and a booking cancelled until it
 * ends (or its balance is paid), saying first what comes back.
 */
export function MyBookingsTab() {
  const t = useT();
  const advanceT = useAdvanceT();
  const format = useFormat();
  const eventDate = useEventDate();
  const utils = trpc.useUtils();
  const now = useNow(deadlineCheckMs);
  const bookings = trpc.bookings.mine.useInfiniteQuery({}, { getNextPageParam: nextCursor });
  const { notice, succeeded, failed } = useActionNotice();
  const [paying, setPaying] = useState<{ booking: Booking; part: PaidPart } | null>(null);
  const cancel = trpc.bookings.cancel.useMutation({
    onSuccess: (booking) => {
      const name = booking.photographer_username;
      const refunded = booking.advance?.refunded ?? 0;
      if (refunded > 0)
        succeeded(format.fill(advanceT.cancelledRefundNotice, { name, refund: format.money(refunded) }));
      else succeeded(fill(t.bookingCancelledNotice, { name }));
    },
    onError: (error) =>
      failed(fill(t.bookingActionFailed, { detail: errorText(error, format.language, 'unknownError') })),
    // A refund lands in the credits at once: the refreshed list shows it, and useAdvanceMoves the balance.
    onSettled: () => utils.bookings.invalidate(),
  });
  const onPaid = (booking: Booking) => {
    const notice = paying?.part === 'balance' ? advanceT.balancePaidNotice : advanceT.advancePaidNotice;
    setPaying(null);
    succeeded(format.fill(notice, { name: booking.photographer_username }));
  };
  const list = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  useAdvanceMoves(list, 'client');

  const item = (booking: Booking) => {
    const payable = canPayAdvance(booking, now);
    const balancePayable = canPayBalance(booking);
    const cancellable = canCancel(booking);
    return (
      <li key={booking.id}>
        <BookingArticle
          booking={booking}
          heading={fill(t.bookingWith, {
            event: t[`eventType_${booking.event_type}`],
            name: booking.photographer_username,
          })}
          facts={requesterFacts}
          side="client"
        >
          {(payable || balancePayable || cancellable) && (
            <div className="button-row">
              {payable && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setPaying({ booking, part: 'advance' })}
                >
                  {advanceT.advancePayOpen}
                </button>
              )}
              {balancePayable && (
                <button
                  type="button"
                  className="button button--primary"
                  aria-haspopup="dialog"
                  onClick={() => setPaying({ booking, part: 'balance' })}
                >
                  {advanceT.balancePayOpen}
                </button>
              )}
              {cancellable && (
                <ConfirmAction
                  label={t.bookingCancel}
                  question={fill(t.bookingCancelQuestion, {
                    name: booking.photographer_username,
                    date: eventDate(booking.event_date),
                  })}
                  detail={cancelConsequence(booking, 'client', nepalToday(), format.language)}
                  confirmLabel={t.bookingCancelYes}
                  keepLabel={t.bookingKeep}
                  busy={cancel.isPending}
                  onConfirm={() => cancel.mutate({ id: booking.id })}
                />
              )}
            </div>
          )}
        </BookingArticle>
      </li>
    );
  };

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
      {paying && (
        <Suspense fallback={null}>
          <PayAdvanceDialog
            booking={paying.booking}
            part={paying.part}
            onPaid={onPaid}
            onClose={() => setPaying(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

import { nepalToday, type Booking } from '@tasbir/shared';
import { ConfirmAction } from '../../components/ConfirmAction.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { cancelConsequence, useAdvanceT } from './advanceText.js';
import { canAnswer, canComplete, canMarkBalancePaid, canPhotographerCancel, clashesOnAccept } from './bookingRules.js';
import { useEventDate } from './eventDate.js';

export type Answers = {
  busy: boolean;
  today: string;
  onAccept: (booking: Booking) => void;
  onDecline: (booking: Booking) => void;
  onComplete: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  onMarkBalancePaid: (booking: Booking) => void;
};

/** Accept (which asks for the agreed price when the booking takes an advance) and Decline, warned of a second booking that day. */
function AnswerButtons({ booking, answers }: { booking: Booking; answers: Answers }) {
  const t = useT();
  const eventDate = useEventDate();
  const warningId = `booking-clash-${booking.id}`;
  const clash = clashesOnAccept(booking);
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
          // With an advance to work out, Accept asks for the agreed price first.
          aria-haspopup={booking.policy.advance_percent > 0 ? 'dialog' : undefined}
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

/**
 * A booking's buttons on the photographer's side: Accept and Decline while pending; "Mark completed"
 * after the date of one that went ahead; "Mark balance paid" (confirmed first) until the balance is
 * paid; Cancel for one they took, saying first that it refunds the client's whole advance and counts
 * against their reliability.
 */
export function IncomingActions({ booking, answers }: { booking: Booking; answers: Answers }) {
  const t = useT();
  const advanceT = useAdvanceT();
  const format = useFormat();
  const eventDate = useEventDate();
  if (canAnswer(booking)) return <AnswerButtons booking={booking} answers={answers} />;
  const complete = canComplete(booking, answers.today);
  const cancel = canPhotographerCancel(booking);
  const markPaid = canMarkBalancePaid(booking);
  if (!complete && !cancel && !markPaid) return null;
  return (
    <div className="button-row">
      {complete && (
        <button
          type="button"
          className="button button--primary"
          disabled={answers.busy}
          onClick={() => answers.onComplete(booking)}
        >
          {t.bookingMarkCompleted}
        </button>
      )}
      {markPaid && (
        <ConfirmAction
          label={advanceT.balanceMarkOpen}
          question={format.fill(advanceT.balanceMarkQuestion, {
            name: booking.user_username,
            date: eventDate(booking.event_date),
          })}
          detail={advanceT.balanceMarkDetail}
          confirmLabel={advanceT.balanceMarkYes}
          keepLabel={advanceT.balanceMarkNo}
          busy={answers.busy}
          onConfirm={() => answers.onMarkBalancePaid(booking)}
        />
      )}
      {cancel && (
        <ConfirmAction
          label={t.bookingCancel}
          question={format.fill(advanceT.cancelPhotographerQuestion, {
            name: booking.user_username,
            date: eventDate(booking.event_date),
          })}
          detail={cancelConsequence(booking, 'photographer', nepalToday(), format.language)}
          confirmLabel={t.bookingCancelYes}
          keepLabel={t.bookingKeep}
          busy={answers.busy}
          onConfirm={() => answers.onCancel(booking)}
        />
      )}
    </div>
  );
}

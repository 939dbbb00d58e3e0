import type { Booking } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { deadlineText, useAdvanceT } from './advanceText.js';
import { balanceText } from './balanceText.js';
import { useNow } from './useNow.js';

/** Who reads the booking: the client, the photographer, or an admin (who reads the deadline as the photographer does). */
export type BookingSide = 'client' | 'photographer' | 'admin';

/** How often the countdown moves: it shows whole minutes. */
const countdownMs = 15_000;

/** "Pay by 29 Nov, 14:05 (Nepal time) — 47 h 59 min left", moving on its own while the advance is due. */
function AdvanceDeadline({ dueAt, side }: { dueAt: string; side: BookingSide }) {
  const format = useFormat();
  const now = useNow(countdownMs);
  return (
    <p className="booking__deadline">
      {deadlineText(dueAt, now, side === 'client' ? 'client' : 'photographer', format.language)}
    </p>
  );
}

/**
 * A booking's money: the agreed price, the advance and where it stands, what went back to the client
 * and to the photographer, the balance and how it was paid, who cancelled; and while the advance is due, its deadline counting down.
 */
export function AdvanceFacts({ booking, side }: { booking: Booking; side: BookingSide }) {
  const t = useAdvanceT();
  const format = useFormat();
  const { advance } = booking;
  const rows: [string, string][] = [];
  if (booking.agreed_price !== null) rows.push([t.bookingAgreedPrice, format.money(booking.agreed_price)]);
  if (advance) {
    const status = t[`advanceStatus_${advance.status}`];
    rows.push([t.bookingAdvance, format.fill(t.bookingAdvanceOf, { amount: format.money(advance.amount), status })]);
    if (advance.refunded > 0) rows.push([t.bookingAdvanceRefunded, format.money(advance.refunded)]);
    if (advance.released > 0) rows.push([t.bookingAdvanceReleased, format.money(advance.released)]);
  }
  const balance = balanceText(booking.balance, format.language);
  if (balance !== null) rows.push([t.bookingBalance, balance]);
  if (booking.cancelled_by) rows.push([t.bookingCancelledBy, t[`cancelledBy_${booking.cancelled_by}`]]);
  const due = booking.status === 'awaiting_advance' && advance?.status === 'due';
  if (rows.length === 0) return null;
  return (
    <>
      <dl className="booking__facts booking__facts--advance">
        {rows.map(([label, value]) => (
          <div key={label} className="booking__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {due && <AdvanceDeadline dueAt={advance.due_at} side={side} />}
    </>
  );
}

import type { BookingRow } from '@tasbir/db';
import { bookingHoldAccount, platformAccount } from '@tasbir/db';
import { bookingPolicyInput, refundPercentAt, type BookingPolicy } from '@tasbir/shared';
import type { CreditMove } from '../credits/ledger.js';

/**
 * What a booking's advance moves (docs/decisions/016-booking-advances.md), worked out without the
 * database: the steps write these moves with the booking's change in one transaction.
 */

type AdvanceColumns = Pick<
  BookingRow,
  'id' | 'user_id' | 'photographer_id' | 'advance_amount' | 'advance_status' | 'advance_refunded' | 'advance_released'
>;

/** What the booking's hold account has now: the paid advance less what already went either way. */
export function heldOf(booking: AdvanceColumns): number {
  if (booking.advance_status !== 'held') return 0;
  return (booking.advance_amount ?? 0) - booking.advance_refunded - booking.advance_released;
}

/** The booking's own copy of the policy; a stored copy the schema refuses is the server's fault, not the reader's. */
export function policyOfBooking(booking: Pick<BookingRow, 'id' | 'policy'>): BookingPolicy {
  const parsed = bookingPolicyInput.safeParse(JSON.parse(booking.policy));
  if (!parsed.success) throw new Error(`the stored policy of booking ${booking.id} fails the schema`);
  return parsed.data;
}

/**
 * Splits what the hold pays out: `refund` back to the client, the rest to the photographer less the
 * platform's share (the photographer's plan's share, as for gifts). Answers the moves and the
 * amounts for the booking's columns.
 */
export function payOut(
  booking: AdvanceColumns,
  refund: number,
  photographerSharePercent: number,
): { moves: CreditMove[]; refunded: number; released: number; photographerShare: number } {
  const held = heldOf(booking);
  if (refund < 0 || refund > held) throw new Error(`payOut: a refund of ${refund} from a hold of ${held}`);
  const released = held - refund;
  const photographerShare = Math.floor((released * photographerSharePercent) / 100);
  const hold = bookingHoldAccount(booking.id);
  const moves: CreditMove[] = [
    { account: hold, delta: -held, reason: refund > 0 ? 'advance_refunded' : 'advance_released' },
    { account: booking.user_id, delta: refund, reason: 'advance_refunded' },
    { account: booking.photographer_id, delta: photographerShare, reason: 'advance_released' },
    { account: platformAccount, delta: released - photographerShare, reason: 'advance_platform_share' },
  ];
  return { moves, refunded: refund, released, photographerShare };
}

/** What a client who cancels gets back: the tier of the booking's own policy they cancel in, of what is held. */
export function clientRefundOf(booking: AdvanceColumns & Pick<BookingRow, 'policy'>, daysBefore: number): number {
  const percent = refundPercentAt(policyOfBooking(booking), daysBefore);
  return Math.floor((heldOf(booking) * percent) / 100);
}

/**
 * What a balance paid through Tasbir moves: all of it from the payer (the client's credits, or the
 * gateway's account for eSewa and Khalti) to the photographer, less the platform's share by the same
 * rule as a released advance.
 */
export function balanceMoves(
  from: string,
  photographerId: string,
  amount: number,
  photographerSharePercent: number,
): { moves: CreditMove[]; photographerShare: number } {
  const photographerShare = Math.floor((amount * photographerSharePercent) / 100);
  const moves: CreditMove[] = [
    { account: from, delta: -amount, reason: 'balance_paid' },
    { account: photographerId, delta: photographerShare, reason: 'balance_paid' },
    { account: platformAccount, delta: amount - photographerShare, reason: 'balance_platform_share' },
  ];
  return { moves, photographerShare };
}

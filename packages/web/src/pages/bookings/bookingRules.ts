import {
  balancePayableStatuses,
  localMoneyText,
  type Booking,
  type BookingBudgetRange,
  type BookingDuration,
  type Language,
  type UiMessageKey,
} from '@tasbir/shared';
import { messagesFor } from '../../i18n.js';

type BookingState = Pick<Booking, 'status' | 'event_date'> & { balance: Pick<Booking['balance'], 'paid_at'> };

/**
 * The client may withdraw a booking until it ends: pending, waiting for its advance, accepted or
 * confirmed; not once its balance is paid (the server refuses it then).
 */
export const canCancel = (booking: BookingState) =>
  booking.balance.paid_at === null &&
  (booking.status === 'pending' ||
    booking.status === 'awaiting_advance' ||
    booking.status === 'accepted' ||
    booking.status === 'confirmed');

/** The photographer may cancel a booking they took (a pending one they decline instead). */
export const canPhotographerCancel = (booking: BookingState) => booking.status !== 'pending' && canCancel(booking);

/** The photographer answers a booking once, while it is pending. */
export const canAnswer = (booking: BookingState) => booking.status === 'pending';

/** The photographer closes a booking that went ahead (accepted, or confirmed by its advance) once its date (a day in Nepal) has passed. */
export const canComplete = (booking: BookingState, nepalToday: string) =>
  (booking.status === 'accepted' || booking.status === 'confirmed') && booking.event_date < nepalToday;

/** The client pays a due advance until its deadline. */
export const canPayAdvance = (booking: Pick<Booking, 'status' | 'advance'>, now: Date) =>
  booking.status === 'awaiting_advance' &&
  booking.advance?.status === 'due' &&
  Date.parse(booking.advance.due_at) > now.getTime();

type BalanceState = Pick<Booking, 'status' | 'balance'>;

/** A balance is paid once, for a booking that went ahead (its advance paid, when it took one) or was completed. */
const balanceOpen = (booking: BalanceState) =>
  booking.balance.paid_at === null && (balancePayableStatuses as readonly string[]).includes(booking.status);

/** The client pays an open balance through Tasbir when the booking has an agreed price to pay. */
export const canPayBalance = (booking: BalanceState) => balanceOpen(booking) && booking.balance.amount !== null;

/** The photographer marks an open balance paid, with or without an agreed price. */
export const canMarkBalancePaid = balanceOpen;

/** Accepting this booking would make a second accepted one on its date. */
export const clashesOnAccept = (booking: Pick<Booking, 'status' | 'same_date_accepted'>) =>
  booking.status === 'pending' && booking.same_date_accepted > 0;

/** A budget choice in the language: the stored rupee range written as the language writes money, or "Negotiable" in words. */
export function budgetText(budget: BookingBudgetRange, language: Language): string {
  return budget === 'Negotiable' ? messagesFor(language).budgetNegotiable : localMoneyText(budget, language);
}

/** A duration choice's words, by message key. */
export const durationKeys: Record<BookingDuration, UiMessageKey> = {
  '2 hours': 'duration2Hours',
  '4 hours': 'duration4Hours',
  '6 hours': 'duration6Hours',
  'Full day': 'durationFullDay',
  '2 days': 'duration2Days',
  Custom: 'durationCustom',
};

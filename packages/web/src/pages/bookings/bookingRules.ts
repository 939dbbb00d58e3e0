import {
  localMoneyText,
  type Booking,
  type BookingBudgetRange,
  type BookingDuration,
  type Language,
  type UiMessageKey,
} from '@tasbir/shared';
import { messagesFor } from '../../i18n.js';

type BookingState = Pick<Booking, 'status' | 'event_date'>;

/** The requester may withdraw a booking while it is pending or accepted. */
export const canCancel = (booking: BookingState) => booking.status === 'pending' || booking.status === 'accepted';

/** The photographer answers a booking once, while it is pending. */
export const canAnswer = (booking: BookingState) => booking.status === 'pending';

/** The photographer closes an accepted booking once its date (a day in Nepal) has passed. */
export const canComplete = (booking: BookingState, nepalToday: string) =>
  booking.status === 'accepted' && booking.event_date < nepalToday;

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

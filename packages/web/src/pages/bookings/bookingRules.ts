import type { Booking, BookingBudgetRange } from '@tasbir/shared';

type BookingState = Pick<Booking, 'status' | 'event_date'>;

/** The requester may withdraw a booking while it is pending or accepted. */
export const canCancel = (booking: BookingState) => booking.status === 'pending' || booking.status === 'accepted';

/** The photographer answers a booking once, while it is pending. */
export const canAnswer = (booking: BookingState) => booking.status === 'pending';

/** The photographer closes an accepted booking once its date (a day in Nepal) has passed. */
export const canComplete = (booking: BookingState, nepalToday: string) => booking.status === 'accepted' && booking.event_date < nepalToday;

/** Accepting this booking would make a second accepted one on its date. */
export const clashesOnAccept = (booking: Pick<Booking, 'status' | 'same_date_accepted'>) => booking.status === 'pending' && booking.same_date_accepted > 0;

/** A budget range as written in rupees is the same in both languages; only "Negotiable" is a word. */
export const isNegotiable = (budget: BookingBudgetRange) => budget === 'Negotiable';

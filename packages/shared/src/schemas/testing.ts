import type { z } from 'zod';
import { bookingIdInput } from './bookings.js';
import { calendarDateField } from './fields.js';

/**
 * `POST /test/move-booking-date` (browser tests only): one of the caller's bookings moved to another
 * calendar date, past ones included, so a test can complete a booking without waiting for its day.
 */
export const moveBookingDateInput = bookingIdInput.extend({ event_date: calendarDateField('bookingDateInvalid') });
export type MoveBookingDateInput = z.input<typeof moveBookingDateInput>;

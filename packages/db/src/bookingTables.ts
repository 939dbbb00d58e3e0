import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  AdvanceStatus,
  BookingBudgetRange,
  BookingCanceller,
  BookingDuration,
  BookingEventType,
  BookingStatus,
  BalancePaidVia,
} from '@tasbir/shared';

/** Tables of migrations 0015_bookings, 0022_booking_policies, 0023_booking_advances (and 0026's answered_at). */

/** A user's request to book a photographer (docs/product.md#bookings). */
export interface BookingsTable {
  id: string;
  /** Who asked. */
  user_id: string;
  photographer_id: string;
  event_type: BookingEventType;
  /** The event's calendar date, YYYY-MM-DD. */
  event_date: string;
  event_location: string;
  event_duration: BookingDuration;
  special_requirements: string;
  budget_range: BookingBudgetRange;
  contact_phone: string;
  contact_email: string | null;
  status: BookingStatus;
  created_at: string;
  /** When the status last changed (or the request was made). */
  updated_at: string;
  /** The package price in rupees, set by the photographer when accepting. */
  agreed_price: number | null;
  /** JSON text of the photographer's policy when the request was made; a later change does not apply. */
  policy: Generated<string>;
  /** The advance in rupees (= credits), set when accepted with one; null when none is taken. */
  advance_amount: number | null;
  advance_status: AdvanceStatus | null;
  /** ISO timestamp after which an unpaid advance expires. */
  advance_due_at: string | null;
  /** What of the held advance went back to the client, and what to the photographer (before the platform's share). */
  advance_refunded: Generated<number>;
  advance_released: Generated<number>;
  cancelled_by: BookingCanceller | null;
  /** When the rest of the agreed price was paid (migration 0024): it opens a tied gallery's originals. */
  balance_paid_at: string | null;
  /** How: through Tasbir (credits, eSewa, Khalti) or marked paid by the photographer. */
  balance_paid_via: BalancePaidVia | null;
  /**
   * The photographer's first answer to the request (migration 0026): accepting or declining it, or a
   * chat message to its client while it was pending, whichever came first.
   */
  answered_at: string | null;
}

/** Reminders sent for a booking, one row each (migration 0023): the row is what makes a reminder go once. */
export interface BookingRemindersTable {
  booking_id: string;
  kind: BookingReminderKind;
  sent_at: string;
}

/** Two days and one day before the event (both sides), and the day after it (the photographer, to mark it completed). */
export type BookingReminderKind = 'two_days_before' | 'one_day_before' | 'day_after';

/** A date (YYYY-MM-DD) on which a photographer takes no booking. */
export interface PhotographerUnavailableDatesTable {
  photographer_id: string;
  date: string;
  created_at: string;
}

/**
 * A photographer's booking policy (migration 0022_booking_policies); no row means the shared default.
 * `refund_tiers` is JSON text of `[{days_before, refund_percent}]`, read through the shared schema.
 */
export interface BookingPoliciesTable {
  photographer_id: string;
  advance_percent: number;
  refund_tiers: string;
  updated_at: string;
}

export type BookingRow = Selectable<BookingsTable>;
export type NewBookingRow = Insertable<BookingsTable>;
export type BookingPolicyRow = Selectable<BookingPoliciesTable>;

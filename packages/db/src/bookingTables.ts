import type { Selectable } from 'kysely';
import type { BookingBudgetRange, BookingDuration, BookingEventType, BookingStatus } from '@tasbir/shared';

/** Tables of migrations 0015_bookings and 0022_booking_policies. */

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
}

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
export type BookingPolicyRow = Selectable<BookingPoliciesTable>;

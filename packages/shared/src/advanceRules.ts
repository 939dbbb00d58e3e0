import type { BookingPolicy } from './bookingPolicy.js';

/*
 * What a booking's advance comes to (docs/decisions/016-booking-advances.md), for the server's steps
 * and the web's previews alike. Kept apart from bookings.ts and bookingPolicy.ts, whose limits the
 * home page's error sentences carry: the web's script of a module holds every function of it that
 * is used anywhere, so these live where only the dashboards' chunks take them.
 */

/** The advance in whole rupees (= credits): the percent of the agreed price, rounded down in the client's favour. */
export function advanceAmountOf(agreedPrice: number, advancePercent: number): number {
  return Math.floor((agreedPrice * advancePercent) / 100);
}

/**
 * Whole days from Nepal's `today` until the event date: 0 on the day itself, negative after it. A
 * refund tier counts these days (docs/decisions/016-booking-advances.md).
 */
export function daysUntil(eventDate: string, today: string): number {
  return Math.round((Date.parse(`${eventDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The percent of the advance refunded to a client who cancels `daysBefore` whole days before the
 * event: the percent of the first tier the cancellation is at or beyond, nothing when it is nearer
 * than every tier (or the policy has none).
 */
export function refundPercentAt(policy: Pick<BookingPolicy, 'refund_tiers'>, daysBefore: number): number {
  return policy.refund_tiers.find((tier) => daysBefore >= tier.days_before)?.refund_percent ?? 0;
}

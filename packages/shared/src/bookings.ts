/**
 * The booking form's choices (docs/product.md#bookings), held once for the web form and the bookings API.
 * Values are what a booking request carries; the web app shows them through its message tables.
 */
export const bookingEventTypes = ['wedding', 'portrait', 'event', 'corporate', 'family', 'fashion', 'other'] as const;
export type BookingEventType = (typeof bookingEventTypes)[number];
export const defaultBookingEventType: BookingEventType = 'wedding';

export const bookingDurations = ['2 hours', '4 hours', '6 hours', 'Full day', '2 days', 'Custom'] as const;
export type BookingDuration = (typeof bookingDurations)[number];
export const defaultBookingDuration: BookingDuration = '4 hours';

export const bookingBudgetRanges = [
  'Rs 25,000 - Rs 50,000',
  'Rs 50,000 - Rs 1,00,000',
  'Rs 1,00,000 - Rs 2,00,000',
  'Rs 2,00,000 - Rs 5,00,000',
  'Rs 5,00,000+',
  'Negotiable',
] as const;
export type BookingBudgetRange = (typeof bookingBudgetRanges)[number];
export const defaultBookingBudgetRange: BookingBudgetRange = 'Rs 50,000 - Rs 1,00,000';

/**
 * Where a booking stands (docs/decisions/016-booking-advances.md). pending → accepted (no advance)
 * or awaiting_advance (the photographer, with the agreed price), or declined; awaiting_advance →
 * confirmed (the advance paid) or expired (unpaid at its deadline); pending, awaiting_advance,
 * accepted or confirmed → cancelled (either party; an admin settling a dispute); accepted or
 * confirmed → completed (the photographer, after the event date).
 */
export const bookingStatuses = [
  'pending',
  'awaiting_advance',
  'accepted',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
  'completed',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Statuses that hold the photographer's date: nobody else can book it. */
export const dateHoldingStatuses = [
  'awaiting_advance',
  'accepted',
  'confirmed',
] as const satisfies readonly BookingStatus[];

/** Statuses of a booking that is going ahead: it can be completed once its date has passed. */
export const goingAheadStatuses = ['accepted', 'confirmed'] as const satisfies readonly BookingStatus[];

/**
 * Where a booking's advance stands: `due` until paid or its deadline; `held` by the platform once
 * paid; then `released` to the photographer (completed, or kept by the policy) or `refunded` to the
 * client (all or part: `refunded` and `released` say how much went each way); `expired` unpaid.
 */
export const advanceStatuses = ['due', 'held', 'released', 'refunded', 'expired'] as const;
export type AdvanceStatus = (typeof advanceStatuses)[number];

/** Who cancelled a booking: the client who asked, the photographer (against their reliability), an admin settling a dispute. */
export const bookingCancellers = ['requester', 'photographer', 'admin'] as const;
export type BookingCanceller = (typeof bookingCancellers)[number];

/** Ways to pay an advance: the client's credits, or online through a wallet. */
export const advancePaymentMethods = ['credits', 'esewa', 'khalti'] as const;
export type AdvancePaymentMethod = (typeof advancePaymentMethods)[number];

export const bookingLimits = {
  locationMax: 200,
  requirementsMax: 2000,
  phoneMax: 30,
  /** How far ahead an event may be booked or a date marked unavailable. */
  daysAhead: 730,
  /** The longest span one availability answer covers. */
  availabilityDays: 400,
  /** The agreed price in rupees: from Rs 1,000 (1% of it is still a payable advance) to Rs 1,00,00,000. */
  agreedPriceMin: 1_000,
  agreedPriceMax: 10_000_000,
} as const;

/** Nepal keeps UTC+5:45 all year (no daylight saving). */
const nepalOffsetMs = (5 * 60 + 45) * 60_000;

/** Today's date in Nepal (YYYY-MM-DD): bookings are for Nepali calendar days wherever the server runs. */
export function nepalToday(now: Date = new Date()): string {
  return new Date(now.getTime() + nepalOffsetMs).toISOString().slice(0, 10);
}

/** The calendar day (YYYY-MM-DD) a moment falls on where it is read (the machine's own time zone). */
export function localCalendarDay(moment: Date): string {
  return new Date(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate())).toISOString().slice(0, 10);
}

/** A date `days` after an ISO date (YYYY-MM-DD). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * The calendar date an ISO text names: `2026-12-01` or a whole timestamp (`2026-12-01T00:00:00.000Z`,
 * as the old client sent `event_date`), whose date part is taken. Undefined for anything else,
 * including dates that do not exist (2026-02-30).
 */
export function calendarDateOf(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = `${year}-${month}-${day}`;
  return addDays(date, 0) === date ? date : undefined;
}

const devanagariDigits = '०१२३४५६७८९';

/** A number as written, in Latin digits without spaces, dashes, brackets or dots. */
const phoneDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(devanagariDigits.indexOf(digit))).replace(/[\s\-().]/g, '');

/** A mobile is 10 digits from 96, 97 or 98. */
const mobileNumber = /^9[678]\d{8}$/;

/**
 * Whether a text is a Nepali phone number: a mobile (98XXXXXXXX, 97…, 96…) or a landline with its
 * area code (01-4XXXXXX, 061-5XXXXX), with or without +977, spaces, dashes and brackets, in
 * Latin or Devanagari digits.
 */
export function isNepaliPhoneNumber(text: string): boolean {
  const written = phoneDigits(text);
  // A landline is an area code and number, 8 digits after the trunk 0 (which callers from abroad
  // drop, though many still write it).
  if (mobileNumber.test(written) || /^0[1-9]\d{7}$/.test(written)) return true;
  const fromAbroad = /^(?:\+|00)?977(\d+)$/.exec(written)?.[1];
  return fromAbroad !== undefined && (mobileNumber.test(fromAbroad) || /^0?[1-9]\d{7}$/.test(fromAbroad));
}

/**
 * A Nepali mobile number as its ten digits (eSewa and Khalti IDs are one), however it is written,
 * as the phone rule above accepts it; undefined for a landline or anything else.
 */
export function nepaliMobileNumber(text: string): string | undefined {
  const written = phoneDigits(text);
  const local = /^(?:\+|00)?977(\d+)$/.exec(written)?.[1] ?? written;
  return mobileNumber.test(local) ? local : undefined;
}

/**
 * How a booking's balance (the agreed price less the advance) was paid: through Tasbir, or marked
 * paid by the photographer for cash or a transfer outside (docs/decisions/017-delivery-galleries.md).
 */
export const balancePaidVia = ['credits', 'esewa', 'khalti', 'marked'] as const;
export type BalancePaidVia = (typeof balancePaidVia)[number];

/**
 * Statuses in which a booking's balance can be paid or marked paid: it went ahead (with its advance
 * paid, when it took one) or was completed. A booking awaiting its advance pays that first.
 */
export const balancePayableStatuses = [
  'accepted',
  'confirmed',
  'completed',
] as const satisfies readonly BookingStatus[];

/** The balance in rupees: the agreed price less the advance (none when no advance was taken); null without a price. */
export function balanceAmountOf(agreedPrice: number | null, advanceAmount: number | null): number | null {
  return agreedPrice === null ? null : agreedPrice - (advanceAmount ?? 0);
}

import { z } from 'zod';
import {
  advancePaymentMethods,
  advanceStatuses,
  balancePaidVia,
  bookingCancellers,
  bookingBudgetRanges,
  bookingDurations,
  bookingEventTypes,
  bookingLimits,
  bookingStatuses,
  defaultBookingBudgetRange,
  defaultBookingDuration,
  defaultBookingEventType,
  isNepaliPhoneNumber,
} from '../bookings.js';
import { refuse, type ErrorCode } from '../messages/errors.js';
import { bookingPolicySchema } from './bookingPolicy.js';
import { photographerIdField } from './directory.js';
import { calendarDateField, lineText, multilineText, wholeNumberField } from './fields.js';
import { createdPaymentSchema } from './payments.js';
import { pageCursorField, pageLimitField, blankIsAbsent } from './paging.js';

/** A required text: a missing or blank one is the form's "Please fill in all required fields". */
const requiredText = (max: number, tooLong: ErrorCode) =>
  lineText(refuse('bookingIncomplete')).trim().min(1, refuse('bookingIncomplete')).max(max, refuse(tooLong));

/** A choice from a list, its default when absent or blank. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number], invalid: ErrorCode) =>
  z.preprocess(blankIsAbsent, z.enum(values, refuse(invalid)).default(fallback));

/** `POST /bookings` (docs/product.md#bookings): the booking-request fields of the product. */
export const createBookingInput = z.object({
  photographer_id: z
    .preprocess(blankIsAbsent, photographerIdField.optional())
    .pipe(z.string(refuse('bookingIncomplete'))),
  event_type: choice(bookingEventTypes, defaultBookingEventType, 'bookingEventTypeInvalid'),
  event_date: calendarDateField('bookingIncomplete'),
  event_location: requiredText(bookingLimits.locationMax, 'bookingLocationTooLong'),
  event_duration: choice(bookingDurations, defaultBookingDuration, 'bookingDurationInvalid'),
  special_requirements: multilineText(refuse('bookingRequirementsTooLong'))
    .trim()
    .max(bookingLimits.requirementsMax, refuse('bookingRequirementsTooLong'))
    .nullish()
    .transform((value) => value ?? ''),
  budget_range: choice(bookingBudgetRanges, defaultBookingBudgetRange, 'bookingBudgetInvalid'),
  contact_phone: requiredText(bookingLimits.phoneMax, 'contactPhoneInvalid').refine(
    isNepaliPhoneNumber,
    refuse('contactPhoneInvalid'),
  ),
  contact_email: z.preprocess(
    blankIsAbsent,
    z
      .string(refuse('contactEmailInvalid'))
      .trim()
      .toLowerCase()
      .max(254, refuse('contactEmailInvalid'))
      .pipe(z.email(refuse('contactEmailInvalid')))
      .nullish()
      .transform((value) => value ?? null),
  ),
});
export type CreateBookingInput = z.input<typeof createBookingInput>;
export type CreateBookingFields = z.output<typeof createBookingInput>;

/** A booking as its two parties and the admins see it. */
export const bookingSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_username: z.string(),
  photographer_id: z.string(),
  photographer_username: z.string(),
  event_type: z.enum(bookingEventTypes),
  /** The event's calendar date, YYYY-MM-DD. */
  event_date: z.string(),
  event_location: z.string(),
  event_duration: z.enum(bookingDurations),
  special_requirements: z.string(),
  budget_range: z.enum(bookingBudgetRanges),
  contact_phone: z.string(),
  contact_email: z.string().nullable(),
  status: z.enum(bookingStatuses),
  created_at: z.string(),
  updated_at: z.string(),
  /** How many other bookings the photographer has accepted for the same date (the warning before and after accepting). */
  same_date_accepted: z.number(),
  /** The package price in rupees the photographer set when accepting; null before, or when accepted without one. */
  agreed_price: z.number().int().nullable(),
  /** The photographer's policy as the client saw it when booking: later changes to theirs do not apply. */
  policy: bookingPolicySchema,
  /** The advance, once the booking was accepted with one; null when none is taken. */
  advance: z
    .object({
      /** In rupees (= credits). */
      amount: z.number().int(),
      status: z.enum(advanceStatuses),
      /** When an unpaid advance expires (ISO, UTC; shown in Nepal time). */
      due_at: z.string(),
      /** How much went back to the client, and how much to the photographer (before the platform's share). */
      refunded: z.number().int(),
      released: z.number().int(),
    })
    .nullable(),
  cancelled_by: z.enum(bookingCancellers).nullable(),
  /**
   * The rest of the agreed price after the advance: `amount` in rupees (null without an agreed
   * price: such a balance can only be marked paid), when and how it was paid (null until then).
   */
  balance: z.object({
    amount: z.number().int().nullable(),
    paid_at: z.string().nullable(),
    paid_via: z.enum(balancePaidVia).nullable(),
  }),
});
export type Booking = z.infer<typeof bookingSchema>;

const statusFilter = z.preprocess(blankIsAbsent, z.enum(bookingStatuses, refuse('bookingStatusInvalid')).optional());

/** `GET /bookings/mine` (a user's requests, a photographer's incoming) and the admins' `GET /bookings`: newest first. */
export const bookingListInput = z.object({ status: statusFilter, limit: pageLimitField, cursor: pageCursorField });
export type BookingListInput = z.input<typeof bookingListInput>;
export const bookingPageSchema = z.object({ items: z.array(bookingSchema), next_cursor: z.string().nullable() });
export type BookingPage = z.infer<typeof bookingPageSchema>;

const bookingIdField = lineText(refuse('bookingNotFound'))
  .trim()
  .min(1, refuse('bookingNotFound'))
  .max(64, refuse('bookingNotFound'));
export const bookingIdInput = z.object({ id: bookingIdField });

/** `POST /bookings/{id}/accept`: the agreed price in rupees, required when the booking's policy takes an advance. */
export const acceptBookingInput = z.object({
  id: bookingIdField,
  agreed_price: z.preprocess(
    blankIsAbsent,
    wholeNumberField(
      'agreedPriceInvalid',
      'agreedPriceInvalid',
      bookingLimits.agreedPriceMin,
      bookingLimits.agreedPriceMax,
    ).nullish(),
  ),
});
export type AcceptBookingInput = z.input<typeof acceptBookingInput>;

/** `POST /bookings/{id}/pay-advance`: from the client's credits, or online through eSewa or Khalti. */
export const payAdvanceInput = z.object({
  id: bookingIdField,
  method: z.enum(advancePaymentMethods, refuse('advanceMethodInvalid')),
});
export type PayAdvanceInput = z.input<typeof payAdvanceInput>;

/** Paid from credits: the confirmed booking. Online: the payment and where the browser goes to pay. */
export const paidAdvanceSchema = z.union([bookingSchema, createdPaymentSchema]);

/** `POST /bookings/{id}/pay-balance`: the rest of the agreed price, the same ways as the advance. */
export const payBalanceInput = payAdvanceInput;
export type PayBalanceInput = PayAdvanceInput;
/** Paid from credits: the booking with its balance paid. Online: the payment and where to pay. */
export const paidBalanceSchema = paidAdvanceSchema;

/** `POST /admin/bookings/{id}/settle`: an admin refunds part of a held advance and releases the rest, with a note. */
export const settleBookingInput = z.object({
  id: bookingIdField,
  refund: wholeNumberField('settlementRefundInvalid', 'settlementRefundInvalid', 0, bookingLimits.agreedPriceMax),
  note: lineText(refuse('settlementNoteRequired'))
    .trim()
    .min(1, refuse('settlementNoteRequired'))
    .max(500, refuse('settlementNoteRequired')),
});
export type SettleBookingInput = z.input<typeof settleBookingInput>;

/** `GET /bookings/availability/{photographerId}`: the dates within [from, to] on which the photographer cannot be booked. */
export const availabilityInput = z.object({
  photographer_id: photographerIdField,
  from: z.preprocess(blankIsAbsent, calendarDateField('bookingDateInvalid').optional()),
  to: z.preprocess(blankIsAbsent, calendarDateField('bookingDateInvalid').optional()),
});
export type AvailabilityInput = z.input<typeof availabilityInput>;
export const availabilitySchema = z.object({
  photographer_id: z.string(),
  from: z.string(),
  to: z.string(),
  /** Dates the photographer marked as unavailable. */
  unavailable: z.array(z.string()),
  /** Dates of the photographer's accepted bookings. */
  booked: z.array(z.string()),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** `PUT /bookings/availability/{date}`: a photographer marks a date as unavailable, or frees it. */
export const setAvailabilityInput = z.object({
  date: calendarDateField('bookingDateInvalid'),
  available: z.boolean(refuse('bookingDateInvalid')),
});
export type SetAvailabilityInput = z.input<typeof setAvailabilityInput>;
export const dateAvailabilitySchema = z.object({ date: z.string(), available: z.boolean() });
export type DateAvailability = z.infer<typeof dateAvailabilitySchema>;

/** What moved an advance's money, as a receipt names it. */
export const advanceReceiptKinds = ['advance_paid', 'advance_refunded', 'advance_released', 'balance_paid'] as const;
export type AdvanceReceiptKind = (typeof advanceReceiptKinds)[number];

/**
 * One receipt of a booking's advance (`GET /bookings/receipts`), as both parties see it: paid (and
 * how), refunded to the client, or released to the photographer; or of its balance paid through
 * Tasbir (the whole balance for the client, what reached the photographer for them). `platform_share`
 * is what the platform kept of a release or a balance, shown to the photographer only (null otherwise).
 */
export const advanceReceiptSchema = z.object({
  id: z.string(),
  kind: z.enum(advanceReceiptKinds),
  booking_id: z.string(),
  event_date: z.string(),
  /** The other party's username. */
  other_party: z.string(),
  /** In rupees (= credits). */
  amount: z.number().int(),
  platform_share: z.number().int().nullable(),
  /** How an advance or a balance was paid; null for refunds and releases. */
  method: z.enum(advancePaymentMethods).nullable(),
  created_at: z.string(),
});
export type AdvanceReceipt = z.infer<typeof advanceReceiptSchema>;
export const advanceReceiptListSchema = z.object({ receipts: z.array(advanceReceiptSchema) });
export type AdvanceReceiptList = z.infer<typeof advanceReceiptListSchema>;

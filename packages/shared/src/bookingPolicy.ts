/**
 * A photographer's booking policy (docs/decisions/015-booking-policy.md): the advance a client pays
 * when the booking is accepted, and how much of it a client who cancels gets back. Kept without zod
 * so the web app can show a policy without loading the schema library.
 */

/** The bounds of a policy, held once for the schema, the error sentences and the web form. */
export const bookingPolicyLimits = {
  /** The largest advance, in percent of the agreed price; 0 takes no advance. */
  advanceMaxPercent: 50,
  /** The most refund tiers one policy may have. */
  tiersMax: 5,
  /** The furthest a tier may reach before the event, in days. */
  daysBeforeMax: 365,
  refundMaxPercent: 100,
} as const;

/** Hours a client has to pay the advance once the booking is accepted (issue 24), as the policy states it. */
export const advanceDueHours = 48;

/** From `days_before` whole days before the event onwards, `refund_percent` of the advance comes back. */
export type RefundTier = { days_before: number; refund_percent: number };

/** Tiers run from the most days before the event to the fewest, each refunding no more than the one before. */
export type BookingPolicy = { advance_percent: number; refund_tiers: RefundTier[] };

/**
 * What a photographer who never set a policy has: no advance (the booking works as it always did),
 * and, for when they ask for one, a full refund a month ahead and half a week ahead.
 */
export const defaultBookingPolicy: BookingPolicy = {
  advance_percent: 0,
  refund_tiers: [
    { days_before: 30, refund_percent: 100 },
    { days_before: 7, refund_percent: 50 },
  ],
};

import { z } from 'zod';
import { bookingPolicyLimits } from '../bookingPolicy.js';
import { refuse } from '../messages/errors.js';
import { wholeNumberField } from './fields.js';

const { advanceMaxPercent, tiersMax, daysBeforeMax, refundMaxPercent } = bookingPolicyLimits;

const refundTierInput = z.object(
  {
    days_before: wholeNumberField('refundTierDaysInvalid', 'refundTierDaysInvalid', 0, daysBeforeMax),
    refund_percent: wholeNumberField('refundTierPercentInvalid', 'refundTierPercentInvalid', 0, refundMaxPercent),
  },
  refuse('refundTiersInvalid'),
);

/**
 * Tiers from the most days before the event to the fewest, none twice, and a nearer tier never
 * refunds more than a further one: otherwise which tier applies on a given day would be unclear.
 */
const refundTiersInput = z
  .array(refundTierInput, refuse('refundTiersInvalid'))
  .max(tiersMax, refuse('refundTiersTooMany'))
  .superRefine((tiers, context) => {
    for (const [index, tier] of tiers.entries()) {
      const before = tiers[index - 1];
      if (!before) continue;
      if (tier.days_before >= before.days_before)
        context.addIssue({ code: 'custom', message: 'refundTiersOutOfOrder', path: [index, 'days_before'] });
      else if (tier.refund_percent > before.refund_percent)
        context.addIssue({ code: 'custom', message: 'refundTiersPercentRises', path: [index, 'refund_percent'] });
    }
  });

/** `PUT /photographer/booking-policy`: the whole policy, replacing the one before. */
export const bookingPolicyInput = z.object({
  advance_percent: wholeNumberField('advancePercentInvalid', 'advancePercentInvalid', 0, advanceMaxPercent),
  refund_tiers: refundTiersInput,
});
export type BookingPolicyInput = z.input<typeof bookingPolicyInput>;

/** A photographer's booking policy as `GET /photographers/{id}/booking-policy` answers it. */
export const bookingPolicySchema = z.object({
  /** Percent of the agreed price paid when the booking is accepted; 0 for none. */
  advance_percent: z.number().int(),
  /** From the most days before the event to the fewest; nearer than the last, nothing is refunded. */
  refund_tiers: z.array(z.object({ days_before: z.number().int(), refund_percent: z.number().int() })),
});

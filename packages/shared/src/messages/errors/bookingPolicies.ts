import { bookingPolicyLimits } from '../../bookingPolicy.js';
import { localDigits } from '../../format.js';

/**
 * Refusals of a photographer's booking policy. The bounds are written from the shared limits, so a
 * changed limit changes its sentence; `{max}` of the tier count comes from the schema's check.
 */
const { advanceMaxPercent, daysBeforeMax, refundMaxPercent } = bookingPolicyLimits;
const inNepali = (value: number) => localDigits(String(value), 'ne');

export const bookingPolicyErrorsEn = {
  onlyPhotographersSetPolicy: 'Only photographers can set a booking policy',
  advancePercentInvalid: `The advance must be a whole percent from 0 to ${advanceMaxPercent}`,
  refundTiersInvalid: 'Please give the refund tiers as a list of days before the event and the percent refunded',
  refundTiersTooMany: 'A booking policy may have at most {max} refund tiers',
  refundTierDaysInvalid: `Days before the event must be a whole number from 0 to ${daysBeforeMax}`,
  refundTierPercentInvalid: `A refund must be a whole percent from 0 to ${refundMaxPercent}`,
  refundTiersOutOfOrder:
    'Please list the refund tiers from the most days before the event to the fewest, each with different days',
  refundTiersPercentRises: 'A refund tier nearer the event cannot refund more than a tier further from it',
} as const;

export const bookingPolicyErrorsNe: Record<keyof typeof bookingPolicyErrorsEn, string> = {
  onlyPhotographersSetPolicy: 'फोटोग्राफरले मात्र बुकिङ नीति तय गर्न सक्नुहुन्छ',
  advancePercentInvalid: `अग्रिम रकम ० देखि ${inNepali(advanceMaxPercent)} प्रतिशतसम्मको पूर्णाङ्क हुनुपर्छ`,
  refundTiersInvalid: 'कृपया फिर्ता तहहरू कार्यक्रमभन्दा अघिका दिन र फिर्ता हुने प्रतिशतको सूचीका रूपमा दिनुहोस्',
  refundTiersTooMany: 'बुकिङ नीतिमा बढीमा {max} वटा फिर्ता तह हुन सक्छन्',
  refundTierDaysInvalid: `कार्यक्रमभन्दा अघिका दिन ० देखि ${inNepali(daysBeforeMax)} सम्मको पूर्णाङ्क हुनुपर्छ`,
  refundTierPercentInvalid: `फिर्ता रकम ० देखि ${inNepali(refundMaxPercent)} प्रतिशतसम्मको पूर्णाङ्क हुनुपर्छ`,
  refundTiersOutOfOrder: 'कृपया फिर्ता तहहरू कार्यक्रमभन्दा धेरै दिन अघिदेखि थोरै दिन अघिसम्म क्रमैसँग राख्नुहोस्, प्रत्येकमा फरक दिन राखेर',
  refundTiersPercentRises: 'कार्यक्रमको नजिकको फिर्ता तहले टाढाको तहभन्दा बढी फिर्ता दिन सक्दैन',
};

import { describe, expect, it } from 'vitest';
import { defaultBookingPolicy } from '@tasbir/shared';
import { policyText } from './policyText.js';

const withAdvance = {
  advance_percent: 20,
  refund_tiers: [
    { days_before: 30, refund_percent: 100 },
    { days_before: 7, refund_percent: 50 },
  ],
};

describe('a booking policy in plain words', () => {
  it('says the default in English: no advance, a full refund a month ahead, half a week ahead', () => {
    expect(policyText(defaultBookingPolicy, 'en')).toBe(
      'No advance. Cancel 30 or more days before the event for a full refund, 7 or more days before for 50% back; nearer than that, no refund.',
    );
  });

  it('says the default in Nepali, in Nepali digits', () => {
    expect(policyText(defaultBookingPolicy, 'ne')).toBe(
      'अग्रिम रकम लिइँदैन। कार्यक्रमभन्दा ३० वा बढी दिन अघि रद्द गरे पूरै रकम फिर्ता, ७ वा बढी दिन अघि ५०% फिर्ता; त्योभन्दा नजिक रद्द गरे कुनै फिर्ता छैन।',
    );
  });

  it('states an advance as the policy, with the hours to pay it, in both languages', () => {
    expect(policyText(withAdvance, 'en')).toMatch(
      /^An advance of 20% of the agreed price, paid within 48 hours of acceptance\. Cancel 30 or more/,
    );
    expect(policyText(withAdvance, 'ne')).toMatch(
      /^सहमत मूल्यको २०% अग्रिम, बुकिङ स्वीकार भएको ४८ घण्टाभित्र तिर्नुपर्ने। कार्यक्रमभन्दा ३० वा बढी/,
    );
  });

  it('says a policy without tiers refunds nothing, in both languages', () => {
    const none = { advance_percent: 10, refund_tiers: [] };
    expect(policyText(none, 'en')).toBe(
      'An advance of 10% of the agreed price, paid within 48 hours of acceptance. No refund on cancellation.',
    );
    expect(policyText(none, 'ne')).toBe(
      'सहमत मूल्यको १०% अग्रिम, बुकिङ स्वीकार भएको ४८ घण्टाभित्र तिर्नुपर्ने। रद्द गरेमा कुनै रकम फिर्ता हुँदैन।',
    );
  });

  it('says a single tier, and nothing nearer than it, in both languages', () => {
    const one = { advance_percent: 0, refund_tiers: [{ days_before: 14, refund_percent: 75 }] };
    expect(policyText(one, 'en')).toBe(
      'No advance. Cancel 14 or more days before the event for 75% back; nearer than that, no refund.',
    );
    expect(policyText(one, 'ne')).toBe(
      'अग्रिम रकम लिइँदैन। कार्यक्रमभन्दा १४ वा बढी दिन अघि रद्द गरे ७५% फिर्ता; त्योभन्दा नजिक रद्द गरे कुनै फिर्ता छैन।',
    );
  });

  it('says a last tier at 0 days reaches the day of the event, with nothing left after it', () => {
    const toTheDay = {
      advance_percent: 0,
      refund_tiers: [
        { days_before: 10, refund_percent: 100 },
        { days_before: 0, refund_percent: 0 },
      ],
    };
    expect(policyText(toTheDay, 'en')).toBe(
      'No advance. Cancel 10 or more days before the event for a full refund, up to the day of the event for no refund.',
    );
    expect(policyText(toTheDay, 'ne')).toBe(
      'अग्रिम रकम लिइँदैन। कार्यक्रमभन्दा १० वा बढी दिन अघि रद्द गरे पूरै रकम फिर्ता, कार्यक्रमको दिनसम्म कुनै फिर्ता छैन।',
    );
  });
});

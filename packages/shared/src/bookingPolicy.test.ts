import { describe, expect, it } from 'vitest';
import { refundPercentAt } from './advanceRules.js';
import { bookingPolicyLimits, defaultBookingPolicy, type BookingPolicy } from './bookingPolicy.js';
import { errorText, isErrorCode } from './messages/errors.js';
import { refusalOfIssues } from './messages/issueRefusals.js';
import { bookingPolicyInput } from './schemas/bookingPolicy.js';

const policy: BookingPolicy = {
  advance_percent: 20,
  refund_tiers: [
    { days_before: 30, refund_percent: 100 },
    { days_before: 7, refund_percent: 50 },
    { days_before: 2, refund_percent: 10 },
  ],
};

/** The refusal the server would answer for a policy, as its code, params and English sentence. */
function refusalOf(input: unknown) {
  const result = bookingPolicyInput.safeParse(input);
  if (result.success) return undefined;
  const { code, params } = refusalOfIssues(result.error);
  return { code, params, text: isErrorCode(code) ? errorText(code, params) : code };
}

describe('the refund a cancelling client gets', () => {
  it('is the first tier’s percent at or beyond its days, however far ahead', () => {
    expect(refundPercentAt(policy, 365)).toBe(100);
    expect(refundPercentAt(policy, 31)).toBe(100);
    expect(refundPercentAt(policy, 30)).toBe(100);
  });

  it('is a nearer tier’s percent from its days up to the day before the tier further out', () => {
    expect(refundPercentAt(policy, 29)).toBe(50);
    expect(refundPercentAt(policy, 8)).toBe(50);
    expect(refundPercentAt(policy, 7)).toBe(50);
    expect(refundPercentAt(policy, 6)).toBe(10);
    expect(refundPercentAt(policy, 2)).toBe(10);
  });

  it('is nothing nearer than the last tier, on the day itself and after it', () => {
    expect(refundPercentAt(policy, 1)).toBe(0);
    expect(refundPercentAt(policy, 0)).toBe(0);
    expect(refundPercentAt(policy, -3)).toBe(0);
  });

  it('is the last tier’s percent on the event day when that tier starts at 0 days', () => {
    expect(refundPercentAt({ refund_tiers: [{ days_before: 0, refund_percent: 25 }] }, 0)).toBe(25);
  });

  it('is nothing at all under a policy without tiers', () => {
    expect(refundPercentAt({ refund_tiers: [] }, 300)).toBe(0);
  });

  it('follows the default policy: full refund from 30 days, half from 7, nothing nearer', () => {
    expect(defaultBookingPolicy.advance_percent).toBe(0);
    expect([30, 29, 7, 6].map((days) => refundPercentAt(defaultBookingPolicy, days))).toEqual([100, 50, 50, 0]);
  });
});

describe('a booking policy as a photographer sends it', () => {
  it('takes an advance from 0 to 50 percent with up to five tiers, and drops fields it does not know', () => {
    expect(bookingPolicyInput.parse({ ...policy, role: 'admin' })).toEqual(policy);
    expect(bookingPolicyInput.parse({ advance_percent: 0, refund_tiers: [] })).toEqual({
      advance_percent: 0,
      refund_tiers: [],
    });
    const five = [200, 100, 50, 10, 0].map((days, index) => ({ days_before: days, refund_percent: 100 - index * 20 }));
    expect(bookingPolicyInput.parse({ advance_percent: 50, refund_tiers: five }).refund_tiers).toHaveLength(5);
    expect(bookingPolicyInput.parse(defaultBookingPolicy)).toEqual(defaultBookingPolicy);
  });

  it('refuses an advance over 50 percent, below 0, a fraction, text or none', () => {
    for (const advance of [51, -1, 12.5, '20', true, null, undefined]) {
      expect(refusalOf({ ...policy, advance_percent: advance }), String(advance)).toEqual({
        code: 'advancePercentInvalid',
        params: {},
        text: `The advance must be a whole percent from 0 to ${bookingPolicyLimits.advanceMaxPercent}`,
      });
    }
  });

  it('refuses a refund over 100 percent or below 0 with the refund message', () => {
    for (const percent of [101, -5, 33.3]) {
      const tiers = [{ days_before: 10, refund_percent: percent }];
      expect(refusalOf({ advance_percent: 10, refund_tiers: tiers })).toMatchObject({
        code: 'refundTierPercentInvalid',
        text: 'A refund must be a whole percent from 0 to 100',
      });
    }
  });

  it('refuses days before the event beyond 365, below 0 or not whole', () => {
    for (const days of [366, -1, 1.5, '7']) {
      expect(
        refusalOf({ advance_percent: 10, refund_tiers: [{ days_before: days, refund_percent: 50 }] }),
      ).toMatchObject({ code: 'refundTierDaysInvalid' });
    }
  });

  it('refuses a sixth tier, naming the limit', () => {
    const six = [300, 200, 100, 50, 10, 0].map((days) => ({ days_before: days, refund_percent: 50 }));
    expect(refusalOf({ advance_percent: 10, refund_tiers: six })).toEqual({
      code: 'refundTiersTooMany',
      params: { max: 5 },
      text: 'A booking policy may have at most 5 refund tiers',
    });
  });

  it('refuses tiers out of order, or two tiers on the same day, with the order message', () => {
    const outOfOrder = [
      { days_before: 7, refund_percent: 50 },
      { days_before: 30, refund_percent: 50 },
    ];
    const sameDay = [
      { days_before: 7, refund_percent: 100 },
      { days_before: 7, refund_percent: 50 },
    ];
    for (const tiers of [outOfOrder, sameDay]) {
      expect(refusalOf({ advance_percent: 10, refund_tiers: tiers })).toMatchObject({
        code: 'refundTiersOutOfOrder',
      });
    }
  });

  it('refuses a nearer tier that refunds more than a further one', () => {
    const rising = [
      { days_before: 30, refund_percent: 50 },
      { days_before: 7, refund_percent: 80 },
    ];
    expect(refusalOf({ advance_percent: 10, refund_tiers: rising })).toMatchObject({
      code: 'refundTiersPercentRises',
      text: 'A refund tier nearer the event cannot refund more than a tier further from it',
    });
  });

  it('refuses tiers that are not a list of tiers', () => {
    for (const tiers of [undefined, 'none', [7], [null], { days_before: 7, refund_percent: 50 }]) {
      expect(refusalOf({ advance_percent: 10, refund_tiers: tiers }), JSON.stringify(tiers)).toMatchObject({
        code: 'refundTiersInvalid',
      });
    }
  });
});

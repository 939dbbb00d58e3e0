import { describe, expect, it } from 'vitest';
import { bookingPolicyLimits, defaultBookingPolicy } from '@tasbir/shared';
import { draftPolicy, policyDraftOf, policyProblems } from './policyForm.js';

describe('the booking policy form', () => {
  it('starts from the saved policy, every number as typed text', () => {
    expect(policyDraftOf(defaultBookingPolicy)).toEqual({
      advance: '0',
      tiers: [
        { days: '30', refund: '100' },
        { days: '7', refund: '50' },
      ],
    });
  });

  it('lets a valid policy be sent, and previews it as typed', () => {
    const draft = { advance: '20', tiers: [{ days: ' 30 ', refund: '100' }] };
    expect(policyProblems(draft)).toEqual([]);
    expect(draftPolicy(draft)).toEqual({
      advance_percent: 20,
      refund_tiers: [{ days_before: 30, refund_percent: 100 }],
    });
  });

  it('refuses an advance over the limit with the server’s own code', () => {
    const draft = { advance: String(bookingPolicyLimits.advanceMaxPercent + 1), tiers: [] };
    expect(policyProblems(draft)[0]).toMatchObject({ code: 'advancePercentInvalid', field: 'advance_percent' });
  });

  it('refuses tiers out of order and names the tier’s field', () => {
    const draft = {
      advance: '0',
      tiers: [
        { days: '7', refund: '50' },
        { days: '30', refund: '100' },
      ],
    };
    expect(policyProblems(draft)[0]).toMatchObject({
      code: 'refundTiersOutOfOrder',
      field: 'refund_tiers.1.days_before',
    });
  });

  it('refuses an empty tier field, and previews nothing until every field is a number', () => {
    const draft = { advance: '10', tiers: [{ days: '', refund: '50' }] };
    expect(policyProblems(draft)[0]).toMatchObject({ field: 'refund_tiers.0.days_before' });
    expect(draftPolicy(draft)).toBeNull();
    expect(draftPolicy({ advance: 'ten', tiers: [] })).toBeNull();
  });
});

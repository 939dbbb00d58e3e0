import { bookingPolicyInput, digitsAsNumber, type BookingPolicy } from '@tasbir/shared';
import { formProblems, type FormProblem } from '../../forms/formProblems.js';

/** The policy form as typed: every number as its field's text. */
export type PolicyDraft = { advance: string; tiers: { days: string; refund: string }[] };

export const policyDraftOf = (policy: BookingPolicy): PolicyDraft => ({
  advance: String(policy.advance_percent),
  tiers: policy.refund_tiers.map((tier) => ({ days: String(tier.days_before), refund: String(tier.refund_percent) })),
});

/** The draft as the server reads a form's digits: a typed number becomes a number, anything else stays to be refused. */
function policyValue(draft: PolicyDraft) {
  const read = (text: string) => digitsAsNumber(text.trim());
  return {
    advance_percent: read(draft.advance),
    refund_tiers: draft.tiers.map((tier) => ({ days_before: read(tier.days), refund_percent: read(tier.refund) })),
  };
}

/** What the server would refuse of the draft, in its order; empty when it may be sent. */
export const policyProblems = (draft: PolicyDraft): FormProblem[] =>
  formProblems(bookingPolicyInput, policyValue(draft));

/**
 * The draft as a policy once every field holds a whole number, for the preview while typing (tiers
 * still out of order read as typed; saving refuses them); null while a field is empty or no number.
 */
export function draftPolicy(draft: PolicyDraft): BookingPolicy | null {
  const value = policyValue(draft);
  const whole = (number: unknown): number is number => Number.isInteger(number);
  if (!whole(value.advance_percent)) return null;
  const tiers = [];
  for (const tier of value.refund_tiers) {
    if (!whole(tier.days_before) || !whole(tier.refund_percent)) return null;
    tiers.push({ days_before: tier.days_before, refund_percent: tier.refund_percent });
  }
  return { advance_percent: value.advance_percent, refund_tiers: tiers };
}

/** The field ids of the form, matched to a problem's field (`refund_tiers.1.days_before`). */
export const policyFieldIds = {
  advance: 'advance_percent',
  days: (index: number) => `refund_tiers.${index}.days_before`,
  refund: (index: number) => `refund_tiers.${index}.refund_percent`,
};

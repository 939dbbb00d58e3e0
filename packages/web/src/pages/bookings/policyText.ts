import { useAtomValue } from 'jotai';
import {
  advanceDueHours,
  bookingPolicyEn,
  bookingPolicyNe,
  type BookingPolicy,
  type Language,
  type RefundTier,
} from '@tasbir/shared';
import { languageAtom } from '../../state/language.js';
import { formatIn } from '../../useFormat.js';

/** The policy's own texts: the portfolio and the booking form carry these alone, not the other lazy tables. */
export type PolicyT = Record<keyof typeof bookingPolicyEn, string>;
const policyTables: Record<Language, PolicyT> = { en: bookingPolicyEn, ne: bookingPolicyNe };

export const policyMessagesFor = (language: Language): PolicyT => policyTables[language];

export function usePolicyT(): PolicyT {
  return policyTables[useAtomValue(languageAtom)];
}

function refundWords(percent: number, t: PolicyT, language: Language): string {
  if (percent >= 100) return t.policyRefundFull;
  if (percent <= 0) return t.policyRefundNone;
  return formatIn(language).fill(t.policyRefundPart, { percent });
}

function tierWords(tier: RefundTier, first: boolean, t: PolicyT, language: Language): string {
  const refund = refundWords(tier.refund_percent, t, language);
  // "0 or more days before" would read oddly: a tier at 0 days covers every day up to the event.
  const eventDay = tier.days_before === 0;
  let template = eventDay ? t.policyNextTierEventDay : t.policyNextTier;
  if (first) template = eventDay ? t.policyFirstTierEventDay : t.policyFirstTier;
  return formatIn(language).fill(template, { days: tier.days_before, refund });
}

/** The advance in plain words: none, or its percent of the agreed price and the hours to pay it. */
export function advanceText(policy: Pick<BookingPolicy, 'advance_percent'>, language: Language): string {
  const t = policyMessagesFor(language);
  if (policy.advance_percent <= 0) return t.policyNoAdvance;
  return formatIn(language).fill(t.policyAdvance, { percent: policy.advance_percent, hours: advanceDueHours });
}

/**
 * The refund tiers in plain words, from the furthest to the nearest, then what happens nearer than
 * the last (nothing, unless the last tier reaches the day of the event).
 */
export function refundText(policy: Pick<BookingPolicy, 'refund_tiers'>, language: Language): string {
  const t = policyMessagesFor(language);
  const tiers = policy.refund_tiers;
  const last = tiers.at(-1);
  if (!last) return t.policyNoRefund;
  const steps = tiers.map((tier, index) => tierWords(tier, index === 0, t, language)).join(', ');
  return steps + (last.days_before > 0 ? t.policyTiersNearerNothing : t.policyTiersEnd);
}

/** A whole policy in plain words, as clients read it before booking and the photographer previews it. */
export function policyText(policy: BookingPolicy, language: Language): string {
  return `${advanceText(policy, language)} ${refundText(policy, language)}`;
}

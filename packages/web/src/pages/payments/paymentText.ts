import {
  paisaPerRupee,
  paymentProviderLabels,
  paymentProviders,
  type Language,
  type Payment,
  type PaymentProvider,
} from '@tasbir/shared';
import { formatIn } from '../../useFormat.js';
import { refusalOf, refusalText } from '../../trpc.js';
import { lazyMessagesFor, type LazyT } from '../lazyTexts.js';
import '../addedErrorTexts.js';

/** A wallet's name as the language writes it: eSewa / इसेवा. */
export const providerName = (provider: PaymentProvider, t: LazyT) => t[`paymentMethod_${provider}`];

/** Rupees of a payment's amount (stored in paisa). */
export const paymentRupees = (payment: Pick<Payment, 'amount_paisa'>) => payment.amount_paisa / paisaPerRupee;

/** What a payment bought: "500 credits", "Gold plan, 30 days" or "A booking's advance". */
export function paymentWhat(payment: Pick<Payment, 'purpose' | 'credits' | 'plan'>, language: Language): string {
  const t = lazyMessagesFor(language);
  const format = formatIn(language);
  if (payment.purpose === 'advance') return t.paymentForAdvance;
  if (payment.purpose === 'balance') return t.paymentForBalance;
  if (payment.purpose === 'plan' && payment.plan)
    return format.fill(t.paymentForPlan, { plan: t[`plan_${payment.plan}`] });
  return format.fill(t.creditsAmount, { amount: payment.credits ?? 0 });
}

/**
 * A refused payment call in the reader's language. The server names the wallet in English in
 * `{provider}` (paymentProviderOff, paymentProviderDown); the reader's own name for it goes in instead.
 */
export function paymentFailureText(error: unknown, language: Language): string {
  const t = lazyMessagesFor(language);
  const refusal = refusalOf(error);
  if (!refusal) return t.somethingWentWrong;
  const named = paymentProviders.find((provider) => paymentProviderLabels[provider] === refusal.params.provider);
  const params = named ? { ...refusal.params, provider: providerName(named, t) } : refusal.params;
  return refusalText({ ...refusal, params }, language);
}

import type { Language, Payment } from '@tasbir/shared';
import { formatIn } from '../../useFormat.js';
import { paymentRupees, providerName } from './paymentText.js';
import { lazyMessagesFor } from '../lazyTexts.js';

type Seen = {
  payment: Pick<Payment, 'status' | 'purpose' | 'credits' | 'plan' | 'provider' | 'amount_paisa'>;
  /** The owner's balance now. */
  balance: number;
  /** Whether the page is still checking on its own (an unfinished payment). */
  following: boolean;
};

/** The payment page's one sentence about where the payment stands, read out as it changes. */
export function outcomeSentence({ payment, balance, following }: Seen, language: Language): string {
  const t = lazyMessagesFor(language);
  const format = formatIn(language);
  const provider = providerName(payment.provider, t);
  switch (payment.status) {
    case 'initiated':
    case 'pending':
      return format.fill(following ? t.paymentChecking : t.paymentStillWaiting, { provider });
    case 'completed':
      if (payment.purpose === 'advance')
        return format.fill(t.paymentCompletedAdvance, { price: format.money(paymentRupees(payment)) });
      if (payment.purpose === 'balance')
        return format.fill(t.paymentCompletedBalance, { price: format.money(paymentRupees(payment)) });
      if (payment.purpose === 'plan' && payment.plan)
        return format.fill(t.paymentCompletedPlan, { plan: t[`plan_${payment.plan}`] });
      return format.fill(t.paymentCompletedCredits, { credits: payment.credits ?? 0, balance });
    case 'failed':
      return t.paymentFailedBody;
    case 'expired':
      return t.paymentExpiredBody;
    case 'ambiguous':
      return format.fill(t.paymentAmbiguousBody, { provider });
    case 'refunded':
      return t.paymentRefundedBody;
  }
}

import type { CreatePaymentFields, Payment, Role } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { PageLink } from '../../components/PageLink.js';
import { dashboardFor, type Route } from '../../state/routes.js';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import { isUnfinished } from './followSchedule.js';
import { outcomeSentence } from './paymentOutcome.js';
import { paymentFailureText, providerName } from './paymentText.js';
import { ProviderRedirect } from './ProviderRedirect.js';
import type { usePaymentFollow } from './usePaymentFollow.js';
import { useStartPayment } from './useStartPayment.js';
import { useLazyT } from '../lazyTexts.js';

type Follow = Pick<ReturnType<typeof usePaymentFollow>, 'following' | 'checking' | 'checkError' | 'checkNow'>;
type Props = { payment: Payment; balance: number; follow: Follow; role: Role };

/** The same payment once more, for "Try again". */
function againInput(payment: Payment): CreatePaymentFields | null {
  const { plan } = payment;
  if (payment.purpose === 'plan')
    return plan && plan !== 'free' ? { purpose: 'plan', plan, provider: payment.provider } : null;
  return payment.credits === null ? null : { purpose: 'credits', credits: payment.credits, provider: payment.provider };
}

/** Where a payer goes for another way to pay: the plans page for a plan, their Bookings tab for an advance, their Credits tab for credits. */
function payingPlace(payment: Payment, role: Role): Route {
  if (payment.purpose === 'plan') return { page: 'subscriptions' };
  const forBooking = payment.purpose === 'advance' || payment.purpose === 'balance';
  return { page: dashboardFor(role), tab: forBooking ? 'bookings' : 'credits' };
}

/** Until when a plan bought here runs (the plan in force, read again once the payment completed). */
function PlanUntil() {
  const t = useLazyT();
  const format = useFormat();
  const current = trpc.subscription.current.useQuery();
  if (!current.data?.expires_at) return null;
  return <p>{format.fill(t.paymentPlanUntil, { date: format.date(current.data.expires_at) })}</p>;
}

/** Where the payment stands, said in a live region, and what the payer can do next. */
export function PaymentOutcome({ payment, balance, follow, role }: Props) {
  const t = useLazyT();
  const format = useFormat();
  const again = useStartPayment();
  const provider = providerName(payment.provider, t);
  const payer = role !== 'admin';
  const unfinished = isUnfinished(payment.status);
  const completedPlan = payment.status === 'completed' && payment.purpose === 'plan';
  const retry = againInput(payment);

  return (
    <section
      className={`payment-outcome payment-state--${payment.status}`}
      aria-label={t[`paymentStatus_${payment.status}`]}
    >
      <p className="payment-outcome__sentence" role="status" aria-live="polite">
        {outcomeSentence({ payment, balance, following: follow.following }, format.language)}
      </p>
      {completedPlan && <PlanUntil />}
      {unfinished && follow.checkError !== null && (
        <FormError
          message={format.fill(t.paymentCheckFailed, {
            provider,
            detail: paymentFailureText(follow.checkError, format.language),
          })}
        />
      )}
      <FormError message={again.error} />
      <div className="button-row">
        {unfinished && !follow.following && (
          <button type="button" className="button button--primary" disabled={follow.checking} onClick={follow.checkNow}>
            {t.paymentCheckAgain}
          </button>
        )}
        {payer && payment.status === 'completed' && payment.purpose === 'credits' && (
          <PageLink to="photographers" className="button button--primary">
            {t.paymentSendGift}
          </PageLink>
        )}
        {payer && completedPlan && (
          <PageLink to="photos" className="button button--primary">
            {t.paymentUploadNow}
          </PageLink>
        )}
        {payer && (payment.status === 'failed' || payment.status === 'expired') && retry && (
          <button
            type="button"
            className="button button--primary"
            disabled={again.busy}
            onClick={() => again.start(retry)}
          >
            {format.fill(t.paymentTryAgain, { provider })}
          </button>
        )}
        {payer && (payment.status === 'failed' || payment.status === 'expired') && (
          <PageLink to={payingPlace(payment, role)} className="button button--ghost">
            {t.paymentOtherWay}
          </PageLink>
        )}
        {payer &&
          payment.status === 'completed' &&
          (payment.purpose === 'advance' || payment.purpose === 'balance') && (
            <PageLink to={{ page: dashboardFor(role), tab: 'bookings' }} className="button button--primary">
              {t.paymentSeeBookings}
            </PageLink>
          )}
        {payer && !unfinished && payment.purpose === 'credits' && (
          <PageLink to={{ page: dashboardFor(role), tab: 'credits' }} className="button button--ghost">
            {t.paymentBackToCredits}
          </PageLink>
        )}
      </div>
      {again.started && <ProviderRedirect started={again.started} />}
    </section>
  );
}

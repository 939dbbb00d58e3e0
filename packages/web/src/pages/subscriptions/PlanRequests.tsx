import type { SubscriptionRequest } from '@tasbir/shared';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { useDateWithBs } from '../../useDateWithBs.js';

/** The account's plan requests, newest first, coloured by state like credit requests. */
export function PlanRequests({ requests }: { requests: readonly SubscriptionRequest[] }) {
  const t = useT();
  const format = useFormat();
  const dateWithBs = useDateWithBs();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="plan-requests-title">
      <h2 id="plan-requests-title">{t.planRequestsTitle}</h2>
      <ul className="credit-history">
        {requests.map((request) => {
          const decidedAt = request.approved_at ?? request.rejected_at;
          return (
            <li key={request.id} className={`credit-history__item credit-history__item--${request.status}`}>
              <p className="credit-history__head">
                <strong>
                  {fill(t.planRequestLine, {
                    plan: t[`plan_${request.plan}`],
                    price: fill(t.pricePerMonth, { price: format.money(request.monthly_price) }),
                  })}
                </strong>
                <span className="status-badge">{t[`planStatus_${request.status}`]}</span>
              </p>
              <p className="credit-history__meta">
                {t[`paymentMethod_${request.payment_method}`]} ·{' '}
                {fill(t.creditRequestedOn, { date: dateWithBs(request.created_at) })}
                {decidedAt && <> · {fill(t.creditProcessedOn, { date: dateWithBs(decidedAt) })}</>}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

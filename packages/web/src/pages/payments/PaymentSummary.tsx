import type { ReactNode } from 'react';
import type { Payment } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { paymentRupees, paymentWhat, providerName } from './paymentText.js';
import { useLazyT } from '../lazyTexts.js';

/** A payment's facts: what for, how much, which wallet, where it stands, its references and our number. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  const t = useLazyT();
  const format = useFormat();
  const provider = providerName(payment.provider, t);
  const rows: [string, ReactNode][] = [
    [t.paymentDetailsFor, paymentWhat(payment, format.language)],
    [t.paymentDetailsAmount, format.money(paymentRupees(payment))],
    [t.paymentDetailsProvider, provider],
    [t.paymentDetailsStatus, <span className="status-badge">{t[`paymentStatus_${payment.status}`]}</span>],
    [t.paymentDetailsStarted, format.dateTime(payment.created_at)],
  ];
  if (payment.provider_reference)
    rows.push([format.fill(t.paymentDetailsReference, { provider }), <code>{payment.provider_reference}</code>]);
  if (payment.refund_reference) rows.push([t.paymentDetailsRefund, <code>{payment.refund_reference}</code>]);
  rows.push([t.paymentDetailsId, <code>{payment.id}</code>]);
  return (
    <section className={`payment-summary payment-state--${payment.status}`} aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">{t.paymentDetailsLabel}</h2>
      <dl className="payment-summary__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="payment-summary__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

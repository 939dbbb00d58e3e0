import { useState, type FormEvent } from 'react';
import { refundPaymentInput, type AdminPayment } from '@tasbir/shared';
import { Field } from '../../components/Field.js';
import { FormError } from '../../components/FormMessage.js';
import { PageLink } from '../../components/PageLink.js';
import { formProblems } from '../../forms/formProblems.js';
import { refusalText } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { paymentRupees, paymentWhat, providerName } from '../payments/paymentText.js';
import { useLazyT } from '../lazyTexts.js';

/** The longest refund reference refundPaymentInput takes (the box stops there). */
const refundReferenceMax = 100;

type Props = { payment: AdminPayment; busy: boolean; onRefund: (reference: string) => void };

/** One payment as admins see it: whose, what for, the wallet's reference and our number; a completed one can be marked refunded. */
export function AdminPaymentItem({ payment, busy, onRefund }: Props) {
  const t = useLazyT();
  const format = useFormat();
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const provider = providerName(payment.provider, t);
  const who = payment.user_username ? `@${payment.user_username}` : t.adminPaymentDeletedAccount;
  const what = paymentWhat(payment, format.language);

  const refund = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [found] = formProblems(refundPaymentInput, { id: payment.id, reference });
    setProblem(found ? refusalText(found, format.language) : null);
    if (!found) onRefund(reference.trim());
  };

  return (
    <li className={`credit-history__item credit-history__item--${payment.status}`} aria-label={`${who}: ${what}`}>
      <p className="admin-request__head">
        <strong>{who}</strong> <PageLink to={{ page: 'payments', paymentId: payment.id }}>{what}</PageLink>{' '}
        <span className="status-badge">{t[`paymentStatus_${payment.status}`]}</span>
      </p>
      <p className="credit-history__meta">
        {format.fill(t.paymentLineMeta, {
          provider,
          price: format.money(paymentRupees(payment)),
          date: format.dateTime(payment.created_at),
        })}
      </p>
      <p className="credit-history__meta">
        {t.paymentDetailsId}: <code>{payment.id}</code>
        {payment.provider_reference && (
          <>
            {' '}
            · {format.fill(t.paymentDetailsReference, { provider })}: <code>{payment.provider_reference}</code>
          </>
        )}
        {payment.refund_reference && (
          <>
            {' '}
            · {t.paymentDetailsRefund}: <code>{payment.refund_reference}</code>
          </>
        )}
      </p>
      {payment.status === 'completed' && (
        <form className="admin-payment__refund" noValidate onSubmit={refund}>
          <Field
            id={`refund-reference-${payment.id}`}
            label={format.fill(t.adminRefundLabel, { provider })}
            hint={format.fill(t.adminRefundHint, { provider })}
            value={reference}
            onChange={setReference}
            maxLength={refundReferenceMax}
          />
          <FormError message={problem} />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t.adminRefundSubmit}
          </button>
        </form>
      )}
    </li>
  );
}

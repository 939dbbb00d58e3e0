import { useState, type FormEvent } from 'react';
import { paymentStatuses, type PaymentStatus } from '@tasbir/shared';
import { SelectField } from '../../components/ChoiceFields.js';
import { Field } from '../../components/Field.js';
import { FormError } from '../../components/FormMessage.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { AdminPaymentItem } from './AdminPaymentItem.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import '../payments/payments.css';
import { useLazyT } from '../lazyTexts.js';

type StatusFilter = PaymentStatus | 'all';

/** Online payments: found by our number or the wallet's reference, by status (the ambiguous ones to check first), refunded with the wallet's refund reference. */
export function AdminPaymentsTab() {
  const t = useLazyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const payments = trpc.payments.adminList.useQuery({
    query: query || undefined,
    status: status === 'all' ? undefined : status,
  });
  const toCheck = trpc.payments.adminList.useQuery({ status: 'ambiguous' });
  const { notice, succeeded, failed } = useActionNotice();
  const refund = trpc.payments.refund.useMutation({
    onSuccess: () => succeeded(t.adminRefundDone),
    onError: (error) =>
      failed(format.fill(t.adminRefundFailed, { detail: errorText(error, format.language, 'somethingWentWrong') })),
    onSettled: () => void utils.payments.adminList.invalidate(),
  });
  const options = [
    { value: 'all' as const, label: t.adminPaymentAllStatuses },
    ...paymentStatuses.map((value) => ({ value, label: t[`paymentStatus_${value}`] })),
  ];

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  const showQueue = () => {
    setTyped('');
    setQuery('');
    setStatus('ambiguous');
  };

  return (
    <section className="admin-requests" aria-labelledby="admin-payments-title">
      <h2 id="admin-payments-title">{t.adminPaymentsTitle}</h2>
      <div className="button-row">
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={status === 'ambiguous' && !query}
          onClick={showQueue}
        >
          {format.fill(t.adminPaymentAmbiguousQueue, { count: toCheck.data?.payments.length ?? 0 })}
        </button>
      </div>
      <form className="admin-payment__search" role="search" noValidate onSubmit={search}>
        <Field
          id="admin-payment-search"
          type="search"
          label={t.adminPaymentSearch}
          value={typed}
          onChange={setTyped}
          maxLength={100}
        />
        <button type="submit" className="button button--primary">
          {t.adminPaymentSearchButton}
        </button>
      </form>
      <SelectField
        id="admin-payment-status"
        label={t.adminPaymentStatusFilter}
        value={status}
        options={options}
        onChange={setStatus}
      />
      <ActionNoticeLine notice={notice} />
      {payments.isPending && <p role="status">{t.loading}</p>}
      {payments.isError && (
        <FormError
          message={format.fill(t.paymentLoadFailed, {
            detail: errorText(payments.error, format.language, 'unknownError'),
          })}
        />
      )}
      {payments.data && (
        <>
          <p className="admin-counts">{format.fill(t.adminPaymentsShown, { count: payments.data.payments.length })}</p>
          {payments.data.payments.length === 0 && <p className="note">{t.adminPaymentsEmpty}</p>}
          <ul className="admin-request-list">
            {payments.data.payments.map((payment) => (
              <AdminPaymentItem
                key={payment.id}
                payment={payment}
                busy={refund.isPending}
                onRefund={(reference) => refund.mutate({ id: payment.id, reference })}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import type { CreditRequest } from '@tasbir/shared';
import { userWritten } from '../../components/userWritten.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { useDateWithBs } from '../../useDateWithBs.js';

/** How a credit request was paid, when it was asked for and decided, and the admin's note: its owner and the admins see the same. */
export function CreditRequestFacts({ request }: { request: CreditRequest }) {
  const t = useT();
  const dateWithBs = useDateWithBs();
  return (
    <>
      <p className="credit-history__meta">
        {t[`paymentMethod_${request.payment_method}`]} ·{' '}
        {fill(t.creditRequestedOn, { date: dateWithBs(request.created_at) })}
        {request.processed_at && <> · {fill(t.creditProcessedOn, { date: dateWithBs(request.processed_at) })}</>}
      </p>
      {request.admin_note && (
        <p className="credit-history__note">
          <span>{t.adminNoteLabel}:</span> <span {...userWritten}>{request.admin_note}</span>
        </p>
      )}
    </>
  );
}

/** The caller's credit requests, newest first, each coloured by its state (pending yellow, approved green, rejected red). */
export function CreditHistory({ requests }: { requests: readonly CreditRequest[] }) {
  const t = useT();
  const format = useFormat();
  if (requests.length === 0) return <p className="note">{t.creditHistoryEmpty}</p>;
  return (
    <ul className="credit-history">
      {requests.map((request) => (
        <li key={request.id} className={`credit-history__item credit-history__item--${request.status}`}>
          <p className="credit-history__head">
            <strong>{format.fill(t.creditRequestAmount, { amount: request.amount })}</strong>
            <span className={`status-badge status-badge--${request.status}`}>
              {t[`creditStatus_${request.status}`]}
            </span>
          </p>
          <CreditRequestFacts request={request} />
        </li>
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { adminNoteMax, type CreditRequest } from '@tasbir/shared';
import { TextAreaField } from '../../components/ChoiceFields.js';
import { useFormat } from '../../useFormat.js';
import { CreditRequestFacts } from '../credits/CreditHistory.js';
import { ReceiptViewer } from './ReceiptViewer.js';
import { useLazyT } from '../lazyTexts.js';

type Props = {
  request: CreditRequest;
  busy: boolean;
  onDecide?: (status: 'approved' | 'rejected', note: string) => void;
  onDelete: () => void;
};

/** One credit request: who, how much, how paid, when; a waiting one also shows its receipt, a note box, approve and reject. */
export function CreditRequestItem({ request, busy, onDecide, onDelete }: Props) {
  const t = useLazyT();
  const format = useFormat();
  const [note, setNote] = useState('');
  return (
    <li
      className={`credit-history__item credit-history__item--${request.status}`}
      aria-label={`@${request.user_username}: ${format.fill(t.creditRequestAmount, { amount: request.amount })}`}
    >
      <p className="admin-request__head">
        <strong>@{request.user_username}</strong>{' '}
        <strong>{format.fill(t.creditRequestAmount, { amount: request.amount })}</strong>
      </p>
      <CreditRequestFacts request={request} />
      {onDecide && (
        <>
          <ReceiptViewer
            url={request.receipt_url}
            username={request.user_username}
            reused={request.receipt_used_before}
          />
          <TextAreaField
            id={`admin-note-${request.id}`}
            label={t.adminNoteBox}
            value={note}
            onChange={setNote}
            maxLength={adminNoteMax}
            rows={2}
          />
        </>
      )}
      <div className="button-row">
        {onDecide && (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => onDecide('approved', note)}
            >
              {t.adminApprove}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => onDecide('rejected', note)}
            >
              {t.adminReject}
            </button>
          </>
        )}
        <button type="button" className="button button--ghost" disabled={busy} onClick={onDelete}>
          {t.adminDelete}
        </button>
      </div>
    </li>
  );
}

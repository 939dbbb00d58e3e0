import { useState } from 'react';
import type { ZodType } from 'zod';
import { markPayoutPaidInput, payoutLimits, rejectPayoutInput, type Payout } from '@tasbir/shared';
import { TextAreaField } from '../../components/ChoiceFields.js';
import { Field } from '../../components/Field.js';
import { FormError } from '../../components/FormMessage.js';
import { formProblems } from '../../forms/formProblems.js';
import { refusalText } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { PayoutFacts } from './PayoutFacts.js';
import { useLazyT } from '../lazyTexts.js';

type Props = {
  payout: Payout;
  busy: boolean;
  /** For a held payout: sent, with the transfer's reference. */
  onPaid?: (reference: string) => void;
  /** For a held payout: turned down, with the reason the photographer reads. */
  onReject?: (note: string) => void;
};

/** One payout: whose, how much, where to; a held one also takes the transfer's reference (paid) or a reason (turned down). */
export function AdminPayoutItem({ payout, busy, onPaid, onReject }: Props) {
  const t = useLazyT();
  const format = useFormat();
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const who = payout.photographer_username ? `@${payout.photographer_username}` : t.adminPayoutDeletedAccount;
  const amount = format.fill(t.creditsAmount, { amount: payout.credits });

  // Checked by the server's own schema of the decision: a reference or a reason, within its length.
  const decide = (
    schema: ZodType,
    field: 'reference' | 'note',
    text: string,
    act: ((text: string) => void) | undefined,
  ) => {
    const [found] = formProblems(schema, { id: payout.id, [field]: text });
    setProblem(found ? refusalText(found, format.language) : null);
    if (!found && act) act(text.trim());
  };

  return (
    <li className={`credit-history__item credit-history__item--${payout.status}`} aria-label={`${who}: ${amount}`}>
      <p className="admin-request__head">
        <strong>{who}</strong> <strong>{amount}</strong> <span>({format.money(payout.credits)})</span>{' '}
        <span className="status-badge">{t[`payoutStatus_${payout.status}`]}</span>
      </p>
      <PayoutFacts payout={payout} />
      {onPaid && onReject && (
        <div className="admin-payout__decide">
          <div>
            <Field
              id={`payout-reference-${payout.id}`}
              label={t.adminPayoutReferenceBox}
              value={reference}
              onChange={setReference}
              maxLength={payoutLimits.referenceMax}
            />
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => decide(markPayoutPaidInput, 'reference', reference, onPaid)}
            >
              {t.adminPayoutMarkPaid}
            </button>
          </div>
          <div>
            <TextAreaField
              id={`payout-note-${payout.id}`}
              label={t.adminPayoutNoteBox}
              value={note}
              onChange={setNote}
              maxLength={payoutLimits.noteMax}
              rows={2}
            />
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => decide(rejectPayoutInput, 'note', note, onReject)}
            >
              {t.adminPayoutReject}
            </button>
          </div>
        </div>
      )}
      <FormError message={problem} />
    </li>
  );
}

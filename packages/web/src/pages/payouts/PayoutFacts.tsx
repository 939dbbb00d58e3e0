import type { Payout, PayoutMethod } from '@tasbir/shared';
import { userWritten } from '../../components/userWritten.js';
import { fill } from '../../i18n.js';
import { useDateWithBs } from '../../useDateWithBs.js';
import { useLazyT, type LazyT } from '../lazyTexts.js';

/** eSewa / Khalti / Bank account, in the reader's language. */
export const payoutMethodName = (method: PayoutMethod, t: LazyT) =>
  method === 'bank' ? t.payoutMethod_bank : t[`paymentMethod_${method}`];

/** Where a payout goes, when it was asked for and decided, its transfer reference or the reason it was turned down. */
export function PayoutFacts({ payout }: { payout: Payout }) {
  const t = useLazyT();
  const dateWithBs = useDateWithBs();
  return (
    <>
      <p className="credit-history__meta">
        {t.payoutSentTo}: {payoutMethodName(payout.method, t)} · <span {...userWritten}>{payout.account_name}</span> ·{' '}
        <span {...userWritten}>{payout.account_number}</span>
        {payout.bank_name && (
          <>
            {' '}
            · <span {...userWritten}>{payout.bank_name}</span>
          </>
        )}
      </p>
      <p className="credit-history__meta">
        {fill(t.creditRequestedOn, { date: dateWithBs(payout.created_at) })}
        {payout.decided_at && <> · {fill(t.creditProcessedOn, { date: dateWithBs(payout.decided_at) })}</>}
      </p>
      {payout.reference && (
        <p className="credit-history__note">
          <span>{t.payoutReferenceLabel}:</span> <code {...userWritten}>{payout.reference}</code>
        </p>
      )}
      {payout.note && (
        <p className="credit-history__note">
          <span>{t.payoutNoteLabel}:</span> <span {...userWritten}>{payout.note}</span>
        </p>
      )}
    </>
  );
}

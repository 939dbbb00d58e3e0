import type { Payout } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { PayoutFacts } from './PayoutFacts.js';
import { useLazyT } from '../lazyTexts.js';

/** The photographer's payouts, newest first: how much, where to, and how each was decided. */
export function PayoutHistory({ payouts }: { payouts: readonly Payout[] }) {
  const t = useLazyT();
  const format = useFormat();
  if (payouts.length === 0) return <p className="note">{t.payoutHistoryEmpty}</p>;
  return (
    <ul className="credit-history">
      {payouts.map((payout) => (
        <li key={payout.id} className={`credit-history__item credit-history__item--${payout.status}`}>
          <p className="credit-history__head">
            <strong>{format.fill(t.creditsAmount, { amount: payout.credits })}</strong>
            <span className="status-badge">{t[`payoutStatus_${payout.status}`]}</span>
          </p>
          <PayoutFacts payout={payout} />
        </li>
      ))}
    </ul>
  );
}

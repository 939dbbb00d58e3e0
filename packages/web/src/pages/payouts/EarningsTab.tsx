import { useEffect, useRef, useState } from 'react';
import { payoutMinCredits, type Payout } from '@tasbir/shared';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import { StatCards } from '../../components/StatCards.js';
import { PayoutForm } from './PayoutForm.js';
import { PayoutHistory } from './PayoutHistory.js';
import '../credits/credits.css';
import '../payments/payments.css';
import './payouts.css';
import { useLazyT } from '../lazyTexts.js';

/** While a payout waits for an admin, its fate is asked for this often, so a decision shows without a reload. */
const heldPollMs = 15_000;

const heldIds = (payouts: readonly Payout[]) =>
  payouts
    .filter((payout) => payout.status === 'held')
    .map((payout) => payout.id)
    .join();

/** The studio dashboard's Earnings tab: what can be withdrawn, the payout form, and the payouts so far. */
export function EarningsTab() {
  const t = useLazyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  // Asked again whenever the tab opens: an advance released since (a booking completed) shows at once.
  const earnings = trpc.payouts.earnings.useQuery(undefined, { refetchOnMount: 'always' });
  const mine = trpc.payouts.mine.useQuery(undefined, {
    refetchInterval: (query) =>
      query.state.data?.payouts.some((payout) => payout.status === 'held') ? heldPollMs : false,
  });
  const [requested, setRequested] = useState<string | null>(null);
  const held = useRef<string | null>(null);

  // A payout decided since the last answer changes the totals, and a rejected one the balance.
  useEffect(() => {
    if (!mine.data) return;
    const now = heldIds(mine.data.payouts);
    const before = held.current;
    held.current = now;
    if (before !== null && before !== now)
      void Promise.all([utils.payouts.earnings.invalidate(), utils.auth.me.invalidate()]);
  }, [mine.data, utils]);

  const onRequested = (payout: Payout) => {
    setRequested(format.fill(t.payoutRequestedDone, { credits: payout.credits }));
    void Promise.all([
      utils.payouts.earnings.invalidate(),
      utils.payouts.mine.invalidate(),
      utils.auth.me.invalidate(),
    ]);
  };

  let summary;
  if (earnings.isPending) summary = <p role="status">{t.loading}</p>;
  else if (earnings.isError) summary = <FormError message={t.dashboardLoadFailed} />;
  else {
    const { credits, withdrawable, held: waiting, paid } = earnings.data;
    const card = (label: string, amount: number) => ({
      label,
      value: format.fill(t.creditsAmount, { amount }),
      detail: format.money(amount),
    });
    summary = (
      <>
        <StatCards
          cards={[
            card(t.earningsBalance, credits),
            card(t.earningsWithdrawable, withdrawable),
            card(t.earningsHeld, waiting),
            card(t.earningsPaid, paid),
          ]}
        />
        <FormSuccess message={requested} />
        {withdrawable >= payoutMinCredits ? (
          <PayoutForm key={withdrawable} withdrawable={withdrawable} onRequested={onRequested} />
        ) : (
          <p className="note">{format.fill(t.payoutBelowMinimum, { min: payoutMinCredits, credits })}</p>
        )}
      </>
    );
  }

  return (
    <div className="earnings-tab">
      {summary}
      <section aria-labelledby="payout-history-title">
        <h2 id="payout-history-title">{t.payoutHistoryTitle}</h2>
        {mine.isPending && <p role="status">{t.loading}</p>}
        {mine.isError && <FormError message={t.dashboardLoadFailed} />}
        {mine.data && <PayoutHistory payouts={mine.data.payouts} />}
      </section>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { CreditRequest } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { useT } from '../../i18n.js';
import { trpc } from '../../trpc.js';
import { CreditHistory } from './CreditHistory.js';
import { CreditRequestForm } from './CreditRequestForm.js';
import { OnlineCreditsForm } from '../payments/OnlineCreditsForm.js';
import { PaymentHistory } from '../payments/PaymentHistory.js';

/** While a request waits, its fate is asked for this often, so an approval shows without a reload. */
const pendingPollMs = 10_000;

const decidedIds = (requests: readonly CreditRequest[]) =>
  new Set(requests.filter((request) => request.status !== 'pending').map((request) => request.id));

/**
 * The dashboards' credits tab: credits bought online from a wallet, or asked for with a bank transfer's
 * receipt; then the online payments, and the requests, followed until they are decided.
 */
export function CreditsTab() {
  const t = useT();
  const utils = trpc.useUtils();
  const mine = trpc.credits.myRequests.useQuery(undefined, {
    refetchInterval: (query) =>
      query.state.data?.requests.some((request) => request.status === 'pending') ? pendingPollMs : false,
  });
  const decided = useRef<Set<string> | null>(null);

  // A request decided since the last answer may have changed the balance: the top bar asks again.
  useEffect(() => {
    if (!mine.data) return;
    const now = decidedIds(mine.data.requests);
    const before = decided.current;
    decided.current = now;
    if (before && [...now].some((id) => !before.has(id))) void utils.auth.me.invalidate();
  }, [mine.data, utils]);

  return (
    <div className="credits-tab">
      <OnlineCreditsForm />
      <CreditRequestForm />
      <PaymentHistory />
      <section aria-labelledby="credit-history-title">
        <h2 id="credit-history-title">{t.creditHistoryTitle}</h2>
        {mine.isPending && <p role="status">{t.loading}</p>}
        {mine.isError && <FormError message={t.dashboardLoadFailed} />}
        {mine.data && <CreditHistory requests={mine.data.requests} />}
      </section>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { SubscriptionRequest } from '@tasbir/shared';
import { EmptyState } from '../../components/EmptyState.js';
import { FormError } from '../../components/FormMessage.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PlanTiles } from '../../components/PlanTiles.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { useSession } from '../../state/useSession.js';
import { trpc } from '../../trpc.js';
import { PaymentInstructions } from './PaymentInstructions.js';
import { PlanRequests } from './PlanRequests.js';
import { PlanPayForm } from './PlanPayForm.js';
import { PlanStatus } from './PlanStatus.js';
import { UpgradeForm } from './UpgradeForm.js';
import '../dashboard/dashboard.css';

/** While a plan request waits, its fate is asked for this often, so an approval shows without a reload. */
const pendingPollMs = 15_000;
const waitingOf = (requests: readonly SubscriptionRequest[] | undefined) =>
  requests?.find((request) => request.status === 'pending_approval');

/** The photographer's plan page: the plan in force, the plan cards, paying online, and the bank transfer's instructions and receipt form. */
function PhotographerPlans() {
  const t = useT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const current = trpc.subscription.current.useQuery();
  const stats = trpc.media.uploadStats.useQuery();
  const mine = trpc.subscription.myRequests.useQuery(undefined, {
    refetchInterval: (query) => (waitingOf(query.state.data?.requests) ? pendingPollMs : false),
  });
  const waiting = waitingOf(mine.data?.requests);
  const waitedFor = useRef<string | null>(null);

  // The request just decided may have changed the plan: the page and the top bar ask again.
  useEffect(() => {
    if (!mine.data) return;
    const before = waitedFor.current;
    waitedFor.current = waiting?.id ?? null;
    if (before && before !== waitedFor.current)
      void Promise.all([utils.subscription.current.invalidate(), utils.media.invalidate(), utils.auth.me.invalidate()]);
  }, [mine.data, waiting, utils]);

  if (current.isPending) return <p role="status">{t.loading}</p>;
  if (current.isError) return <FormError message={t.dashboardLoadFailed} />;
  return (
    <>
      <PlanStatus current={current.data} stats={stats.data} />
      <PlanTiles current={current.data.current_plan} />
      <PlanPayForm current={current.data.current_plan} />
      <div className="dashboard-columns">
        <PaymentInstructions />
        {waiting ? (
          <p className="note" role="status">
            {fill(t.upgradeWaiting, { plan: t[`plan_${waiting.plan}`], date: format.date(waiting.created_at) })}
          </p>
        ) : (
          mine.data && <UpgradeForm current={current.data.current_plan} />
        )}
      </div>
      {mine.data && <PlanRequests requests={mine.data.requests} />}
    </>
  );
}

/** The Subscriptions page (photographers; other roles are told it is for photographers). */
export default function SubscriptionsPage() {
  const t = useT();
  const { user, checking } = useSession();
  const photographer = user?.role === 'photographer';
  let body;
  if (checking) body = <p role="status">{t.loading}</p>;
  else if (!photographer) body = <EmptyState title={t.subscriptionsPhotographersOnly} icon="💎" backToHome />;
  else body = <PhotographerPlans />;
  return (
    <div className="content-page">
      <PageHeader title={t.subscriptionsTitle} intro={photographer ? t.subscriptionsIntro : undefined} />
      {body}
    </div>
  );
}

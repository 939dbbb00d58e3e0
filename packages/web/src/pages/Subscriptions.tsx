import { EmptyState } from '../components/EmptyState.js';
import { PageHeader } from '../components/PageHeader.js';
import { PlanTiles } from '../components/PlanTiles.js';
import { fill, useT } from '../i18n.js';
import { useSession } from '../state/useSession.js';

export function Subscriptions() {
  const t = useT();
  const { user, checking } = useSession();
  let body;
  if (checking) body = <p role="status">{t.loading}</p>;
  else if (user?.role !== 'photographer') body = <EmptyState title={t.subscriptionsPhotographersOnly} icon="💎" backToHome />;
  else
    body = (
      <>
        <p className="current-plan">{fill(t.currentPlan, { plan: t[`plan_${user.subscription_plan}`] })}</p>
        <PlanTiles current={user.subscription_plan} />
      </>
    );
  return (
    <div className="content-page">
      <PageHeader title={t.subscriptionsTitle} intro={user?.role === 'photographer' ? t.subscriptionsIntro : undefined} />
      {body}
    </div>
  );
}

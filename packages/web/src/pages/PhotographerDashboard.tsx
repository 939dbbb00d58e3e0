import { PageHeader } from '../components/PageHeader.js';
import { RoleGate } from '../components/RoleGate.js';
import { fill, useT } from '../i18n.js';

/** The photographer (studio) dashboard. */
export default function PhotographerDashboard() {
  const t = useT();
  return (
    <div className="content-page">
      <RoleGate role="photographer" deniedReason={t.photographerDashboardOnly}>
        {(user) => (
          <>
            <PageHeader title={t.navStudioDashboard} intro={fill(t.welcomeName, { name: user.username })} />
            <p className="current-plan">{fill(t.currentPlan, { plan: t[`plan_${user.subscription_plan}`] })}</p>
            <p className="note">{t.studioDashboardIntro}</p>
          </>
        )}
      </RoleGate>
    </div>
  );
}

import { useId, useState, type KeyboardEvent } from 'react';
import type { User } from '@tasbir/shared';
import { PageHeader } from '../components/PageHeader.js';
import { RoleGate } from '../components/RoleGate.js';
import { fill, useT } from '../i18n.js';
import { PortfolioTab } from './profile/PortfolioTab.js';
import { ProfileForm } from './profile/ProfileForm.js';

const studioTabs = ['portfolio', 'profile'] as const;
type StudioTab = (typeof studioTabs)[number];

/** The dashboard's sections as tabs; Left and Right arrows move between them. Panels stay mounted, so unsaved edits survive a switch. */
function StudioTabs({ user }: { user: User }) {
  const t = useT();
  const idPrefix = useId();
  const [current, setCurrent] = useState<StudioTab>('portfolio');
  const labels: Record<StudioTab, string> = { portfolio: t.dashboardTabPortfolio, profile: t.dashboardTabProfile };
  const tabId = (tab: StudioTab) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: StudioTab) => `${idPrefix}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = studioTabs[(studioTabs.indexOf(current) + step + studioTabs.length) % studioTabs.length] ?? current;
    setCurrent(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <div className="studio-tabs" role="tablist" aria-label={t.dashboardTabsLabel} onKeyDown={onKeyDown}>
        {studioTabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={panelId(tab)}
            tabIndex={tab === current ? 0 : -1}
            className="studio-tabs__tab"
            onClick={() => setCurrent(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId('portfolio')} aria-labelledby={tabId('portfolio')} hidden={current !== 'portfolio'}>
        <PortfolioTab />
      </div>
      <div role="tabpanel" id={panelId('profile')} aria-labelledby={tabId('profile')} hidden={current !== 'profile'}>
        <ProfileForm user={user} />
      </div>
    </>
  );
}

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
            <StudioTabs user={user} />
          </>
        )}
      </RoleGate>
    </div>
  );
}

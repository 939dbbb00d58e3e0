import { useState } from 'react';
import type { User } from '@tasbir/shared';
import { FormError } from '../components/FormMessage.js';
import { PageHeader } from '../components/PageHeader.js';
import { RoleGate } from '../components/RoleGate.js';
import { fill, useT } from '../i18n.js';
import { useDashboardTab, useNavigate } from '../state/navigation.js';
import { dashboardTabs } from '../state/routes.js';
import { trpc } from '../trpc.js';
import { MyBookingsTab } from './bookings/MyBookingsTab.js';
import { CreditsTab } from './credits/CreditsTab.js';
import { DashboardTabs } from './dashboard/DashboardTabs.js';
import { GiftsTab } from './dashboard/GiftsTab.js';
import { UserOverview } from './dashboard/UserOverview.js';
import ProfileSettingsModal from './profile/ProfileSettingsModal.js';
import './dashboard/dashboard.css';

function UserDashboardBody({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const [tab, setTab] = useDashboardTab('dashboard', dashboardTabs.dashboard);
  const [editingProfile, setEditingProfile] = useState(false);
  const dashboard = trpc.dashboards.user.useQuery();
  const actions = [
    { label: t.quickBrowsePhotos, onClick: () => navigate('photos') },
    { label: t.quickWatchReels, onClick: () => navigate('reels') },
    { label: t.quickFindPhotographers, onClick: () => navigate('photographers') },
    { label: t.quickMessages, onClick: () => navigate('messages') },
    { label: t.quickProfileSettings, onClick: () => setEditingProfile(true) },
  ];

  let overview;
  if (dashboard.isPending) overview = <p role="status">{t.loading}</p>;
  else if (dashboard.isError) overview = <FormError message={t.dashboardLoadFailed} />;
  else
    overview = <UserOverview dashboard={dashboard.data} plan={t[`plan_${user.subscription_plan}`]} actions={actions} />;

  return (
    <>
      <DashboardTabs
        tabs={[
          { id: 'overview', label: t.dashboardTabOverview },
          { id: 'credits', label: t.dashboardTabCredits },
          { id: 'gifts', label: t.dashboardTabGifts },
          { id: 'bookings', label: t.dashboardTabBookings },
        ]}
        active={tab}
        onChange={setTab}
        panels={{
          overview,
          credits: <CreditsTab />,
          gifts: <GiftsTab username={user.username} side="sent" />,
          bookings: <MyBookingsTab />,
        }}
      />
      {editingProfile && <ProfileSettingsModal onClose={() => setEditingProfile(false)} />}
    </>
  );
}

/** The user dashboard (role user): overview, credits, gifts and bookings. */
export default function Dashboard() {
  const t = useT();
  return (
    <div className="content-page">
      <RoleGate role="user" deniedReason={t.userDashboardOnly}>
        {(user) => (
          <>
            <PageHeader title={t.navMyDashboard} intro={fill(t.welcomeName, { name: user.username })} />
            <UserDashboardBody user={user} />
          </>
        )}
      </RoleGate>
    </div>
  );
}

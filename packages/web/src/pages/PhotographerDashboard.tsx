import { useState } from 'react';
import type { MediaKind, User } from '@tasbir/shared';
import { FormError } from '../components/FormMessage.js';
import { PageHeader } from '../components/PageHeader.js';
import { RoleGate } from '../components/RoleGate.js';
import { UploadModal } from '../components/upload/UploadModal.js';
import { dashboardCategories } from '../components/upload/uploadRules.js';
import { fill } from '../i18n.js';
import { useDashboardTab, useNavigate } from '../state/navigation.js';
import { dashboardTabs } from '../state/routes.js';
import { trpc } from '../trpc.js';
import { IncomingBookingsTab } from './bookings/IncomingBookingsTab.js';
import { CreditsTab } from './credits/CreditsTab.js';
import { DashboardTabs } from './dashboard/DashboardTabs.js';
import { GiftsTab } from './dashboard/GiftsTab.js';
import { StudioOverview } from './dashboard/StudioOverview.js';
import { EarningsTab } from './payouts/EarningsTab.js';
import { PortfolioTab } from './profile/PortfolioTab.js';
import { GalleriesTab } from './galleries/GalleriesTab.js';
import { useGalleryT } from './galleries/galleryText.js';
import { ProfileForm } from './profile/ProfileForm.js';
import './dashboard/dashboard.css';
import { useLazyT } from './lazyTexts.js';
import { BlockedAccounts } from './repliesBlocks/BlockedAccounts.js';
import { MyReviewsTab } from './repliesBlocks/MyReviewsTab.js';
import { useRepliesBlocksT } from './repliesBlocks/repliesBlocksText.js';

function StudioDashboardBody({ user }: { user: User }) {
  const t = useLazyT();
  const galleryT = useGalleryT();
  const repliesT = useRepliesBlocksT();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [tab, setTab] = useDashboardTab('photographer-dashboard', dashboardTabs['photographer-dashboard']);
  const [uploading, setUploading] = useState<MediaKind | null>(null);
  const dashboard = trpc.dashboards.photographer.useQuery();
  const actions = [
    { label: t.quickUploadPhoto, onClick: () => setUploading('photo') },
    { label: t.quickUploadReel, onClick: () => setUploading('reel') },
    { label: t.quickSubscription, onClick: () => navigate('subscriptions') },
    { label: t.quickLeaderboard, onClick: () => navigate('leaderboard') },
    { label: t.quickMessages, onClick: () => navigate('messages') },
  ];

  let overview;
  if (dashboard.isPending) overview = <p role="status">{t.loading}</p>;
  else if (dashboard.isError) overview = <FormError message={t.dashboardLoadFailed} />;
  else
    overview = (
      <StudioOverview
        dashboard={dashboard.data}
        plan={t[`plan_${dashboard.data.photographer_info.subscription_plan}`]}
        actions={actions}
      />
    );

  return (
    <>
      <DashboardTabs
        tabs={[
          { id: 'overview', label: t.dashboardTabOverview },
          { id: 'credits', label: t.dashboardTabCredits },
          { id: 'earnings', label: t.dashboardTabEarnings },
          { id: 'gifts', label: t.dashboardTabGifts },
          { id: 'portfolio', label: t.dashboardTabPortfolio },
          { id: 'profile', label: t.dashboardTabProfile },
          { id: 'bookings', label: t.dashboardTabBookings },
          { id: 'galleries', label: galleryT.dashboardTabGalleries },
          { id: 'reviews', label: repliesT.dashboardTabReviews },
        ]}
        active={tab}
        onChange={setTab}
        panels={{
          overview,
          credits: <CreditsTab />,
          earnings: <EarningsTab />,
          gifts: <GiftsTab username={user.username} side="received" />,
          portfolio: <PortfolioTab />,
          profile: (
            <>
              <ProfileForm user={user} />
              <BlockedAccounts />
            </>
          ),
          bookings: <IncomingBookingsTab photographerId={user.id} />,
          galleries: <GalleriesTab photographer={user.username} />,
          reviews: <MyReviewsTab photographerId={user.id} username={user.username} />,
        }}
      />
      {uploading && (
        <UploadModal
          kind={uploading}
          categories={dashboardCategories}
          onClose={() => setUploading(null)}
          onUploaded={() => {
            setUploading(null);
            void utils.dashboards.photographer.invalidate();
          }}
        />
      )}
    </>
  );
}

/** The photographer (studio) dashboard: overview, credits, earnings (payouts), gifts, portfolio, profile, bookings with availability, and delivery galleries. */
export default function PhotographerDashboard() {
  const t = useLazyT();
  return (
    <div className="content-page">
      <RoleGate role="photographer" deniedReason={t.photographerDashboardOnly}>
        {(user) => (
          <>
            <PageHeader title={t.navStudioDashboard} intro={fill(t.welcomeName, { name: user.username })} />
            <StudioDashboardBody user={user} />
          </>
        )}
      </RoleGate>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { AuditAction } from '@tasbir/shared';
import { FormError } from '../components/FormMessage.js';
import { PageHeader } from '../components/PageHeader.js';
import { RoleGate } from '../components/RoleGate.js';
import { fill } from '../i18n.js';
import { useFormat } from '../useFormat.js';
import { useDashboardTab, useNavigate } from '../state/navigation.js';
import { dashboardTabs } from '../state/routes.js';
import { trpc } from '../trpc.js';
import { useCountsFollowLists } from './admin/adminCounts.js';
import { AdminOverview } from './admin/AdminOverview.js';
import { AdminPaymentsTab } from './admin/AdminPaymentsTab.js';
import { AuditTab } from './admin/AuditTab.js';
import { ContentTab } from './admin/ContentTab.js';
import { CreditRequestsTab } from './admin/CreditRequestsTab.js';
import { SubscriptionRequestsTab } from './admin/SubscriptionRequestsTab.js';
import { UsersTab } from './admin/UsersTab.js';
import { AdminBookingsTab } from './bookings/AdminBookingsTab.js';
import { AdminPayoutsTab } from './payouts/AdminPayoutsTab.js';
import { DashboardTabs } from './dashboard/DashboardTabs.js';
import { StatCards } from '../components/StatCards.js';
import './admin/admin.css';
import './credits/credits.css';
import './dashboard/dashboard.css';
import { useLazyT } from './lazyTexts.js';

/** The Reports tab with its own texts, loaded when opened. */
const ReportsTab = lazy(() => import('./admin/ReportsTab.js'));

function AdminPanel() {
  const t = useLazyT();
  const format = useFormat();
  const navigate = useNavigate();
  const [tab, setTab] = useDashboardTab('admin-dashboard', dashboardTabs['admin-dashboard']);
  const [auditAction, setAuditAction] = useState<AuditAction | null>(null);
  const [auditUser, setAuditUser] = useState<{ id: string; username: string } | null>(null);
  const summary = trpc.dashboards.admin.useQuery();
  useCountsFollowLists();

  if (summary.isPending) return <p role="status">{t.loading}</p>;
  if (summary.isError) return <FormError message={t.adminLoadFailed} />;
  const data = summary.data;
  return (
    <>
      <button type="button" className="button button--ghost admin-back" onClick={() => navigate('home')}>
        {t.adminBackToHome}
      </button>
      <StatCards
        cards={[
          { label: t.adminCardUsers, value: format.number(data.total_users) },
          { label: t.adminCardPhotographers, value: format.number(data.total_photographers) },
          { label: t.adminCardSubscriptions, value: format.number(data.total_subscriptions) },
          { label: t.adminCardRevenue, value: format.money(data.total_revenue) },
        ]}
      />
      <DashboardTabs
        label={t.adminTabsLabel}
        tabs={[
          { id: 'overview', label: t.adminTabOverview },
          { id: 'subscriptions', label: format.fill(t.adminTabSubscriptions, { count: data.pending_subscriptions }) },
          { id: 'users', label: t.adminTabUsers },
          { id: 'credits', label: format.fill(t.adminTabCredits, { count: data.pending_credit_requests }) },
          { id: 'payments', label: t.adminTabPayments },
          { id: 'payouts', label: t.adminTabPayouts },
          { id: 'content', label: t.adminTabContent },
          { id: 'audit', label: t.adminTabAudit },
          { id: 'bookings', label: format.fill(t.adminTabBookings, { count: data.pending_bookings }) },
          { id: 'reports', label: format.fill(t.adminTabReports, { count: data.open_reports }) },
        ]}
        active={tab}
        onChange={setTab}
        panels={{
          overview: <AdminOverview summary={data} />,
          subscriptions: <SubscriptionRequestsTab />,
          users: (
            <UsersTab
              onHistory={(user) => {
                setAuditUser({ id: user.id, username: user.username });
                setTab('audit');
              }}
            />
          ),
          credits: <CreditRequestsTab />,
          payments: <AdminPaymentsTab />,
          payouts: <AdminPayoutsTab />,
          content: <ContentTab />,
          audit: (
            <AuditTab
              action={auditAction}
              onAction={setAuditAction}
              user={auditUser}
              onAllUsers={() => setAuditUser(null)}
            />
          ),
          bookings: <AdminBookingsTab />,
          reports: (
            <Suspense fallback={<p role="status">{t.loading}</p>}>
              <ReportsTab />
            </Suspense>
          ),
        }}
      />
    </>
  );
}

/** The admin panel: summary cards, then requests, accounts, online payments, payouts, content, the audit log, bookings and reports by tab. */
export default function AdminDashboard() {
  const t = useLazyT();
  return (
    <div className="content-page">
      <RoleGate role="admin" deniedReason={t.adminDashboardOnly}>
        {(user) => (
          <>
            <PageHeader title={t.navAdminPanel} intro={fill(t.welcomeName, { name: user.username })} />
            <AdminPanel />
          </>
        )}
      </RoleGate>
    </div>
  );
}

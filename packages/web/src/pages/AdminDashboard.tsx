import { PageHeader } from '../components/PageHeader.js';
import { RoleGate } from '../components/RoleGate.js';
import { fill, useT } from '../i18n.js';

/** The admin panel. */
export default function AdminDashboard() {
  const t = useT();
  return (
    <div className="content-page">
      <RoleGate role="admin" deniedReason={t.adminDashboardOnly}>
        {(user) => (
          <>
            <PageHeader title={t.navAdminPanel} intro={fill(t.welcomeName, { name: user.username })} />
            <p className="note">{t.adminDashboardIntro}</p>
          </>
        )}
      </RoleGate>
    </div>
  );
}

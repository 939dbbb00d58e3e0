import { PageHeader } from '../components/PageHeader.js';
import { RoleGate } from '../components/RoleGate.js';
import { fill, useT } from '../i18n.js';

/** The user dashboard (role user). */
export default function Dashboard() {
  const t = useT();
  return (
    <div className="content-page">
      <RoleGate role="user" deniedReason={t.userDashboardOnly}>
        {(user) => (
          <>
            <PageHeader title={t.navMyDashboard} intro={fill(t.welcomeName, { name: user.username })} />
            <p className="note">{t.userDashboardIntro}</p>
          </>
        )}
      </RoleGate>
    </div>
  );
}

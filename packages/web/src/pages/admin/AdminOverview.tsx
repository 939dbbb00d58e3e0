import { formatRs, groupNepaliDigits, type AdminDashboard } from '@tasbir/shared';
import { fill, useT } from '../../i18n.js';
import { StatCards } from '../dashboard/StatCards.js';

/** The overview tab: the platform's gift share, gift value, active users and growth, as counted by the server. */
export function AdminOverview({ summary }: { summary: AdminDashboard }) {
  const t = useT();
  const { overview } = summary;
  const { percent } = overview.growth;
  return (
    <StatCards
      cards={[
        { label: t.adminPlatformRevenue, value: formatRs(overview.platform_revenue) },
        { label: t.adminGiftValue, value: formatRs(overview.total_gift_value) },
        { label: t.adminActiveUsers, value: groupNepaliDigits(overview.active_users) },
        {
          label: t.adminGrowth,
          value: percent === null ? groupNepaliDigits(overview.growth.users_this_month) : fill(t.adminGrowthPercent, { sign: percent > 0 ? '+' : '', percent }),
          detail: fill(t.adminGrowthLine, { thisMonth: overview.growth.users_this_month, lastMonth: overview.growth.users_last_month }),
        },
      ]}
    />
  );
}

import type { AdminDashboard } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { StatCards } from '../../components/StatCards.js';
import { useLazyT } from '../lazyTexts.js';

/** The overview tab: the platform's gift share, gift value, active users and growth, as counted by the server. */
export function AdminOverview({ summary }: { summary: AdminDashboard }) {
  const t = useLazyT();
  const format = useFormat();
  const { overview } = summary;
  const { percent } = overview.growth;
  return (
    <StatCards
      cards={[
        { label: t.adminPlatformRevenue, value: format.money(overview.platform_revenue) },
        { label: t.adminGiftValue, value: format.money(overview.total_gift_value) },
        { label: t.adminActiveUsers, value: format.number(overview.active_users) },
        {
          label: t.adminGrowth,
          value:
            percent === null
              ? format.number(overview.growth.users_this_month)
              : format.fill(t.adminGrowthPercent, { sign: percent > 0 ? '+' : '', percent }),
          detail: format.fill(t.adminGrowthLine, {
            thisMonth: overview.growth.users_this_month,
            lastMonth: overview.growth.users_last_month,
          }),
        },
      ]}
    />
  );
}

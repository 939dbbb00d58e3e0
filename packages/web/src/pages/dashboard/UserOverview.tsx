import type { UserDashboard } from '@tasbir/shared';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { GiftList } from './GiftList.js';
import { QuickActions, type QuickAction } from './QuickActions.js';
import { StatCards } from '../../components/StatCards.js';

type Props = { dashboard: UserDashboard; plan: string; actions: readonly QuickAction[] };

/** A fan's overview: balance, gifts sent and plan; the newest gifts; the photographers they support most. */
export function UserOverview({ dashboard, plan, actions }: Props) {
  const t = useT();
  const format = useFormat();
  const { user_info: info } = dashboard;
  const credits = (amount: number) => format.fill(t.creditsAmount, { amount });
  return (
    <>
      <StatCards
        cards={[
          { label: t.statCredits, value: credits(info.credits) },
          { label: t.statGiftsSent, value: format.number(info.total_gifts_sent) },
          {
            label: t.statPlan,
            value: info.subscription.active
              ? format.fill(t.statPlanDays, { plan, days: info.subscription.days_remaining })
              : plan,
          },
        ]}
      />
      <QuickActions actions={actions} />
      <div className="dashboard-columns">
        <section aria-labelledby="recent-sent-title">
          <h2 id="recent-sent-title">{t.recentGiftsSent}</h2>
          <GiftList gifts={dashboard.recent_sent_gifts} side="sent" empty={t.noGiftsSent} />
        </section>
        {dashboard.favorite_photographers.length > 0 && (
          <section aria-labelledby="favorites-title">
            <h2 id="favorites-title">{t.favoritePhotographers}</h2>
            <ol className="favorite-list">
              {dashboard.favorite_photographers.map((favorite) => (
                <li key={favorite.id}>
                  <strong>@{favorite.username}</strong>
                  <span>
                    {format.fill(t.favoritePhotographerLine, {
                      value: favorite.total_gift_value,
                      count: favorite.total_gifts,
                    })}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </>
  );
}

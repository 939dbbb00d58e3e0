import type { CurrentSubscription, UploadStat, UploadStats } from '@tasbir/shared';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';

/** The plan in force, the days left of it, and how much of its upload allowance is used. */
export function PlanStatus({ current, stats }: { current: CurrentSubscription; stats: UploadStats | undefined }) {
  const t = useT();
  const format = useFormat();
  const count = (value: UploadStat['limit']) => (value === 'unlimited' ? t.unlimited : value);
  const line = (sentence: string, stat: UploadStat) =>
    format.fill(sentence, { used: stat.used, limit: count(stat.limit), remaining: count(stat.remaining) });
  return (
    <section className="plan-status" aria-labelledby="plan-status-title">
      <h2 id="plan-status-title" className="current-plan">
        {fill(t.currentPlan, { plan: t[`plan_${current.current_plan}`] })}
      </h2>
      {current.expires_at && (
        <p>
          <strong>{format.fill(t.planDaysRemaining, { days: current.days_remaining })}</strong> ·{' '}
          {fill(t.planEndsOn, { date: format.date(current.expires_at) })}
        </p>
      )}
      {stats && (
        <>
          <h3>{t.uploadStatsTitle}</h3>
          <ul>
            <li>{line(t.uploadStatsPhotos, stats.photos)}</li>
            <li>{line(t.uploadStatsReels, stats.reels)}</li>
          </ul>
        </>
      )}
    </section>
  );
}

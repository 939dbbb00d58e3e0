import { useRef, type KeyboardEvent } from 'react';
import { leaderboardPeriods, type LeaderboardPeriod } from '@tasbir/shared';
import { useT } from '../../i18n.js';

type Props = { period: LeaderboardPeriod; onChange: (period: LeaderboardPeriod) => void; panelId: string };

export const tabId = (period: LeaderboardPeriod) => `leaderboard-tab-${period}`;

/** Weekly, monthly, yearly as tabs: arrow keys, Home and End move between them (and choose). */
export function PeriodTabs({ period, onChange, panelId }: Props) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);

  const choose = (next: LeaderboardPeriod) => {
    onChange(next);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = leaderboardPeriods.indexOf(period);
    const last = leaderboardPeriods.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : leaderboardPeriods[target];
    if (!next) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className="period-tabs" role="tablist" aria-label={t.leaderboardPeriods} ref={listRef} onKeyDown={onKeyDown}>
      {leaderboardPeriods.map((value) => (
        <button
          key={value}
          id={tabId(value)}
          type="button"
          role="tab"
          aria-selected={value === period}
          aria-controls={panelId}
          tabIndex={value === period ? 0 : -1}
          className="period-tabs__tab"
          onClick={() => choose(value)}
        >
          {t[`period_${value}`]}
        </button>
      ))}
    </div>
  );
}

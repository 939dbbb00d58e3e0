import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { firstPageInputs, type LeaderboardPeriod } from '@tasbir/shared';
import { EmptyState } from '../../components/EmptyState.js';
import { ListSkeleton } from '../../components/ListSkeleton.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n.js';
import { trpc } from '../../trpc.js';
import { LeaderboardEntry } from './LeaderboardEntry.js';
import { LeaderboardEntrySkeleton } from './LeaderboardEntrySkeleton.js';
import { PeriodTabs, tabId } from './PeriodTabs.js';
import './leaderboard.css';

const panelId = 'leaderboard-panel';
/** Stand-ins while the board loads: more than a screenful, so the note below it stays below the fold. */
const skeletonEntries = 10;

/** The global leaderboard (docs/product.md#leaderboard): photographers by gifts received, per period (monthly first). */
export function LeaderboardPage() {
  const t = useT();
  const [period, setPeriod] = useState<LeaderboardPeriod>(firstPageInputs.leaderboard.period);
  const board = trpc.leaderboard.list.useQuery({ period }, { placeholderData: keepPreviousData });
  // A failed fetch shows the empty board, like every list that cannot load (docs/product.md#pages).
  const entries = board.isError ? [] : board.data;

  let body;
  if (!entries)
    body = (
      <ListSkeleton listClassName="board-list" count={skeletonEntries} status={t.loading}>
        <LeaderboardEntrySkeleton />
      </ListSkeleton>
    );
  else if (entries.length === 0) body = <EmptyState title={t.noRankings} body={t.noRankingsBody} icon="🏆" />;
  else
    body = (
      <ol className="board-list">
        {entries.map((entry) => (
          <LeaderboardEntry key={entry.user_id} entry={entry} />
        ))}
      </ol>
    );

  return (
    <div className="content-page leaderboard">
      <PageHeader title={t.leaderboardTitle} intro={t.leaderboardIntro} />
      <PeriodTabs period={period} onChange={setPeriod} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(period)}
        aria-busy={board.isFetching}
        className="leaderboard__panel"
      >
        {body}
      </div>
      <p className="note leaderboard__join">{t.leaderboardHowToJoin}</p>
    </div>
  );
}

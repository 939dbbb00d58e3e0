import { EmptyState } from '../components/EmptyState.js';
import { PageHeader } from '../components/PageHeader.js';
import { useT } from '../i18n.js';

export function Leaderboard() {
  const t = useT();
  return (
    <div className="content-page">
      <PageHeader title={t.leaderboardTitle} intro={t.leaderboardIntro} />
      <EmptyState title={t.noRankings} body={t.noRankingsBody} icon="🏆" />
      <p className="note">{t.leaderboardHowToJoin}</p>
    </div>
  );
}

import { EmptyState } from '../components/EmptyState.js';
import { PageHeader } from '../components/PageHeader.js';
import { useT } from '../i18n.js';

/** The reels feed (`/reels`, or one reel at `/reels/{id}`); the feed itself comes with the reels API. */
export function Reels({ reelId }: { reelId?: string }) {
  const t = useT();
  return (
    <div className="content-page" data-reel-id={reelId}>
      <PageHeader title={t.reelsTitle} />
      <EmptyState title={t.noReels} body={t.noReelsBody} icon="🎬" backToHome />
    </div>
  );
}

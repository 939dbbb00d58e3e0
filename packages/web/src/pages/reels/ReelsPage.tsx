import { firstPageInputs } from '@tasbir/shared';
import { useCallback, useEffect } from 'react';
import { EmptyState } from '../../components/EmptyState.js';
import { MediaAlert } from '../../components/media/MediaAlert.js';
import { PageHeader } from '../../components/PageHeader.js';
import { UploadButton } from '../../components/upload/UploadButton.js';
import { useT } from '../../i18n.js';
import { trpc } from '../../trpc.js';
import { ReelsFeed } from './ReelsFeed.js';
import './reels.css';
import { nextCursor, withLinkedItem } from '../../paging.js';

/**
 * The reels screen (docs/product.md#photos-and-reels): loading, then the empty state or the feed. A
 * `/reels/{id}` address opens the feed at that reel, fetched on its own when the first page lacks it.
 */
export default function ReelsPage({ reelId }: { reelId?: string }) {
  const t = useT();
  const list = trpc.reels.list.useInfiniteQuery(firstPageInputs.reels, { getNextPageParam: nextCursor });
  const listed = list.data?.pages.flatMap((page) => page.items) ?? [];
  const needTarget = reelId !== undefined && !list.isPending && !listed.some((reel) => reel.id === reelId);
  const target = trpc.reels.byId.useQuery({ id: reelId ?? '' }, { enabled: needTarget, retry: false });
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  useEffect(() => {
    if (list.error) console.error('Reels could not be loaded', list.error);
    if (target.error) console.error('The shared reel could not be loaded', target.error);
  }, [list.error, target.error]);

  const reels = withLinkedItem(listed, needTarget ? target.data : undefined);
  let body;
  if (list.isPending || (needTarget && target.isPending)) {
    body = (
      <p role="status" className="page-loading reels-loading">
        {t.loadingReels}
      </p>
    );
  } else if (reels.length === 0) {
    body = (
      <EmptyState title={t.noReels} body={t.noReelsBody} icon="🎬" backToHome>
        <UploadButton kind="reel" />
      </EmptyState>
    );
  } else {
    return (
      <>
        <ReelsFeed
          reels={reels}
          targetId={reelId}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          loadMore={loadMore}
        />
        <MediaAlert />
      </>
    );
  }
  return (
    <div className="content-page">
      <PageHeader title={t.reelsTitle} />
      {body}
      <MediaAlert />
    </div>
  );
}

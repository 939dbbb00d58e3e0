import type { ReactNode } from 'react';
import { adminContentPageSize, type Photo, type Reel } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { PhotoImage } from '../../components/media/PhotoImage.js';
import { fill } from '../../i18n.js';
import { userWritten } from '../../components/userWritten.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { nextCursor } from '../../paging.js';
import { useLazyT } from '../lazyTexts.js';

type Item = Pick<Photo | Reel, 'id' | 'title' | 'photographer_username' | 'views' | 'likes'>;
type ListProps<T extends Item> = {
  title: string;
  items: readonly T[];
  preview: (item: T) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onDelete: (item: T) => void;
  busy: boolean;
};

function ContentList<T extends Item>({
  title,
  items,
  preview,
  hasMore,
  loadingMore,
  onMore,
  onDelete,
  busy,
}: ListProps<T>) {
  const t = useLazyT();
  const format = useFormat();
  return (
    <section aria-labelledby={`admin-${title}`} className="admin-content">
      <h2 id={`admin-${title}`}>{title}</h2>
      {items.length === 0 && <p className="note">{t.adminNoContent}</p>}
      <ul className="admin-content__grid">
        {items.map((item) => (
          <li key={item.id} aria-label={item.title}>
            {preview(item)}
            <strong {...userWritten}>{item.title}</strong>
            <span>
              {format.fill(t.adminContentLine, {
                username: item.photographer_username,
                views: item.views,
                likes: item.likes,
              })}
            </span>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => onDelete(item)}>
              {t.adminDelete}
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className="button button--ghost" disabled={loadingMore} onClick={onMore}>
          {loadingMore ? t.loading : t.adminShowMore}
        </button>
      )}
    </section>
  );
}

/** The newest photos and reels, twelve at a time, each with a delete behind a confirmation. */
export function ContentTab() {
  const t = useLazyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const { notice, succeeded, failed } = useActionNotice();
  const photos = trpc.moderation.photos.useInfiniteQuery(
    { limit: adminContentPageSize },
    { getNextPageParam: nextCursor },
  );
  const reels = trpc.moderation.reels.useInfiniteQuery(
    { limit: adminContentPageSize },
    { getNextPageParam: nextCursor },
  );
  const refresh = () =>
    Promise.all([
      utils.moderation.invalidate(),
      utils.photos.invalidate(),
      utils.reels.invalidate(),
      utils.dashboards.admin.invalidate(),
    ]);
  const removePhoto = trpc.moderation.removePhoto.useMutation({
    onSuccess: () => {
      succeeded(t.photoDeleted);
      void refresh();
    },
    onError: (error) =>
      failed(fill(t.photoDeleteFailed, { detail: errorText(error, format.language, 'unknownError') })),
  });
  const removeReel = trpc.moderation.removeReel.useMutation({
    onSuccess: () => {
      succeeded(t.reelDeleted);
      void refresh();
    },
    onError: (error) => failed(fill(t.reelDeleteFailed, { detail: errorText(error, format.language, 'unknownError') })),
  });

  if (photos.isPending || reels.isPending) return <p role="status">{t.loading}</p>;
  if (photos.isError || reels.isError) return <FormError message={t.adminLoadFailed} />;
  const busy = removePhoto.isPending || removeReel.isPending;
  return (
    <div className="admin-requests">
      <ActionNoticeLine notice={notice} />
      <ContentList
        title={t.adminPhotosTitle}
        items={photos.data.pages.flatMap((page) => page.items)}
        preview={(photo) => <PhotoImage photo={photo} sizes="10rem" />}
        hasMore={photos.hasNextPage}
        loadingMore={photos.isFetchingNextPage}
        onMore={() => void photos.fetchNextPage()}
        onDelete={(photo) => {
          if (window.confirm(t.confirmDeletePhoto)) removePhoto.mutate({ id: photo.id });
        }}
        busy={busy}
      />
      <ContentList
        title={t.adminReelsTitle}
        items={reels.data.pages.flatMap((page) => page.items)}
        preview={(reel) =>
          reel.poster_url ? <img src={reel.poster_url} alt="" width={90} height={160} loading="lazy" /> : null
        }
        hasMore={reels.hasNextPage}
        loadingMore={reels.isFetchingNextPage}
        onMore={() => void reels.fetchNextPage()}
        onDelete={(reel) => {
          if (window.confirm(t.confirmDeleteReel)) removeReel.mutate({ id: reel.id });
        }}
        busy={busy}
      />
    </div>
  );
}

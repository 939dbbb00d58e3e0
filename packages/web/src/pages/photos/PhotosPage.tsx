import { firstPageInputs } from '@tasbir/shared';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { EmptyState } from '../../components/EmptyState.js';
import { ListSkeleton } from '../../components/ListSkeleton.js';
import { MediaAlert } from '../../components/media/MediaAlert.js';
import { PageHeader } from '../../components/PageHeader.js';
import { firstScreenCards, useScreenfulFirst } from '../../components/useScreenfulFirst.js';
import { UploadButton } from '../../components/upload/UploadButton.js';
import { useT } from '../../i18n.js';
import { isServerError, trpc } from '../../trpc.js';
import { replaceRouteAtom } from '../../state/navigation.js';
import { Lightbox } from './Lightbox.js';
import { photoRoute } from './linkedPhoto.js';
import { PhotoCard } from './PhotoCard.js';
import { PhotoCardSkeleton } from './PhotoCardSkeleton.js';
import { usePhotoLike } from './usePhotoActions.js';
import './photos.css';
import { nextCursor, withLinkedItem } from '../../paging.js';

/**
 * The photos gallery (docs/product.md#photos-and-reels): grid, likes and views, lightbox, Load more, upload.
 * The address names the photo the lightbox shows (`/photos/{id}`, without a history entry), so it can be
 * shared and reloaded; a linked photo the first page lacks is fetched on its own.
 */
export default function PhotosPage({ photoId }: { photoId?: string }) {
  const t = useT();
  const list = trpc.photos.list.useInfiniteQuery(firstPageInputs.photos, { getNextPageParam: nextCursor });
  const like = usePhotoLike();
  const replaceRoute = useSetAtom(replaceRouteAtom);
  const show = useCallback((id: string | null) => replaceRoute(photoRoute(id)), [replaceRoute]);
  const listed = list.data?.pages.flatMap((page) => page.items) ?? [];
  const needLinked = photoId !== undefined && !list.isPending && !listed.some((photo) => photo.id === photoId);
  const linked = trpc.photos.byId.useQuery({ id: photoId ?? '' }, { enabled: needLinked, retry: false });

  useEffect(() => {
    if (list.error) console.error('Photos could not be loaded', list.error);
  }, [list.error]);
  useEffect(() => {
    if (!linked.error) return;
    console.error('The shared photo could not be loaded', linked.error);
    show(null);
  }, [linked.error, show]);
  const refused = list.isError && isServerError(list.error) && list.error.data?.httpStatus === 403;
  const photos = withLinkedItem(listed, needLinked ? linked.data : undefined);
  const drawn = useScreenfulFirst(photos, firstScreenCards);

  let body;
  if (list.isPending)
    body = (
      <ListSkeleton listClassName="photo-grid" count={firstPageInputs.photos.limit} status={t.loading}>
        <PhotoCardSkeleton />
      </ListSkeleton>
    );
  else if (refused) body = <EmptyState title={t.galleryForbidden} icon="🔒" backToHome />;
  else if (photos.length === 0) body = <EmptyState title={t.noPhotos} body={t.noPhotosBody} icon="🖼️" backToHome />;
  else
    body = (
      <>
        <ul className="photo-grid" aria-label={t.photoGalleryLabel}>
          {drawn.map((photo, index) => (
            <li key={photo.id}>
              <PhotoCard
                photo={photo}
                headingLevel={2}
                first={index === 0}
                onOpen={(opened) => show(opened.id)}
                onLike={like.toggle}
                likeBusy={like.busyId === photo.id}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="photo-more">
            <button
              type="button"
              className="button button--ghost button--large"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t.loading : t.photosLoadMore}
            </button>
          </div>
        )}
      </>
    );

  return (
    <div className="content-page photos-page">
      <div className="photos-page__header">
        <PageHeader title={t.photosTitle} intro={t.photosIntro} />
        <UploadButton kind="photo" />
      </div>
      {body}
      {photoId && photos.some((photo) => photo.id === photoId) && (
        <Lightbox
          photos={photos}
          currentId={photoId}
          onShow={show}
          onClose={() => show(null)}
          onLike={like.toggle}
          likeBusyId={like.busyId}
        />
      )}
      <MediaAlert />
    </div>
  );
}

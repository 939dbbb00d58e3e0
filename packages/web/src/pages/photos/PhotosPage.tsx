import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.js';
import { MediaAlert } from '../../components/media/MediaAlert.js';
import { PageHeader } from '../../components/PageHeader.js';
import { UploadButton } from '../../components/upload/UploadButton.js';
import { useT } from '../../i18n.js';
import { isServerError, trpc } from '../../trpc.js';
import { Lightbox } from './Lightbox.js';
import { PhotoCard } from './PhotoCard.js';
import { usePhotoLike } from './usePhotoActions.js';
import './photos.css';
import { nextCursor } from '../../paging.js';

/** Photos per "Load more" page. */
export const galleryPageSize = 24;
/** The photos gallery (docs/product.md#photos-and-reels): grid, likes and views, lightbox, Load more, upload. */
export default function PhotosPage() {
  const t = useT();
  const list = trpc.photos.list.useInfiniteQuery({ limit: galleryPageSize }, { getNextPageParam: nextCursor });
  const like = usePhotoLike();
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    if (list.error) console.error('Photos could not be loaded', list.error);
  }, [list.error]);
  const refused = list.isError && isServerError(list.error) && list.error.data?.httpStatus === 403;
  const photos = list.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (list.isPending) body = <p role="status" className="page-loading">{t.loading}</p>;
  else if (refused) body = <EmptyState title={t.galleryForbidden} icon="🔒" backToHome />;
  else if (photos.length === 0) body = <EmptyState title={t.noPhotos} body={t.noPhotosBody} icon="🖼️" backToHome />;
  else
    body = (
      <>
        <ul className="photo-grid" aria-label={t.photoGalleryLabel}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <PhotoCard photo={photo} headingLevel={2} onOpen={(opened) => setOpenId(opened.id)} onLike={like.toggle} likeBusy={like.busyId === photo.id} />
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="photo-more">
            <button type="button" className="button button--ghost button--large" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
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
      {openId && <Lightbox photos={photos} currentId={openId} onShow={setOpenId} onClose={() => setOpenId(null)} onLike={like.toggle} likeBusyId={like.busyId} />}
      <MediaAlert />
    </div>
  );
}

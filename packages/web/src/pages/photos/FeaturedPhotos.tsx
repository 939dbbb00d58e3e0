import { firstPageInputs } from '@tasbir/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MediaAlert } from '../../components/media/MediaAlert.js';
import { HomeSection } from '../../components/HomeSection.js';
import { firstScreenCards, useScreenfulFirst } from '../../components/useScreenfulFirst.js';
import { ListSkeleton } from '../../components/ListSkeleton.js';
import { useT } from '../../i18n.js';
import { trpc } from '../../trpc.js';
import { PhotoCard } from './PhotoCard.js';
import { PhotoCardSkeleton } from './PhotoCardSkeleton.js';
import { usePhotoLike } from './usePhotoActions.js';
import './photos.css';

const Lightbox = lazy(() => import('./Lightbox.js'));

/** Home: the 12 trending photos, likes and views, a lightbox; hidden when the list cannot load. */
export function FeaturedPhotos() {
  const t = useT();
  const list = trpc.photos.list.useQuery(firstPageInputs.featuredPhotos);
  const like = usePhotoLike();
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    if (list.error) console.error('Featured photos could not be loaded', list.error);
  }, [list.error]);

  const photos = list.data?.items ?? [];
  const drawn = useScreenfulFirst(photos, firstScreenCards);
  if (list.isError) return null;
  return (
    <HomeSection
      id="featured-photos"
      title={t.featuredPhotosTitle}
      intro={t.featuredPhotosIntro}
      more={{ to: 'photos', label: t.viewAllPhotos }}
      busy={list.isPending}
    >
      {list.isSuccess && photos.length === 0 && <p className="note">{t.noPhotosBody}</p>}
      {list.isPending && (
        <ListSkeleton listClassName="photo-grid" count={firstPageInputs.featuredPhotos.limit} status={t.loading}>
          <PhotoCardSkeleton showDescription />
        </ListSkeleton>
      )}
      <ul className="photo-grid">
        {drawn.map((photo, index) => (
          <li key={photo.id}>
            <PhotoCard
              photo={photo}
              headingLevel={3}
              first={index === 0}
              showDescription
              onOpen={(opened) => setOpenId(opened.id)}
              onLike={like.toggle}
              likeBusy={like.busyId === photo.id}
            />
          </li>
        ))}
      </ul>
      {openId && (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            currentId={openId}
            onShow={setOpenId}
            onClose={() => setOpenId(null)}
            onLike={like.toggle}
            likeBusyId={like.busyId}
          />
        </Suspense>
      )}
      <MediaAlert />
    </HomeSection>
  );
}

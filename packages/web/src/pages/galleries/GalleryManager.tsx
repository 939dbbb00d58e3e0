import { useState } from 'react';
import type { Gallery } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { LoadMoreButton } from '../../components/LoadMoreButton.js';
import { Modal } from '../../components/Modal.js';
import { nextCursor } from '../../paging.js';
import { errorText, trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { GallerySelectionsList } from './GallerySelections.js';
import { GalleryUploader } from './GalleryUploader.js';
import { userWritten } from '../../components/userWritten.js';
import { useGalleryT } from './galleryText.js';
import { CloseIcon } from '../../components/Icon.js';

type Props = { gallery: Gallery; onClose: () => void };

/** A gallery's photos and what clients picked, side by side, with the uploader above them. */
export function GalleryManager({ gallery, onClose }: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [problem, setProblem] = useState<string | null>(null);
  const photos = trpc.galleryPhotos.list.useInfiniteQuery(
    { id: gallery.id, limit: 50 },
    { getNextPageParam: nextCursor },
  );
  const selections = trpc.galleryVisits.selections.useQuery({ id: gallery.id });
  const failed = (error: unknown) =>
    setProblem(format.fill(t.galleryActionFailed, { detail: errorText(error, format.language, 'somethingWentWrong') }));
  const refresh = () => {
    void utils.galleryPhotos.list.invalidate({ id: gallery.id });
    void utils.galleries.mine.invalidate();
  };
  const remove = trpc.galleryPhotos.remove.useMutation({ onSuccess: refresh, onError: failed });
  const cover = trpc.galleries.update.useMutation({ onSuccess: refresh, onError: failed });

  // How many clients picked each photo, for the mark beside it.
  const picks = new Map<string, number>();
  for (const visitor of selections.data?.visitors ?? [])
    for (const pick of visitor.picks) picks.set(pick.photo_id, (picks.get(pick.photo_id) ?? 0) + 1);
  const items = photos.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Modal
      title={<span {...userWritten}>{gallery.title}</span>}
      onClose={onClose}
      closeLabel={t.galleryClose}
      size="wide"
    >
      <div className="gallery-manager">
        <GalleryUploader galleryId={gallery.id} onUploaded={refresh} />
        <GallerySelectionsList galleryId={gallery.id} selections={selections.data} />
        <FormError message={problem} />
        {photos.isSuccess && items.length === 0 && <p className="note">{t.galleryPhotosEmpty}</p>}
        <ul className="gallery-manager__grid">
          {items.map((photo) => (
            <li key={photo.id} className={picks.has(photo.id) ? 'is-picked' : undefined}>
              <img
                src={photo.thumb_url}
                alt={photo.file_name}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                style={{ backgroundImage: `url(${photo.placeholder})` }}
              />
              <span className="gallery-manager__name">{photo.file_name}</span>
              {picks.has(photo.id) && (
                <span className="gallery-tag">
                  {t.gallerySelectionPicked} ×{format.number(picks.get(photo.id) ?? 0)}
                </span>
              )}
              <div className="gallery-manager__actions">
                {gallery.cover?.id === photo.id ? (
                  <span className="gallery-tag">{t.galleryPhotoIsCover}</span>
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={cover.isPending}
                    onClick={() => cover.mutate({ id: gallery.id, cover_photo_id: photo.id })}
                  >
                    {t.galleryPhotoCover}
                  </button>
                )}
                <button
                  type="button"
                  className="button"
                  disabled={remove.isPending}
                  aria-label={format.fill(t.galleryPhotoRemove, { name: photo.file_name })}
                  onClick={() => remove.mutate({ id: gallery.id, photo_id: photo.id })}
                >
                  <CloseIcon />
                </button>
              </div>
            </li>
          ))}
        </ul>
        <LoadMoreButton pages={photos} />
      </div>
    </Modal>
  );
}

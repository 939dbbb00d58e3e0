import { useEffect, useEffectEvent } from 'react';
import type { Photo } from '@tasbir/shared';
import { LikeButton } from '../../components/media/LikeButton.js';
import { ArrowIcon, EyeIcon } from '../../components/media/mediaIcons.js';
import { categoryText, viewsText } from '../../components/media/mediaText.js';
import { PhotoImage } from '../../components/media/PhotoImage.js';
import { Modal } from '../../components/Modal.js';
import { userWritten } from '../../components/userWritten.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { useCountPhotoView } from './usePhotoActions.js';
import { ReportAction } from '../reports/ReportAction.js';

type Props = {
  photos: readonly Photo[];
  currentId: string;
  onShow: (id: string) => void;
  onClose: () => void;
  onLike: (photo: Photo) => void;
  likeBusyId: string | undefined;
};

/** The photo's greatest height, in `vh`: the caption and the arrows stay in view below it. */
const maxHeightVh = 70;

/**
 * The frame of a photo as large as fits (the full width, at most `maxHeightVh` tall) in the photo's
 * own shape: sized before the image arrives, so the dialog does not grow when it does.
 */
export function lightboxFrameSize(photo: Pick<Photo, 'width' | 'height'>) {
  const aspect = photo.width / photo.height;
  return {
    aspectRatio: `${photo.width} / ${photo.height}`,
    width: `min(100%, ${(maxHeightVh * aspect).toFixed(2)}vh)`,
  };
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** One photo large, in a dialog: Escape closes, the arrow keys and buttons move; opening counts a view. */
export function Lightbox({ photos, currentId, onShow, onClose, onLike, likeBusyId }: Props) {
  const t = useT();
  const format = useFormat();
  const index = photos.findIndex((photo) => photo.id === currentId);
  const photo = photos[index];
  const previous = index > 0 ? photos[index - 1] : undefined;
  const next = index >= 0 ? photos[index + 1] : undefined;
  useCountPhotoView(currentId);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    const target = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : undefined;
    if (!target) return;
    event.preventDefault();
    onShow(target.id);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  if (!photo) return null;
  const details = [fill(t.byUsername, { username: photo.photographer_username }), categoryText(photo.category, t)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Modal title={<span {...userWritten}>{photo.title}</span>} onClose={onClose} closeLabel={t.close} size="wide">
      <figure className="lightbox">
        <div className="lightbox__stage">
          <button
            type="button"
            className="lightbox__move"
            aria-label={t.lightboxPrevious}
            disabled={!previous}
            onClick={() => previous && onShow(previous.id)}
          >
            <ArrowIcon direction="left" />
          </button>
          <PhotoImage
            key={photo.id}
            photo={photo}
            sizes="100vw"
            large
            priority
            frameSize={lightboxFrameSize(photo)}
            className="lightbox__image"
          />
          <button
            type="button"
            className="lightbox__move"
            aria-label={t.lightboxNext}
            disabled={!next}
            onClick={() => next && onShow(next.id)}
          >
            <ArrowIcon direction="right" />
          </button>
        </div>
        <figcaption className="lightbox__caption">
          <p className="lightbox__details">
            {details}
            {photo.location && (
              <>
                {' · '}
                <span {...userWritten}>{photo.location}</span>
              </>
            )}
          </p>
          {photo.description && (
            <p className="lightbox__description" {...userWritten}>
              {photo.description}
            </p>
          )}
          <div className="photo-card__meta">
            <LikeButton
              liked={photo.liked_by_me}
              count={photo.likes}
              busy={likeBusyId === photo.id}
              onToggle={() => onLike(photo)}
            />
            <span className="photo-card__views">
              <EyeIcon />
              {viewsText(photo.views, t, format.language)}
            </span>
            <ReportAction type="photo" targetId={photo.id} owner={photo.photographer_id} />
            <span className="lightbox__position">
              {format.fill(t.lightboxPosition, { index: index + 1, total: photos.length })}
            </span>
          </div>
        </figcaption>
      </figure>
    </Modal>
  );
}

export default Lightbox;

import { photoGridSizes, type Photo } from '@tasbir/shared';
import { LikeButton } from '../../components/media/LikeButton.js';
import { EyeIcon } from '../../components/media/mediaIcons.js';
import { categoryText, preview, viewsText } from '../../components/media/mediaText.js';
import { PhotoImage } from '../../components/media/PhotoImage.js';
import { fill, useT } from '../../i18n.js';
import { userWritten } from '../../components/userWritten.js';
import { useFormat } from '../../useFormat.js';

type Props = {
  photo: Photo;
  headingLevel: 2 | 3;
  onOpen: (photo: Photo) => void;
  onLike: (photo: Photo) => void;
  likeBusy: boolean;
  /** Home previews the description (80 characters). */
  showDescription?: boolean;
  /** The list's first card: its image is likely the page's largest, so it loads at once (PhotoImage's `priority`). */
  first?: boolean;
};

/** A photo in a grid: opens the lightbox, shows title, photographer, category, likes and views. */
export function PhotoCard({
  photo,
  headingLevel,
  onOpen,
  onLike,
  likeBusy,
  showDescription = false,
  first = false,
}: Props) {
  const t = useT();
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const description = showDescription ? preview(photo.description) : '';
  return (
    <article className="photo-card">
      <button
        type="button"
        className="photo-card__open"
        aria-label={fill(t.openPhoto, { title: photo.title })}
        onClick={() => onOpen(photo)}
      >
        <PhotoImage photo={photo} sizes={photoGridSizes} priority={first} />
      </button>
      <div className="photo-card__body">
        <Heading className="photo-card__title" {...userWritten}>
          {photo.title}
        </Heading>
        <p className="photo-card__by">
          <span>{fill(t.byUsername, { username: photo.photographer_username })}</span>
          <span className="photo-card__category">{categoryText(photo.category, t)}</span>
        </p>
        {description && (
          <p className="photo-card__description" {...userWritten}>
            {description}
          </p>
        )}
        <div className="photo-card__meta">
          <LikeButton liked={photo.liked_by_me} count={photo.likes} busy={likeBusy} onToggle={() => onLike(photo)} />
          <span className="photo-card__views">
            <EyeIcon />
            {viewsText(photo.views, t, format.language)}
          </span>
        </div>
      </div>
    </article>
  );
}

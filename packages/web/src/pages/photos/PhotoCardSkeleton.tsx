import { SkeletonText } from '../../components/ListSkeleton.js';

/** A PhotoCard's shape while the list loads: the 4:3 frame, a title, the byline, the like button's row. */
export function PhotoCardSkeleton({ showDescription = false }: { showDescription?: boolean }) {
  return (
    <div className="photo-card">
      <span className="photo-card__open">
        <span className="photo-frame" />
      </span>
      <div className="photo-card__body">
        <SkeletonText className="photo-card__title" width="70%" />
        <SkeletonText className="photo-card__by" width="55%" />
        {showDescription && <SkeletonText className="photo-card__description" width="90%" />}
        <div className="photo-card__meta">
          <span className="skeleton-button photo-card__like-skeleton" />
        </div>
      </div>
    </div>
  );
}

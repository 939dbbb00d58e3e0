import { SkeletonText } from '../../components/ListSkeleton.js';

/** A PhotographerCard's shape while the list loads: who, the three figures, experience, price, an action. */
export function PhotographerCardSkeleton() {
  return (
    <div className="photographer-card">
      <div className="photographer-card__head">
        <span className="profile-avatar profile-avatar--medium" />
        <div className="photographer-card__who">
          <SkeletonText className="photographer-card__name" width="10rem" />
          <SkeletonText className="photographer-card__rating" width="8rem" />
          <SkeletonText className="photographer-card__meta" width="12rem" />
        </div>
      </div>
      <div className="photographer-card__stats">
        {['photos', 'reels', 'earned'].map((figure) => (
          <div key={figure}>
            <SkeletonText className="photographer-card__stat-name" width="100%" />
            <SkeletonText className="photographer-card__stat-value" width="100%" />
          </div>
        ))}
      </div>
      <SkeletonText className="photographer-card__line" width="60%" />
      <SkeletonText className="photographer-card__price" width="40%" />
      <div className="photographer-card__actions">
        <span className="skeleton-button" />
      </div>
    </div>
  );
}

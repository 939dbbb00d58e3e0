import { SkeletonText } from '../../components/ListSkeleton.js';

/** A LeaderboardEntry's shape while the board loads: rank, picture, name and place, the three figures. */
export function LeaderboardEntrySkeleton() {
  return (
    <div className="board-entry">
      <SkeletonText className="board-entry__rank" width="100%" />
      <span className="profile-avatar profile-avatar--small" />
      <div className="board-entry__who">
        <SkeletonText className="board-entry__name" width="9rem" />
        <SkeletonText className="board-entry__meta" width="12rem" />
      </div>
      <div className="board-entry__figures">
        {['value', 'gifts', 'rating'].map((figure) => (
          <div key={figure}>
            <SkeletonText className="board-entry__figure-name" width="3rem" />
            <SkeletonText width="3rem" />
          </div>
        ))}
      </div>
    </div>
  );
}

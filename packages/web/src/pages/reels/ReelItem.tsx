import type { Reel } from '@tasbir/shared';
import { LikeButton } from '../../components/media/LikeButton.js';
import { CommentIcon, FilmIcon, GiftIcon, ShareIcon } from '../../components/media/mediaIcons.js';
import { preview } from '../../components/media/mediaText.js';
import { userWritten } from '../../components/userWritten.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { hasVideo } from './reelFeed.js';
import { ReelVideo } from './ReelVideo.js';
import type { ReelActions } from './useReelActions.js';
import { ReportAction } from '../reports/ReportAction.js';

type Props = {
  reel: Reel;
  active: boolean;
  /** Next after the reel in view: its video's first data loads ahead, so a swipe starts it at once. */
  next: boolean;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  actions: ReelActions;
  onComments: (reel: Reel, opener: HTMLElement) => void;
};

/** How much of a description the feed shows over the video. */
const captionLength = 140;

/** The card for a reel with nothing to play (docs/product.md#photos-and-reels): title, @photographer, a note, the description. */
function ReelPlaceholder({ reel }: { reel: Reel }) {
  const t = useT();
  return (
    <div className="reel-placeholder">
      <span className="reel-placeholder__icon">
        <FilmIcon size={48} />
      </span>
      <h2 className="reel-placeholder__title" {...userWritten}>
        {reel.title}
      </h2>
      <p className="reel-placeholder__author">{fill(t.byUsername, { username: reel.photographer_username })}</p>
      <p className="reel-placeholder__soon">{t.videoComingSoon}</p>
      {reel.description?.trim() ? (
        <p className="reel-placeholder__description" {...userWritten}>
          {reel.description.trim()}
        </p>
      ) : (
        <p className="reel-placeholder__description">{t.reelDescriptionFallback}</p>
      )}
    </div>
  );
}

/** One screen of the feed: the video (or the placeholder card), its caption, and the action rail. */
export function ReelItem({ reel, active, next, muted, onMutedChange, actions, onComments }: Props) {
  const t = useT();
  const format = useFormat();
  const playable = hasVideo(reel);
  const caption = preview(reel.description, captionLength);
  return (
    <section
      className="reel"
      id={`reel-${reel.id}`}
      data-reel-id={reel.id}
      aria-label={fill(t.reelLabel, { title: reel.title })}
    >
      <div className="reel__frame">
        {playable ? (
          <>
            <ReelVideo
              reel={reel}
              active={active}
              next={next}
              muted={muted}
              onMutedChange={onMutedChange}
              onStarted={() => actions.started(reel)}
            />
            <div className="reel__caption">
              <p className="reel__author">{fill(t.byUsername, { username: reel.photographer_username })}</p>
              <h2 className="reel__title" {...userWritten}>
                {reel.title}
              </h2>
              {caption && (
                <p className="reel__description" {...userWritten}>
                  {caption}
                </p>
              )}
            </div>
          </>
        ) : (
          <ReelPlaceholder reel={reel} />
        )}
        <div className="reel-rail">
          <LikeButton
            className="reel-rail__button"
            liked={reel.liked_by_me}
            count={reel.likes}
            busy={actions.likeBusyId === reel.id}
            onToggle={() => actions.toggleLike(reel)}
          />
          <button
            type="button"
            className="reel-rail__button"
            aria-label={format.fill(t.commentsButton, { count: reel.comments_count })}
            onClick={(event) => onComments(reel, event.currentTarget)}
          >
            <CommentIcon />
            <span>{format.number(reel.comments_count)}</span>
          </button>
          <button
            type="button"
            className="reel-rail__button"
            aria-label={format.fill(t.shareButton, { count: reel.shares })}
            onClick={() => void actions.shareReel(reel)}
          >
            <ShareIcon />
            <span>{format.number(reel.shares)}</span>
          </button>
          <button
            type="button"
            className="reel-rail__button"
            aria-label={t.giftButton}
            onClick={() => actions.gift(reel)}
          >
            <GiftIcon />
          </button>
          <ReportAction type="reel" targetId={reel.id} owner={reel.photographer_id} className="reel-rail__button" />
        </div>
      </div>
    </section>
  );
}

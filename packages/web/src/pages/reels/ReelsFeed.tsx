import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Reel } from '@tasbir/shared';
import { BackIcon } from '../../components/media/mediaIcons.js';
import { PageLink } from '../../components/PageLink.js';
import { UploadButton } from '../../components/upload/UploadButton.js';
import { useT } from '../../i18n.js';
import { shouldLoadMore } from './reelFeed.js';
import { ReelItem } from './ReelItem.js';
import { useReelActions } from './useReelActions.js';

// The comments sheet and the gift dialog load when one is opened, not with the feed.
const CommentsSheet = lazy(() => import('./CommentsSheet.js').then((module) => ({ default: module.CommentsSheet })));
const GiftModal = lazy(() => import('../gifts/GiftModal.js'));

type Props = {
  reels: readonly Reel[];
  /** The reel a `/reels/{id}` address opened: the feed starts there. */
  targetId: string | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
};

/** The part of a reel that must be on screen for it to count as the one in view. */
const inViewRatio = 0.6;

/**
 * The full-screen vertical feed (docs/product.md#photos-and-reels): one reel per screen with snap scrolling, the reel
 * in view plays, a back button to home, the comments sheet. Rendered over the app (a portal), which
 * is made inert meanwhile.
 */
export function ReelsFeed({ reels, targetId, hasMore, loadingMore, loadMore }: Props) {
  const t = useT();
  const feedRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [activeId, setActiveId] = useState<string | null>(targetId ?? reels[0]?.id ?? null);
  const [muted, setMuted] = useState(true);
  const [comments, setComments] = useState<{ id: string; opener: HTMLElement } | null>(null);
  const actions = useReelActions();
  const ids = reels.map((reel) => reel.id).join(' ');

  // The feed covers the app: the page behind it can be neither scrolled nor reached with Tab.
  useEffect(() => {
    const app = document.getElementById('root');
    document.body.classList.add('reels-open');
    if (app) app.inert = true;
    headingRef.current?.focus({ preventScroll: true });
    return () => {
      document.body.classList.remove('reels-open');
      if (app) app.inert = false;
    };
  }, []);

  useLayoutEffect(() => {
    if (targetId) document.getElementById(`reel-${targetId}`)?.scrollIntoView({ block: 'start' });
  }, [targetId]);

  useEffect(() => {
    const root = feedRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= inViewRatio && entry.target instanceof HTMLElement) {
            setActiveId(entry.target.dataset.reelId ?? null);
          }
        }
      },
      { root, threshold: [inViewRatio] },
    );
    root.querySelectorAll('[data-reel-id]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [ids]);

  const activeIndex = reels.findIndex((reel) => reel.id === activeId);
  useEffect(() => {
    if (hasMore && !loadingMore && shouldLoadMore(activeIndex, reels.length)) loadMore();
  }, [activeIndex, reels.length, hasMore, loadingMore, loadMore]);

  const commentsReel = comments ? reels.find((reel) => reel.id === comments.id) : undefined;
  const closeComments = () => {
    const opener = comments?.opener;
    setComments(null);
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };

  return createPortal(
    <div className="reels-screen">
      <h1 className="visually-hidden" tabIndex={-1} ref={headingRef}>
        {t.reelsTitle}
      </h1>
      <div className="reels-screen__bar">
        <PageLink to="home" className="reel-control reels-screen__back">
          <BackIcon />
          <span className="visually-hidden">{t.backToHome}</span>
        </PageLink>
        <UploadButton kind="reel" className="button button--on-dark" />
      </div>
      <div className="reels-feed" ref={feedRef} aria-label={t.reelsFeedLabel} role="region">
        {reels.map((reel, index) => (
          <ReelItem
            key={reel.id}
            reel={reel}
            active={reel.id === activeId}
            next={index > 0 && reels[index - 1]?.id === activeId}
            muted={muted}
            onMutedChange={setMuted}
            actions={actions}
            onComments={(opened, opener) => setComments({ id: opened.id, opener })}
          />
        ))}
        {loadingMore && (
          <p className="reels-feed__more" role="status">
            {t.loadingReels}
          </p>
        )}
      </div>
      <Suspense fallback={null}>
        {commentsReel && <CommentsSheet reel={commentsReel} onClose={closeComments} />}
        {actions.giftRecipient && <GiftModal recipient={actions.giftRecipient} onClose={actions.closeGift} />}
      </Suspense>
    </div>,
    document.body,
  );
}

import { useCallback, useState } from 'react';
import type { Reel } from '@tasbir/shared';
import { useMediaAlert } from '../../components/media/mediaAlert.js';
import { usePatchReel } from '../../components/media/useMediaCache.js';
import { fill, useT } from '../../i18n.js';
import { useSession } from '../../state/useSession.js';
import { trpc } from '../../trpc.js';
import type { GiftRecipient } from '../gifts/GiftModal.js';
import { reelLink } from './reelFeed.js';

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Like, share, gift and view of reels (docs/product.md#photos-and-reels). */
export function useReelActions() {
  const t = useT();
  const { user, checking } = useSession();
  const alert = useMediaAlert();
  const patch = usePatchReel();
  const signedIn = user !== null || checking;
  const [giftRecipient, setGiftRecipient] = useState<GiftRecipient | null>(null);

  const like = trpc.reels.like.useMutation({
    onSuccess: (result, { id }) => patch(id, (reel) => ({ ...reel, likes: result.likes, liked_by_me: result.liked })),
    onError: (error) => console.error('Like failed', error),
  });
  const share = trpc.reels.share.useMutation({
    onSuccess: (result, { id }) => patch(id, (reel) => ({ ...reel, shares: result.shares })),
    onError: (error) => console.error('Share not counted', error),
  });
  const view = trpc.reels.view.useMutation({
    onSuccess: (result, { id }) => patch(id, (reel) => ({ ...reel, views: result.views })),
    onError: (error) => console.error('View not counted', error),
  });
  const { mutate: likeReel } = like;
  const { mutate: countShare } = share;
  const { mutate: countView } = view;

  const toggleLike = useCallback(
    (reel: Reel) => {
      if (!signedIn) alert(t.loginToLikeReels);
      else likeReel({ id: reel.id });
    },
    [signedIn, alert, t, likeReel],
  );

  /** Native share sheet when there is one, else the text and link go to the clipboard. */
  const shareReel = useCallback(
    async (reel: Reel) => {
      const url = reelLink(window.location.origin, reel.id);
      const text = fill(t.shareText, { username: reel.photographer_username, title: reel.title });
      try {
        if (typeof navigator.share === 'function') {
          await navigator.share({ title: reel.title, text, url });
        } else {
          await navigator.clipboard.writeText(`${text} ${url}`);
          alert(t.reelLinkCopied);
        }
      } catch (error) {
        if (!cancelled(error)) console.error('Share failed', error);
        return;
      }
      countShare({ id: reel.id });
    },
    [t, alert, countShare],
  );

  /** Users pick a gift for the reel's photographer; a visitor is asked to log in, other roles are told who may gift. */
  const gift = useCallback(
    (reel: Reel) => {
      if (user?.role === 'user') setGiftRecipient({ id: reel.photographer_id, username: reel.photographer_username });
      else if (user) alert(t.onlyUsersGift);
      // While a stored token is still being checked the click waits for the answer rather than asking to log in.
      else if (!checking) alert(t.loginToGift);
    },
    [user, checking, alert, t],
  );
  const closeGift = useCallback(() => setGiftRecipient(null), []);

  const started = useCallback((reel: Reel) => countView({ id: reel.id }), [countView]);

  return {
    toggleLike,
    likeBusyId: like.isPending ? like.variables.id : undefined,
    shareReel,
    gift,
    giftRecipient,
    closeGift,
    started,
  };
}

export type ReelActions = ReturnType<typeof useReelActions>;

import { useCallback, useEffect, useEffectEvent } from 'react';
import type { Photo } from '@tasbir/shared';
import { useMediaAlert } from '../../components/media/mediaAlert.js';
import { usePatchPhoto } from '../../components/media/useMediaCache.js';
import { useT } from '../../i18n.js';
import { useSession } from '../../state/useSession.js';
import { trpc } from '../../trpc.js';

/**
 * Liking a photo (docs/product.md#photos-and-reels): visitors get 'Please login to like photos'; the
 * count and the pressed state change after the server answers; a failed like is only logged.
 */
export function usePhotoLike(): { toggle: (photo: Photo) => void; busyId: string | undefined } {
  const t = useT();
  const { user, checking } = useSession();
  const alert = useMediaAlert();
  const patch = usePatchPhoto();
  const like = trpc.photos.like.useMutation({
    onSuccess: (result, { id }) => patch(id, (photo) => ({ ...photo, likes: result.likes, liked_by_me: result.liked })),
    onError: (error) => console.error('Like failed', error),
  });
  const { mutate } = like;
  const toggle = useCallback(
    (photo: Photo) => {
      if (!user && !checking) alert(t.loginToLikePhotos);
      else mutate({ id: photo.id });
    },
    [user, checking, alert, t, mutate],
  );
  return { toggle, busyId: like.isPending ? like.variables.id : undefined };
}

/** Counts a view of the photo the lightbox shows (the server counts one per viewer and day). */
export function useCountPhotoView(photoId: string): void {
  const patch = usePatchPhoto();
  const view = trpc.photos.view.useMutation({
    onSuccess: (result, { id }) => patch(id, (photo) => ({ ...photo, views: result.views })),
    onError: (error) => console.error('View not counted', error),
  });
  const count = useEffectEvent((id: string) => view.mutate({ id }));
  useEffect(() => count(photoId), [photoId]);
}

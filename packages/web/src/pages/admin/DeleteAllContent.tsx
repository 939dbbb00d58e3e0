import { fill } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { useLazyT } from '../lazyTexts.js';

type Props = { onDone: (text: string) => void; onFailed: (text: string) => void };

/** The two delete-all buttons, each behind its confirmation (the product keeps them on the credits tab). */
export function DeleteAllContent({ onDone, onFailed }: Props) {
  const t = useLazyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.moderation.invalidate(), utils.photos.invalidate(), utils.reels.invalidate()]);
  const photos = trpc.moderation.removeAllPhotos.useMutation({
    onSuccess: ({ deleted_count }) => {
      onDone(format.fill(t.deletedAllPhotos, { count: deleted_count }));
      void refresh();
    },
    onError: (error) =>
      onFailed(fill(t.deleteAllPhotosFailed, { detail: errorText(error, format.language, 'unknownError') })),
  });
  const reels = trpc.moderation.removeAllReels.useMutation({
    onSuccess: ({ deleted_count }) => {
      onDone(format.fill(t.deletedAllReels, { count: deleted_count }));
      void refresh();
    },
    onError: (error) =>
      onFailed(fill(t.deleteAllReelsFailed, { detail: errorText(error, format.language, 'unknownError') })),
  });
  const busy = photos.isPending || reels.isPending;
  return (
    <div className="button-row admin-danger">
      <button
        type="button"
        className="button button--danger"
        disabled={busy}
        onClick={() => {
          if (window.confirm(t.confirmDeleteAllPhotos)) photos.mutate();
        }}
      >
        {t.adminDeleteAllPhotos}
      </button>
      <button
        type="button"
        className="button button--danger"
        disabled={busy}
        onClick={() => {
          if (window.confirm(t.confirmDeleteAllReels)) reels.mutate();
        }}
      >
        {t.adminDeleteAllReels}
      </button>
    </div>
  );
}

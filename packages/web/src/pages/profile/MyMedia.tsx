import { useState, type ReactNode } from 'react';
import type { MediaKind, Photo, Reel } from '@tasbir/shared';
import { FormSuccess } from '../../components/FormMessage.js';
import { PhotoImage } from '../../components/media/PhotoImage.js';
import { likesText, viewsText } from '../../components/media/mediaText.js';
import { UploadModal } from '../../components/upload/UploadModal.js';
import { dashboardCategories } from '../../components/upload/uploadRules.js';
import { useT } from '../../i18n.js';
import { userWritten } from '../../components/userWritten.js';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import { RetryAlert } from './RetryAlert.js';

type ListProps = { title: string; total: number; shown: number; empty: string; children: ReactNode };

/** One kind's grid under its heading: how many of all are shown, or the empty sentence. */
function MediaList({ title, total, shown, empty, children }: ListProps) {
  const t = useT();
  const format = useFormat();
  return (
    <section className="my-media__list" aria-label={title}>
      <h3>{title}</h3>
      {shown === 0 ? (
        <p className="note">{empty}</p>
      ) : (
        <>
          {total > shown && <p className="note">{format.fill(t.myMediaLatest, { shown, total })}</p>}
          <ul className="my-media__grid">{children}</ul>
        </>
      )}
    </section>
  );
}

function Counts({ likes, views }: { likes: number; views: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <p className="my-media__counts">
      {likesText(likes, t, format.language)} · {viewsText(views, t, format.language)}
    </p>
  );
}

function PhotoItem({ photo }: { photo: Photo }) {
  return (
    <li className="my-media__item">
      <PhotoImage photo={photo} sizes="(max-width: 600px) 50vw, 220px" className="my-media__picture" />
      <h4 className="my-media__title" {...userWritten}>
        {photo.title}
      </h4>
      <Counts likes={photo.likes} views={photo.views} />
    </li>
  );
}

function ReelItem({ reel }: { reel: Reel }) {
  return (
    <li className="my-media__item">
      {reel.poster_url ? (
        <img
          className="my-media__picture my-media__poster"
          src={reel.poster_url}
          alt={reel.title}
          loading="lazy"
          decoding="async"
          {...userWritten}
        />
      ) : (
        <span className="my-media__picture my-media__poster my-media__poster--none" aria-hidden="true">
          🎬
        </span>
      )}
      <h4 className="my-media__title" {...userWritten}>
        {reel.title}
      </h4>
      <Counts likes={reel.likes} views={reel.views} />
    </li>
  );
}

/**
 * The photographer's own photos and reels with Upload Photo and Upload Reel. There is no list of
 * one photographer's uploads, so this shows the newest ones the studio dashboard answer carries,
 * and the totals.
 */
export function MyMedia() {
  const t = useT();
  const utils = trpc.useUtils();
  const dashboard = trpc.dashboards.photographer.useQuery();
  const [uploading, setUploading] = useState<MediaKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const open = (kind: MediaKind) => {
    setNotice(null);
    setUploading(kind);
  };
  const uploaded = (kind: MediaKind) => {
    setUploading(null);
    setNotice(kind === 'photo' ? t.uploadPhotoDone : t.uploadReelDone);
    void utils.dashboards.photographer.invalidate();
  };

  let lists: ReactNode;
  if (dashboard.data) {
    const { recent_content: recent, content_stats: stats } = dashboard.data;
    lists = (
      <>
        <MediaList
          title={t.myPhotosTitle}
          total={stats.photo_count}
          shown={recent.photos.length}
          empty={t.myPhotosEmpty}
        >
          {recent.photos.map((photo) => (
            <PhotoItem key={photo.id} photo={photo} />
          ))}
        </MediaList>
        <MediaList title={t.myReelsTitle} total={stats.reel_count} shown={recent.reels.length} empty={t.myReelsEmpty}>
          {recent.reels.map((reel) => (
            <ReelItem key={reel.id} reel={reel} />
          ))}
        </MediaList>
      </>
    );
  } else if (dashboard.isError)
    lists = <RetryAlert message={t.myMediaLoadFailed} onRetry={() => void dashboard.refetch()} />;
  else lists = <p role="status">{t.loading}</p>;

  return (
    <div className="my-media">
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => open('photo')}>
          {t.uploadPhoto}
        </button>
        <button type="button" className="button button--ghost" onClick={() => open('reel')}>
          {t.uploadReel}
        </button>
      </div>
      <FormSuccess message={notice} />
      {lists}
      {uploading && (
        <UploadModal
          kind={uploading}
          categories={dashboardCategories}
          onClose={() => setUploading(null)}
          onUploaded={() => uploaded(uploading)}
        />
      )}
    </div>
  );
}

import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  galleryLimits,
  type GalleryDownloadSize,
  type GalleryPicks,
  type GalleryPreview,
  type PublicGallery,
} from '@tasbir/shared';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { useFormat } from '../../useFormat.js';
import { clientGallery, downloadUrl, storedVisitor } from './clientGalleryApi.js';
import { refusalMessage } from './clientGalleryText.js';
import { DownloadPanel } from './DownloadPanel.js';
import { useGalleryT } from './galleryText.js';
import { PhotoViewer } from './PhotoViewer.js';
import { VisitorForm } from './VisitorForm.js';
import { HeartIcon } from '../../components/media/mediaIcons.js';

type Open = Extract<PublicGallery, { needs_password: false }>;
type Props = { token: string; gallery: Open };

/** The first page has no cursor. */
const firstPage: string | null = null;

/** The grid's image sizes: two columns on a phone, about 240 px wide on a larger screen. */
const gridSizes = '(max-width: 40rem) 50vw, 240px';

/** An open gallery as its client sees it: the photos, their picks, the viewer and the downloads. */
export function ClientGalleryView({ token, gallery }: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const queries = useQueryClient();
  const [viewing, setViewing] = useState<number | null>(null);
  const [onlyPicked, setOnlyPicked] = useState(false);
  const [joining, setJoining] = useState<GalleryPreview | null>(null);
  const [hasVisitor, setHasVisitor] = useState(() => storedVisitor(token) !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [size, setSize] = useState<GalleryDownloadSize>(
    gallery.download === 'original' && gallery.originals_open ? 'original' : 'web',
  );
  const [busy, setBusy] = useState(false);

  const photos = useInfiniteQuery({
    queryKey: ['gallery', token, 'photos'],
    queryFn: ({ pageParam }) => clientGallery.photos(token, pageParam),
    initialPageParam: firstPage,
    getNextPageParam: (page) => page.next_cursor,
  });
  const picksKey = ['gallery', token, 'picks'];
  const picks = useQuery({ queryKey: picksKey, queryFn: () => clientGallery.picks(token), enabled: hasVisitor });
  const pickedIds = new Set(picks.data?.photo_ids ?? []);
  const failed = (error: unknown) => {
    setNotice(null);
    setProblem(refusalMessage(error, format.language));
  };

  const togglePick = async (photo: GalleryPreview) => {
    if (!hasVisitor) return setJoining(photo);
    try {
      const next = await clientGallery.pick(token, photo.id, !pickedIds.has(photo.id));
      queries.setQueryData<GalleryPicks>(picksKey, next);
      setProblem(null);
    } catch (error) {
      failed(error);
    }
  };
  const sendSelection = async () => {
    try {
      const sent = await clientGallery.sendSelection(token);
      setProblem(null);
      setNotice(format.fill(t.clientSelectionSent, { photographer: gallery.photographer.username }));
      queries.setQueryData<GalleryPicks>(picksKey, (current) =>
        current ? { ...current, selection_sent_at: sent.selection_sent_at } : current,
      );
    } catch (error) {
      failed(error);
    }
  };
  // Asked first, so a wrong PIN or a closed rule shows here rather than as a file; then the browser fetches the file.
  const download = async (photoId?: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await clientGallery.checkDownload(token, pin, size);
      setProblem(null);
      window.location.assign(downloadUrl(token, pin, size, photoId));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const all = photos.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = onlyPicked ? all.filter((photo) => pickedIds.has(photo.id)) : all;
  const limit = picks.data?.pick_limit ?? gallery.pick_limit;
  const downloadsOn = gallery.download !== 'off';
  return (
    <>
      <div className="client-gallery__toolbar">
        <span role="status">
          {limit === null
            ? format.fill(t.clientPickedCount, { count: pickedIds.size })
            : format.fill(t.clientPickedOfLimit, { count: pickedIds.size, limit })}
        </span>
        <button type="button" className="button" aria-pressed={onlyPicked} onClick={() => setOnlyPicked(!onlyPicked)}>
          {onlyPicked ? t.clientShowAll : t.clientShowPicked}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={pickedIds.size === 0}
          onClick={() => void sendSelection()}
        >
          {t.clientSendSelection}
        </button>
      </div>
      <FormSuccess message={notice} />
      <FormError message={problem} />
      <ul className="client-gallery__grid">
        {shown.map((photo, position) => {
          const picked = pickedIds.has(photo.id);
          return (
            <li key={photo.id} className={picked ? 'is-picked' : undefined}>
              <button type="button" className="client-gallery__open" onClick={() => setViewing(all.indexOf(photo))}>
                <img
                  src={photo.thumb_url}
                  srcSet={`${photo.thumb_url} ${galleryLimits.thumbPx}w, ${photo.preview_url} ${galleryLimits.previewPx}w`}
                  sizes={gridSizes}
                  alt={photo.file_name}
                  width={photo.width}
                  height={photo.height}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                  style={{ backgroundImage: `url(${photo.placeholder})` }}
                />
              </button>
              <button
                type="button"
                className="client-gallery__pick"
                aria-pressed={picked}
                aria-label={format.fill(picked ? t.clientUnpick : t.clientPick, { name: photo.file_name })}
                onClick={() => void togglePick(photo)}
              >
                <HeartIcon filled={picked} />
              </button>
            </li>
          );
        })}
      </ul>
      {photos.hasNextPage && !onlyPicked && (
        <button
          type="button"
          className="button"
          disabled={photos.isFetchingNextPage}
          onClick={() => void photos.fetchNextPage()}
        >
          {t.clientLoadMore}
        </button>
      )}
      {downloadsOn ? (
        <DownloadPanel
          originalsOffered={gallery.download === 'original'}
          originalsOpen={gallery.originals_open}
          photoCount={gallery.photo_count}
          pin={pin}
          onPin={setPin}
          size={size}
          onSize={setSize}
          busy={busy}
          onDownloadAll={() => void download()}
        />
      ) : (
        <p className="note">{t.clientDownloadOff}</p>
      )}
      {viewing !== null && (
        <PhotoViewer
          photos={all}
          index={viewing}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
          picked={(id) => pickedIds.has(id)}
          onTogglePick={(photo) => void togglePick(photo)}
          {...(downloadsOn && pin.length === 4
            ? { onDownload: (photo: GalleryPreview) => void download(photo.id) }
            : {})}
        />
      )}
      {joining && (
        <VisitorForm
          token={token}
          onClose={() => setJoining(null)}
          onJoined={() => {
            const first = joining;
            setJoining(null);
            setHasVisitor(true);
            void togglePickAfterJoin(first);
          }}
        />
      )}
    </>
  );

  async function togglePickAfterJoin(photo: GalleryPreview) {
    try {
      const next = await clientGallery.pick(token, photo.id, true);
      queries.setQueryData<GalleryPicks>(picksKey, next);
    } catch (error) {
      failed(error);
    }
  }
}

import { useState } from 'react';
import type { Gallery } from '@tasbir/shared';
import { ConfirmAction } from '../../components/ConfirmAction.js';
import { FormError } from '../../components/FormMessage.js';
import { errorText, trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { GalleryEditor } from './GalleryEditor.js';
import { GalleryShare } from './GalleryShare.js';
import { userWritten } from '../../components/userWritten.js';
import { byteSize, useGalleryT } from './galleryText.js';

type Props = {
  gallery: Gallery;
  photographer: string;
  onChanged: () => void;
  onOpen: (id: string) => void;
};

/** One gallery on the Galleries tab: its cover and figures, how to send it, its settings, and deleting it. */
export function GalleryCard({ gallery, photographer, onChanged, onOpen }: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = trpc.galleries.remove.useMutation({
    onSuccess: onChanged,
    onError: (error) =>
      setProblem(
        format.fill(t.galleryActionFailed, { detail: errorText(error, format.language, 'somethingWentWrong') }),
      ),
  });
  const count = (template: string, value: number) => format.fill(template, { count: value });

  return (
    <article className="gallery-card" aria-labelledby={`gallery-${gallery.id}-title`}>
      <div className="gallery-card__cover">
        {gallery.cover ? (
          <img
            src={gallery.cover.thumb_url}
            alt=""
            width={gallery.cover.width}
            height={gallery.cover.height}
            loading="lazy"
            style={{ backgroundImage: `url(${gallery.cover.placeholder})` }}
          />
        ) : (
          <span aria-hidden="true">🖼️</span>
        )}
      </div>
      <div className="gallery-card__body">
        <h3 id={`gallery-${gallery.id}-title`} {...userWritten}>
          {gallery.title}
        </h3>
        <p className="gallery-card__badges">
          {gallery.expired && <span className="gallery-tag gallery-tag--muted">{t.galleryExpiredBadge}</span>}
          {gallery.has_password && <span className="gallery-tag">{t.galleryLockedBadge}</span>}
          <span className="gallery-tag">{t[`galleryDownload_${gallery.download}`]}</span>
        </p>
        <p className="gallery-card__figures">
          {[
            count(t.galleryPhotos, gallery.photo_count),
            byteSize(gallery.storage_bytes, format.number),
            count(t.galleryViews, gallery.views_count),
            count(t.galleryDownloads, gallery.downloads_count),
            count(t.galleryPicks, gallery.picked_count),
          ].join(' · ')}
        </p>
        {gallery.expires_at && (
          <p className="note">{format.fill(t.clientGalleryOpenUntil, { date: format.date(gallery.expires_at) })}</p>
        )}
        {!gallery.originals_open && gallery.download === 'original' && (
          <p className="note">{t.galleryOriginalsWaiting}</p>
        )}
        <GalleryShare gallery={gallery} photographer={photographer} onChanged={onChanged} />
        {editing ? (
          <GalleryEditor
            gallery={gallery}
            onSaved={() => {
              setEditing(false);
              onChanged();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => onOpen(gallery.id)}>
              {t.galleryOpen}
            </button>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {t.galleryEdit}
            </button>
            <ConfirmAction
              label={t.galleryDelete}
              question={t.galleryDeleteQuestion}
              confirmLabel={t.galleryYes}
              keepLabel={t.galleryNo}
              busy={remove.isPending}
              onConfirm={() => remove.mutate({ id: gallery.id })}
            />
          </div>
        )}
        <FormError message={problem} />
      </div>
    </article>
  );
}

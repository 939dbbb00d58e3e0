import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState.js';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { useLazyT } from '../lazyTexts.js';
import { GalleryCard } from './GalleryCard.js';
import { GalleryEditor } from './GalleryEditor.js';
import { GalleryManager } from './GalleryManager.js';
import { byteSize, useGalleryT } from './galleryText.js';
import './galleries.css';

/** The studio dashboard's Galleries tab: the photographer's delivery galleries and the storage their plan gives. */
export function GalleriesTab({ photographer }: { photographer: string }) {
  const t = useGalleryT();
  const common = useLazyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const mine = trpc.galleries.mine.useQuery();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const refresh = () => void utils.galleries.mine.invalidate();

  if (mine.isPending) return <p role="status">{common.loading}</p>;
  if (mine.isError) return <FormError message={common.dashboardLoadFailed} />;
  const { items, storage_used_bytes: used, storage_limit_bytes: limit } = mine.data;
  // Read from the list each time, so the open gallery shows its new cover and counts.
  const open = items.find((gallery) => gallery.id === openId);
  return (
    <section className="galleries-tab" aria-labelledby="galleries-title">
      <h2 id="galleries-title">{t.dashboardTabGalleries}</h2>
      <p className="note">{t.galleriesIntro}</p>
      <div className="galleries-tab__storage">
        <meter min={0} max={limit} value={used} aria-labelledby="galleries-storage" />
        <span id="galleries-storage">
          {format.fill(t.galleriesStorage, {
            used: byteSize(used, format.number),
            limit: byteSize(limit, format.number),
          })}
        </span>
      </div>
      <FormSuccess message={notice} />
      {creating ? (
        <GalleryEditor
          onSaved={() => {
            setCreating(false);
            setNotice(t.galleryCreated);
            refresh();
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          {t.galleryNew}
        </button>
      )}
      {items.length === 0 ? (
        <EmptyState title={t.galleriesEmpty} icon="🖼️" />
      ) : (
        <div className="galleries-tab__list">
          {items.map((gallery) => (
            <GalleryCard
              key={gallery.id}
              gallery={gallery}
              photographer={photographer}
              onChanged={refresh}
              onOpen={setOpenId}
            />
          ))}
        </div>
      )}
      {open && <GalleryManager gallery={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}

import { useEffect, useEffectEvent, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { GalleryPreview } from '@tasbir/shared';
import { trapTab } from '../../components/focusTrap.js';
import { ArrowIcon, HeartIcon } from '../../components/media/mediaIcons.js';
import { useFormat } from '../../useFormat.js';
import { useGalleryT } from './galleryText.js';

type Props = {
  photos: readonly GalleryPreview[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  picked: (photoId: string) => boolean;
  onTogglePick: (photo: GalleryPreview) => void;
  /** Offered when the gallery allows downloads. */
  onDownload?: (photo: GalleryPreview) => void;
};

/** A swipe shorter than this (px) is a tap, not a move to the next photo. */
const swipeDistance = 50;

/**
 * The full-screen viewer: one watermarked preview at a time, moved by swipe, the arrow keys or the
 * buttons; Escape closes. Focus stays inside while it is open and goes back where it was after.
 */
export function PhotoViewer({ photos, index, onIndex, onClose, picked, onTogglePick, onDownload }: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const root = useRef<HTMLDivElement>(null);
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null);
  const photo = photos[index];
  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndex(next);
  };
  const goByKey = useEffectEvent((step: number) => go(step));
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = root.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.focus();
    document.body.classList.add('modal-open');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (event.key === 'ArrowRight') goByKey(1);
      else if (event.key === 'ArrowLeft') goByKey(-1);
      else if (event.key === 'Tab') trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('modal-open');
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  if (!photo) return null;
  const isPicked = picked(photo.id);
  const endSwipe = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeFrom === null) return;
    const moved = event.clientX - swipeFrom;
    setSwipeFrom(null);
    if (Math.abs(moved) >= swipeDistance) go(moved < 0 ? 1 : -1);
  };

  return createPortal(
    <div className="photo-viewer" role="dialog" aria-modal="true" aria-label={photo.file_name} tabIndex={-1} ref={root}>
      <div className="photo-viewer__bar">
        <span role="status">
          {format.fill(t.clientViewerPosition, { index: index + 1, count: photos.length })} · {photo.file_name}
        </span>
        <button
          type="button"
          className={isPicked ? 'button button--primary' : 'button'}
          aria-pressed={isPicked}
          onClick={() => onTogglePick(photo)}
        >
          <HeartIcon filled={isPicked} size={16} />
          {format.fill(isPicked ? t.clientUnpick : t.clientPick, { name: photo.file_name })}
        </button>
        {onDownload && (
          <button type="button" className="button" onClick={() => onDownload(photo)}>
            {t.clientDownloadOne}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t.clientViewerClose}
        </button>
      </div>
      <div
        className="photo-viewer__stage"
        onPointerDown={(event) => setSwipeFrom(event.clientX)}
        onPointerUp={endSwipe}
        onPointerCancel={() => setSwipeFrom(null)}
      >
        <img
          key={photo.id}
          src={photo.preview_url}
          alt={photo.file_name}
          width={photo.width}
          height={photo.height}
          draggable={false}
          style={{ backgroundImage: `url(${photo.placeholder})` }}
        />
      </div>
      <div className="photo-viewer__nav">
        <button type="button" className="button" onClick={() => go(-1)} disabled={index === 0}>
          <ArrowIcon direction="left" /> {t.clientViewerPrevious}
        </button>
        <button type="button" className="button" onClick={() => go(1)} disabled={index === photos.length - 1}>
          {t.clientViewerNext} <ArrowIcon direction="right" />
        </button>
      </div>
    </div>,
    document.body,
  );
}

import type { GalleryDownloadSize } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { useGalleryT } from './galleryText.js';

type Props = {
  /** Whether originals are offered at all, and whether they are open now (a booking paid in full). */
  originalsOffered: boolean;
  originalsOpen: boolean;
  photoCount: number;
  pin: string;
  onPin: (pin: string) => void;
  size: GalleryDownloadSize;
  onSize: (size: GalleryDownloadSize) => void;
  busy: boolean;
  onDownloadAll: () => void;
};

/** The PIN the photographer gave, the size, and the whole gallery as one ZIP. */
export function DownloadPanel(props: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const { originalsOffered, originalsOpen, photoCount, pin, onPin, size, onSize, busy, onDownloadAll } = props;
  return (
    <section className="client-gallery__downloads" aria-labelledby="client-gallery-downloads">
      <h2 id="client-gallery-downloads">{t.clientDownloadTitle}</h2>
      <div className="field">
        <label htmlFor="client-gallery-pin">{t.clientDownloadPin}</label>
        <input
          id="client-gallery-pin"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          pattern="[0-9]*"
          value={pin}
          aria-describedby="client-gallery-pin-hint"
          onChange={(event) => onPin(event.target.value.replace(/\D/g, ''))}
        />
        <p id="client-gallery-pin-hint" className="field-hint">
          {t.clientDownloadPinHint}
        </p>
      </div>
      {originalsOffered && (
        <fieldset className="role-choice">
          <legend>{t.clientDownloadSize}</legend>
          <label className="role-choice__option">
            <input type="radio" name="client-gallery-size" checked={size === 'web'} onChange={() => onSize('web')} />
            {t.clientDownloadWeb}
          </label>
          <label className="role-choice__option">
            <input
              type="radio"
              name="client-gallery-size"
              checked={size === 'original'}
              onChange={() => onSize('original')}
            />
            {t.clientDownloadOriginal}
          </label>
        </fieldset>
      )}
      {originalsOffered && !originalsOpen && <p className="note">{t.clientOriginalsClosed}</p>}
      <button
        type="button"
        className="button button--primary"
        disabled={busy || pin.length !== 4}
        onClick={onDownloadAll}
      >
        {format.fill(t.clientDownloadAll, { count: photoCount })}
      </button>
    </section>
  );
}

import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Upload } from 'tus-js-client';
import { galleryLimits } from '@tasbir/shared';
import { tokenAtom } from '../../state/session.js';
import { errorText, refusalText } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { localRefusal, parallelUploads, startGalleryUpload, type UploadItem } from './galleryUploads.js';
import { byteSize, useGalleryT } from './galleryText.js';

type Props = { galleryId: string; onUploaded: () => void };

let sequence = 0;

/**
 * Adds photos to a gallery: many files at once, three on the wire at a time, each with its progress
 * and the whole batch's; a dropped connection is retried from where the server has it.
 */
export function GalleryUploader({ galleryId, onUploaded }: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const token = useAtomValue(tokenAtom);
  const inputId = useId();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [paused, setPaused] = useState(false);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, Upload>());
  const uploaded = useEffectEvent(() => onUploaded());

  const update = (id: string, part: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...part } : item)));

  // Starts waiting files while fewer than `parallelUploads` are on the wire.
  useEffect(() => {
    if (paused || !token) return;
    const sending = items.filter((item) => item.state === 'sending').length;
    const next = items.filter((item) => item.state === 'waiting').slice(0, parallelUploads - sending);
    for (const item of next) {
      const file = files.current.get(item.id);
      if (!file) continue;
      update(item.id, { state: 'sending' });
      void startGalleryUpload(galleryId, file, token, {
        onProgress: (sent) => update(item.id, { sent }),
        onDone: () => {
          running.current.delete(item.id);
          files.current.delete(item.id);
          update(item.id, { state: 'done', sent: item.size });
          uploaded();
        },
        onFailed: (refusal) => {
          running.current.delete(item.id);
          update(item.id, { state: 'failed', refusal });
        },
      }).then((upload) => running.current.set(item.id, upload));
    }
  }, [items, paused, token, galleryId]);

  // Leaving the page stops the uploads; their addresses are kept, so choosing the same files resumes them.
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const upload of uploads.values()) void upload.abort();
    };
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const added = chosen.map((file): UploadItem => {
      sequence += 1;
      const id = `upload-${sequence}`;
      files.current.set(id, file);
      const refusal = localRefusal(file);
      return { id, name: file.name, size: file.size, sent: 0, state: refusal ? 'failed' : 'waiting', refusal };
    });
    setItems((current) => [...current, ...added]);
  };

  const pause = () => {
    setPaused(true);
    for (const [id, upload] of running.current) {
      void upload.abort();
      update(id, { state: 'waiting' });
    }
    running.current.clear();
  };

  const total = items.filter((item) => item.state !== 'failed').reduce((sum, item) => sum + item.size, 0);
  const sent = items.filter((item) => item.state !== 'failed').reduce((sum, item) => sum + item.sent, 0);
  const done = items.filter((item) => item.state === 'done').length;
  const active = items.some((item) => item.state === 'sending' || item.state === 'waiting');
  return (
    <section className="gallery-uploader" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t.galleryUploadTitle}</h3>
      <p className="note">{format.fill(t.galleryUploadHint, { mb: galleryLimits.maxFileMb })}</p>
      <label className="button button--primary gallery-uploader__pick" htmlFor={inputId}>
        {t.galleryUploadPick}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        onChange={choose}
      />
      {items.length > 0 && (
        <div className="gallery-uploader__progress">
          <progress max={total || 1} value={sent} aria-labelledby={`${inputId}-count`} />
          <span id={`${inputId}-count`} role="status">
            {format.fill(t.galleryUploadProgress, { done, total: items.length })} · {byteSize(sent, format.number)} /{' '}
            {byteSize(total, format.number)}
          </span>
          {active &&
            (paused ? (
              <button type="button" className="button" onClick={() => setPaused(false)}>
                {t.galleryUploadResume}
              </button>
            ) : (
              <button type="button" className="button" onClick={pause}>
                {t.galleryUploadPause}
              </button>
            ))}
        </div>
      )}
      <ul className="gallery-uploader__files">
        {items
          .filter((item) => item.state === 'failed')
          .map((item) => (
            <li key={item.id} className="form-message form-message--error">
              {format.fill(t.galleryUploadFileFailed, {
                name: item.name,
                detail: item.refusal
                  ? refusalText(item.refusal, format.language)
                  : errorText(null, format.language, 'somethingWentWrong'),
              })}
            </li>
          ))}
      </ul>
    </section>
  );
}

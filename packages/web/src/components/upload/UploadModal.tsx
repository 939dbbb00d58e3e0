import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MediaKind } from '@tasbir/shared';
import { FormError } from '../FormMessage.js';
import { Modal } from '../Modal.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { tokenAtom } from '../../state/session.js';
import { trpc } from '../../trpc.js';
import { UploadFields, type UploadDraft } from './UploadFields.js';
import { UploadProgressBar, type UploadPhase } from './UploadProgressBar.js';
import { UploadRefused } from './UploadRefused.js';
import { checkDraft, galleryCategories, uploadFailureText, uploadUrls, type PhotoCategory } from './uploadRules.js';
import { sendUpload } from './sendUpload.js';
import './upload.css';

type Props = {
  kind: MediaKind;
  onClose: () => void;
  /** Called once the upload is stored (lists are refreshed by then). */
  onUploaded: () => void;
  /** Photo categories offered; the studio dashboard adds events. */
  categories?: readonly PhotoCategory[];
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload dialog for a photo or a reel: asks the server what the plan allows first (and says
 * why not, with the server's refusal), checks the file quickly, then sends it as multipart with a
 * real progress bar.
 */
export function UploadModal({ kind, onClose, onUploaded, categories = galleryCategories }: Props) {
  const t = useT();
  const format = useFormat();
  const token = useAtomValue(tokenAtom);
  const utils = trpc.useUtils();
  const allowance = trpc.media.uploadAllowance.useQuery({ kind }, { retry: false, staleTime: 0, gcTime: 0 });
  const [draft, setDraft] = useState<UploadDraft>({
    title: '',
    description: '',
    category: categories[0] ?? 'portrait',
    location: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>({ step: 'editing' });
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const allowed = allowance.data;
    if (!allowed || !token || phase.step !== 'editing') return;
    const fields = {
      title: draft.title,
      description: draft.description,
      location: draft.location,
      ...(kind === 'photo' ? { category: draft.category } : {}),
    };
    const problem = checkDraft(
      kind,
      fields,
      file,
      { bytes: allowed.max_file_bytes, mb: allowed.max_file_mb },
      format.language,
    );
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    const form = new FormData();
    form.append('title', draft.title.trim());
    form.append('description', draft.description.trim());
    if (kind === 'photo') form.append('category', draft.category);
    form.append('location', draft.location.trim());
    form.append('file', file);
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ step: 'sending', loaded: 0, total: file.size });
    try {
      const answer = await sendUpload({
        url: uploadUrls[kind],
        token,
        form,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setPhase({ step: 'sending', loaded, total }),
        onSent: () => setPhase({ step: 'processing' }),
      });
      if (!answer.ok) {
        setPhase({ step: 'editing' });
        setError(uploadFailureText(kind, answer.status, answer.refusal, format.language));
        if (answer.status === 403) void allowance.refetch();
        return;
      }
      await Promise.all([
        kind === 'photo' ? utils.photos.list.invalidate() : utils.reels.list.invalidate(),
        utils.media.invalidate(),
        utils.auth.me.invalidate(),
      ]);
      onUploaded();
    } catch (failure) {
      if (isAbort(failure)) return;
      console.error('Upload failed', failure);
      setPhase({ step: 'editing' });
      setError(kind === 'photo' ? t.photoUploadFailed : t.reelUploadFailed);
    }
  };

  const title = kind === 'photo' ? t.uploadPhotoTitle : t.uploadReelTitle;
  let body;
  if (allowance.isPending) body = <p role="status">{t.uploadCheckingPlan}</p>;
  else if (allowance.isError) body = <UploadRefused error={allowance.error} onClose={onClose} />;
  else {
    const busy = phase.step !== 'editing';
    const remaining = allowance.data.remaining === 'unlimited' ? t.unlimited : allowance.data.remaining;
    body = (
      <form className="upload-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="upload-form__remaining">{format.fill(t.uploadRemaining, { remaining })}</p>
        <fieldset disabled={busy}>
          <UploadFields
            kind={kind}
            draft={draft}
            onChange={setDraft}
            onFile={setFile}
            categories={categories}
            maxFileMb={allowance.data.max_file_mb}
          />
        </fieldset>
        <FormError message={error} />
        <UploadProgressBar phase={phase} />
        <div className="button-row upload-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t.uploadSubmit}
          </button>
        </div>
      </form>
    );
  }

  return (
    <Modal title={title} onClose={onClose} closeLabel={t.close}>
      {body}
    </Modal>
  );
}

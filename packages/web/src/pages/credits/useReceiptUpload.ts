import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendUpload, type UploadAnswer } from '../../components/upload/sendUpload.js';
import type { UploadPhase } from '../../components/upload/UploadProgressBar.js';
import { tokenAtom } from '../../state/session.js';

export type ReceiptUpload = {
  phase: UploadPhase;
  /** Sends the form with real progress; null when there is no session or the dialog went away. */
  send: (url: string, form: FormData) => Promise<UploadAnswer | null>;
};

/**
 * Sends a form carrying a receipt as multipart (the receipt is not base64-inflated into JSON), with
 * the phase a progress bar shows; an upload still running when the form goes away is aborted.
 */
export function useReceiptUpload(): ReceiptUpload {
  const token = useAtomValue(tokenAtom);
  const [phase, setPhase] = useState<UploadPhase>({ step: 'editing' });
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (url: string, form: FormData) => {
      if (!token) return null;
      const controller = new AbortController();
      abortRef.current = controller;
      setPhase({ step: 'sending', loaded: 0, total: 1 });
      try {
        return await sendUpload({
          url,
          token,
          form,
          signal: controller.signal,
          onProgress: ({ loaded, total }) => setPhase({ step: 'sending', loaded, total }),
          onSent: () => setPhase({ step: 'processing' }),
        });
      } catch (failure) {
        if (failure instanceof DOMException && failure.name === 'AbortError') return null;
        throw failure;
      } finally {
        if (!controller.signal.aborted) setPhase({ step: 'editing' });
      }
    },
    [token],
  );

  return { phase, send };
}

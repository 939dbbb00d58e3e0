import { refusalOfBody, type ServerRefusal } from '../../trpc.js';

/** How far an upload has got: bytes sent of the whole request body. */
export type UploadProgress = { loaded: number; total: number };

/** The answer: HTTP status (0 when the network failed) and the server's refusal, when there is one. */
export type UploadAnswer = { status: number; ok: boolean; refusal: ServerRefusal | null };

type Options = {
  url: string;
  token: string;
  form: FormData;
  onProgress: (progress: UploadProgress) => void;
  /** Called once every byte is sent (the server then processes the file). */
  onSent: () => void;
  signal: AbortSignal;
};

/**
 * Sends a multipart upload with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch cannot). Resolves with the answer; rejects only when aborted.
 */
export function sendUpload({ url, token, form, onProgress, onSent, signal }: Options): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.upload.onload = () => onSent();
    xhr.onload = () => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      resolve({ status: xhr.status, ok, refusal: ok ? null : refusalOfBody(xhr.responseText) });
    };
    xhr.onerror = () => resolve({ status: 0, ok: false, refusal: null });
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (signal.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

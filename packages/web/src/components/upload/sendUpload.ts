/** How far an upload has got: bytes sent of the whole request body. */
export type UploadProgress = { loaded: number; total: number };

/** The answer: HTTP status (0 when the network failed) and the server's `{detail}` sentence, if any. */
export type UploadAnswer = { status: number; ok: boolean; detail: string | null };

type Options = {
  url: string;
  token: string;
  form: FormData;
  onProgress: (progress: UploadProgress) => void;
  /** Called once every byte is sent (the server then processes the file). */
  onSent: () => void;
  signal: AbortSignal;
};

/** The `detail` of an error body `{"detail": "..."}`, else null. */
export function detailOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'detail' in parsed && typeof parsed.detail === 'string') return parsed.detail;
  } catch {
    // Not JSON (a proxy's error page): there is no sentence to show.
  }
  return null;
}

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
      resolve({ status: xhr.status, ok, detail: ok ? null : detailOf(xhr.responseText) });
    };
    xhr.onerror = () => resolve({ status: 0, ok: false, detail: null });
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (signal.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

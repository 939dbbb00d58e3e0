import { DetailedError, Upload } from 'tus-js-client';
import { galleryLimits } from '@tasbir/shared';
import { refusalOfBody, type ServerRefusal } from '../../trpc.js';

/** One file on its way into a gallery: how far it got and how it ended. */
export type UploadItem = {
  id: string;
  name: string;
  size: number;
  sent: number;
  state: 'waiting' | 'sending' | 'paused' | 'done' | 'failed';
  /** The server's refusal (or a local one: too large), when it failed. */
  refusal: ServerRefusal | null;
};

/** Files sent at once: enough to keep a phone's connection busy, few enough that each shows progress. */
export const parallelUploads = 3;
/** 5 MiB chunks: a dropped connection loses at most one, and the server is told the offset after each. */
const chunkSize = 5 * 1024 * 1024;
/** Waits before each retry of a chunk after the connection drops (tus-js-client resumes from the server's offset). */
const retryDelays = [0, 1000, 3000, 5000, 10000, 20000];
const maxBytes = galleryLimits.maxFileMb * 1024 * 1024;

/** A file refused before it is sent: larger than a gallery takes. */
export function localRefusal(file: Pick<File, 'size'>): ServerRefusal | null {
  return file.size > maxBytes ? { code: 'galleryFileTooLarge', params: {} } : null;
}

/** The server's refusal behind a failed upload, or null when the network failed. */
export function refusalOfUploadError(error: Error): ServerRefusal | null {
  const body = error instanceof DetailedError ? error.originalResponse?.getBody() : undefined;
  return body ? refusalOfBody(body) : null;
}

type Callbacks = {
  onProgress: (sent: number) => void;
  onDone: () => void;
  onFailed: (refusal: ServerRefusal | null) => void;
};

/**
 * A tus upload of one file to `POST /api/galleries/{id}/uploads` with the photographer's token. It
 * remembers its address in the browser, so a page reloaded mid-way resumes the same upload.
 */
export async function startGalleryUpload(
  galleryId: string,
  file: File,
  token: string,
  { onProgress, onDone, onFailed }: Callbacks,
): Promise<Upload> {
  const upload = new Upload(file, {
    endpoint: `/api/galleries/${encodeURIComponent(galleryId)}/uploads`,
    chunkSize,
    retryDelays,
    headers: { Authorization: `Bearer ${token}` },
    metadata: { filename: file.name, filetype: file.type },
    removeFingerprintOnSuccess: true,
    onProgress: (sent) => onProgress(sent),
    onSuccess: () => onDone(),
    onError: (error) => onFailed(refusalOfUploadError(error)),
    // A refusal (4xx) will not change on a retry; only a dropped connection or a server error is tried again.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      return status === 0 || status >= 500 || status === 409 || status === 423;
    },
  });
  const previous = await upload.findPreviousUploads();
  const [latest] = previous;
  if (latest) upload.resumeFromPreviousUpload(latest);
  upload.start();
  return upload;
}

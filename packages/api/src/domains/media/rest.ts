import { type MediaKind, type Page } from '@tasbir/shared';
import { noInput, restRoute, type RestReply, type UploadSpec } from '../../rest/route.js';
import { largestFileBytes } from './policy.js';

/** Room for the other fields and the data URL's header beside the file's base64. */
const fieldsAllowance = 256 * 1024;
/** The largest body that can carry a file of this size: as base64 (the larger of JSON and multipart) plus the fields. */
const bodyBytesFor = (fileBytes: number) => Math.ceil(fileBytes / 3) * 4 + fieldsAllowance;

/**
 * How an upload row admits its caller: the allowance procedure refuses (401, 403) before the
 * body is read, and its size becomes the limit the body is streamed against.
 */
export function uploadSpec(kind: MediaKind, fileField: string): UploadSpec {
  return {
    fileField,
    maxBodyBytes: bodyBytesFor(largestFileBytes(kind)),
    admit: async (api) => {
      const allowance = await api.media.uploadAllowance({ kind });
      return { maxFileBytes: allowance.max_file_bytes, maxBodyBytes: bodyBytesFor(allowance.max_file_bytes), tooLarge: { code: 'fileTooLarge', params: { mb: allowance.max_file_mb } } };
    },
  };
}

/**
 * A list answers the bare array the spec's client reads; the next page's cursor rides in the
 * `X-Next-Cursor` header (absent on the last page). tRPC answers `{items, next_cursor}`.
 */
export function listReply<T>(page: Page<T>): RestReply {
  return { body: page.items, headers: page.next_cursor ? { 'x-next-cursor': page.next_cursor } : undefined };
}

export const mediaRestRoutes = [
  restRoute({ method: 'GET', path: '/upload-stats', summary: "The caller's photo and reel upload counts and limits", auth: true, input: noInput, call: (api) => api.media.uploadStats() }),
];

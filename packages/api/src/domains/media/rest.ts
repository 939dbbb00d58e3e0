import type { MediaKind } from '@tasbir/shared';
import type { UploadSpec } from '../../rest/route.js';
import { bodyBytesFor } from '../../rest/uploads/bodyBytes.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { largestFileBytes } from './policy.js';
import type { mediaRouter } from './router.js';

/** What the upload admissions of photos and reels call. */
export type MediaCaller = CallerOf<{ media: typeof mediaRouter }>;

/**
 * How an upload row admits its caller: the allowance procedure refuses (401, 403) before the
 * body is read, and its size becomes the limit the body is streamed against.
 */
export function uploadSpec(kind: MediaKind, fileField: string): UploadSpec<MediaCaller> {
  return {
    fileField,
    maxBodyBytes: bodyBytesFor(largestFileBytes(kind)),
    admit: async (api) => {
      const allowance = await api.media.uploadAllowance({ kind });
      return {
        maxFileBytes: allowance.max_file_bytes,
        maxBodyBytes: bodyBytesFor(allowance.max_file_bytes),
        tooLarge: { code: 'fileTooLarge', params: { mb: allowance.max_file_mb } },
      };
    },
  };
}

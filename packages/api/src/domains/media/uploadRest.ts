import type { z } from 'zod';
import type { MediaKind } from '@tasbir/shared';
import type { RestMeta, RestUploadMeta } from '../../rest/restMeta.js';
import { largestFileBytes } from './policy.js';

/**
 * A feed's two upload paths (`/photos` and `/photos/upload`, the same for reels): the caller is
 * admitted by its plan's allowance before the body is read, and the file is streamed against it.
 */
export function feedUploadRest(kind: MediaKind, fileField: string, output: z.ZodType): RestMeta[] {
  const upload: RestUploadMeta = {
    fileField,
    allowance: 'media.uploadAllowance',
    allowanceInput: { kind },
    largestFileBytes: largestFileBytes(kind),
    tooLarge: 'fileTooLarge',
  };
  const path = `/${kind}s`;
  return [
    {
      method: 'POST',
      path,
      summary: `Upload a ${kind}: JSON with ${fileField} as a data URL, or multipart with a file`,
      upload,
      output,
    },
    {
      method: 'POST',
      path: `${path}/upload`,
      summary: `Upload a ${kind} as multipart/form-data (title, description, category, location, file)`,
      upload,
      output,
    },
  ];
}

import { refuse, type ErrorCode } from '@tasbir/shared';
import { z } from 'zod';
import { StagedFile } from './staging.js';

/** A data URL (or bare base64) with no data in it: no file, as an empty file field is on REST. */
const emptyDataUrl = /^(data:[^,]*,)?\s*$/;

/**
 * The file of an upload: a data URL (JSON calls, tRPC) or a file the REST adapter has already
 * streamed to the staging folder. Only server code can make a StagedFile: over the wire only
 * text arrives, so a client can never point the server at a path.
 */
export const fileSource = (required: ErrorCode) =>
  z.union(
    [
      z
        .string()
        .min(1)
        .refine((text) => !emptyDataUrl.test(text), refuse(required)),
      z.instanceof(StagedFile),
    ],
    refuse(required),
  );

/** A profile picture: the file alone. */
export const profilePictureInput = z.object({ picture: fileSource('imageRequired') });

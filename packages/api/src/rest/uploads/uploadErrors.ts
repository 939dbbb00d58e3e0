import type { Refusal } from '@tasbir/shared';
import { FileDataError, FileTooLargeError } from '../../files/staging.js';
import type { HttpRefusal } from '../../http/refusalBody.js';
import { BodyTooLargeError, JsonSyntaxError } from './jsonSpool.js';
import { FileLimitError, FormError, TooManyFilesError } from './multipartSpool.js';

/** A failure while reading an upload body as a status and code; undefined for anything else. */
export function uploadRefusal(error: unknown, tooLarge: Refusal): HttpRefusal | undefined {
  if (error instanceof FileTooLargeError || error instanceof FileLimitError || error instanceof BodyTooLargeError)
    return { status: 413, ...tooLarge };
  if (error instanceof FileDataError) return { status: 400, code: 'fileDataInvalid', params: {} };
  if (error instanceof TooManyFilesError) return { status: 400, code: 'oneFileOnly', params: {} };
  if (error instanceof JsonSyntaxError || error instanceof FormError)
    return { status: 400, code: 'uploadBodyInvalid', params: {} };
  return undefined;
}

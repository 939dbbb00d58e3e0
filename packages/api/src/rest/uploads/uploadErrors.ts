import { mediaMessages as mm } from '@tasbir/shared';
import { FileDataError, FileTooLargeError } from '../../files/staging.js';
import type { HttpError } from '../httpError.js';
import { BodyTooLargeError, JsonSyntaxError } from './jsonSpool.js';
import { FileLimitError, FormError, TooManyFilesError } from './multipartSpool.js';

/** A failure while reading an upload body as a status and sentence; undefined for anything else. */
export function uploadRefusal(error: unknown, tooLarge: string): HttpError | undefined {
  if (error instanceof FileTooLargeError || error instanceof FileLimitError || error instanceof BodyTooLargeError) return { status: 413, detail: tooLarge };
  if (error instanceof FileDataError) return { status: 400, detail: mm.fileDataInvalid };
  if (error instanceof TooManyFilesError) return { status: 400, detail: mm.oneFileOnly };
  if (error instanceof JsonSyntaxError || error instanceof FormError) return { status: 400, detail: mm.uploadBodyInvalid };
  return undefined;
}

/** An error the server's error handler answers with this status and `{detail}`. */
export function httpFailure({ status, detail }: HttpError): Error & { statusCode: number } {
  return Object.assign(new Error(detail), { statusCode: status });
}

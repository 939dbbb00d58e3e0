import type { FastifyRequest } from 'fastify';
import type { StagedFile, Staging } from '../../files/staging.js';

export class FileLimitError extends Error {}
export class TooManyFilesError extends Error {}
export class FormError extends Error {}

const textLimits = { fields: 20, fieldSize: 64 * 1024, parts: 21 };

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** A failure of the operating system (disk full, say) rather than of what the client sent. */
const isSystemError = (error: unknown) => error instanceof Error && 'syscall' in error;

/**
 * Busboy's refusals as this module's errors, so the adapter can answer each with its code. Anything
 * else that breaks while the form is read (a body cut short, no boundary, a malformed part) is the
 * client's form, not a server fault; only system errors stay what they are.
 */
function translate(error: unknown): unknown {
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileLimitError('file too large');
  if (code === 'FST_FILES_LIMIT') return new TooManyFilesError('one file only');
  if (error instanceof FileLimitError || isSystemError(error)) return error;
  return new FormError(code ?? (error instanceof Error ? error.message : 'unreadable form'));
}

/**
 * A multipart body with at most one file: text fields as strings, the file streamed to the
 * staging folder (whatever its field is called) and put under `fileField`. A file over
 * `maxFileBytes` is refused, never kept truncated; whatever fails, nothing is left staged.
 */
export async function spoolMultipart(
  request: FastifyRequest,
  staging: Staging,
  fileField: string,
  maxFileBytes: number,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  let staged: StagedFile | undefined;
  try {
    const parts = request.parts({ limits: { ...textLimits, files: 1, fileSize: maxFileBytes } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body[part.fieldname] = part.value;
        continue;
      }
      const file = await staging.fromStream(part.file);
      if (part.file.truncated) {
        await staging.remove(file);
        throw new FileLimitError('file too large');
      }
      if (file.size === 0) await staging.remove(file);
      else staged = file;
    }
    if (staged) body[fileField] = staged;
    return body;
  } catch (error) {
    await staging.remove(staged);
    throw translate(error);
  }
}

/** The text fields of a multipart form; a file part is refused. */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  const body: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { ...textLimits, files: 0 } })) {
      if (part.type === 'field' && typeof part.value === 'string') body[part.fieldname] = part.value;
    }
    return body;
  } catch (error) {
    throw translate(error);
  }
}

import { badRequest } from '../../errors.js';
import { cursorJson } from '../../paging/cursor.js';
import type { TimeCursor } from './repository.js';

/** Opaque to clients: base64url of the last item's time and id. */
export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeTimeCursor(text: string | undefined): TimeCursor | undefined {
  if (!text) return undefined;
  const value = cursorJson(text);
  if (!Array.isArray(value) || value.length !== 2) throw badRequest('cursorInvalid');
  const [at, id]: unknown[] = value;
  if (typeof at !== 'string' || typeof id !== 'string' || at.length > 40 || id.length > 64)
    throw badRequest('cursorInvalid');
  return { at, id };
}

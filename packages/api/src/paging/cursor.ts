import { badRequest } from '../errors.js';

/** Where the next page starts: after this id, and for trending lists after this score. */
export type Cursor = { id: string; score?: number };

/** Opaque to clients: base64url of the last item's sort key. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor.score === undefined ? [cursor.id] : [cursor.id, cursor.score])).toString(
    'base64url',
  );
}

/** A cursor's JSON, or the refusal every list gives a cursor it did not make. */
export function cursorJson(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursorInvalid');
  }
}

export function decodeCursor(text: string | undefined, trending: boolean): Cursor | undefined {
  if (!text) return undefined;
  const value = cursorJson(text);
  if (!Array.isArray(value) || typeof value[0] !== 'string' || value[0].length > 64) throw badRequest('cursorInvalid');
  const id = String(value[0]);
  const score: unknown = value[1];
  if (!trending) return { id };
  if (typeof score !== 'number' || !Number.isSafeInteger(score)) throw badRequest('cursorInvalid');
  return { id, score };
}

/** The page and the cursor of the next one (null on the last page), from `limit + 1` rows. */
export function pageOf<R extends { id: string; trending_score: number }>(
  rows: R[],
  limit: number,
  trending: boolean,
): { rows: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last
      ? encodeCursor(trending ? { id: last.id, score: last.trending_score } : { id: last.id })
      : null;
  return { rows: page, next };
}

/** The page and the cursor of the next one for lists in id order alone (the admin's lists), from `limit + 1` rows. */
export function pageById<R extends { id: string }>(rows: R[], limit: number): { rows: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodeCursor({ id: last.id }) : null };
}

import type { DirectoryCursor } from './cursor.js';

/**
 * Where a page of search results ended: its last card's relevance, then its rank sort key, and the
 * term whose postings the search walks (the rarest of several, kept so every page walks the same).
 */
export type SearchCursor = DirectoryCursor & { relevance: number; term?: number };

/** Opaque to clients: base64url of the relevance and the sort key. */
export function encodeSearchCursor(key: SearchCursor): string {
  return Buffer.from(
    JSON.stringify(['s', key.relevance, key.rank_score, key.verified, key.last_active_at, key.id, key.term ?? 0]),
  ).toString('base64url');
}

/** The relevance and sort key a search cursor carries, or undefined when it is not one this server made. */
export function decodeSearchCursor(cursor: string): SearchCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 7 || parsed[0] !== 's') return undefined;
  const [, relevance, rank_score, verified, last_active_at, id, term] = parsed;
  if (!Number.isInteger(relevance) || !Number.isInteger(rank_score) || (verified !== 0 && verified !== 1))
    return undefined;
  if (typeof last_active_at !== 'string' || typeof id !== 'string' || id.length === 0 || id.length > 64)
    return undefined;
  if (!Number.isInteger(term) || term < 0 || term > 9) return undefined;
  return { relevance, rank_score, verified, last_active_at, id, term };
}

/** Sorts search hits best first: relevance, then the directory's rank order (docs/decisions/004-directory.md). */
export function compareHits(a: SearchCursor, b: SearchCursor): number {
  return (
    b.relevance - a.relevance ||
    b.rank_score - a.rank_score ||
    b.verified - a.verified ||
    (a.last_active_at < b.last_active_at ? 1 : a.last_active_at > b.last_active_at ? -1 : 0) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/** Where a directory page ended: the sort key of its last card (rank, verified, activity, id). */
export type DirectoryCursor = { rank_score: number; verified: number; last_active_at: string; id: string };

/** Opaque to clients: base64url of the sort key. */
export function encodeCursor(key: DirectoryCursor): string {
  return Buffer.from(JSON.stringify([key.rank_score, key.verified, key.last_active_at, key.id])).toString('base64url');
}

/** The sort key a cursor carries, or undefined when it is not one this server made. */
export function decodeCursor(cursor: string): DirectoryCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [rank_score, verified, last_active_at, id] = parsed;
  if (!Number.isInteger(rank_score) || (verified !== 0 && verified !== 1)) return undefined;
  if (typeof last_active_at !== 'string' || typeof id !== 'string' || id.length === 0 || id.length > 64)
    return undefined;
  return { rank_score, verified, last_active_at, id };
}

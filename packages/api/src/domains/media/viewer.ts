import { createHash } from 'node:crypto';

/**
 * Who is viewing, for counting a view once per viewer and day: the user id when signed in, else
 * a hash of address and user agent (the address itself is not stored).
 */
export function viewerKey(userId: string | null, ip: string, userAgent: string): string {
  if (userId) return `u:${userId}`;
  return `v:${createHash('sha256').update(`${ip}\n${userAgent}`).digest('base64url').slice(0, 32)}`;
}

/** The UTC day a view counts for. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

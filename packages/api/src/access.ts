import type { UserRow } from '@tasbir/db';
import type { ErrorCode } from '@tasbir/shared';
import { forbidden } from './errors.js';

type Actor = Pick<UserRow, 'id' | 'role'>;

/**
 * Object-level access, the one place services ask "may this caller act on this thing?" before they
 * do anything else. Role rules live in the procedure builders (trpc/trpc.ts); these are the rules
 * that need the object: its owner may act on it, and admins may act on anything.
 */
export function requireOwnerOrAdmin(actor: Actor, ownerId: string, refusal: ErrorCode = 'forbidden'): void {
  if (actor.role === 'admin' || actor.id === ownerId) return;
  throw forbidden(refusal);
}

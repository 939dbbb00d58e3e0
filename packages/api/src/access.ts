import type { UserRow } from '@tasbir/db';
import type { ErrorCode } from '@tasbir/shared';
import { forbidden } from './errors.js';

type Actor = Pick<UserRow, 'id' | 'role'>;

/**
 * Object-level access, the one place services ask "may this caller act on this thing?" before they
 * do anything else. Role rules live in the procedure builders (trpc/trpc.ts); these are the rules
 * that need the object: its owner may act on it, admins may act on anything, and an admin may not
 * take their own powers away.
 */
export function requireOwnerOrAdmin(actor: Actor, ownerId: string, refusal: ErrorCode = 'forbidden'): void {
  if (actor.role === 'admin' || actor.id === ownerId) return;
  throw forbidden(refusal);
}

/** Suspending, demoting or deleting an admin account takes another admin: nobody locks themself out by a slip. */
export function requireSomeoneElse(actor: Actor, targetId: string, refusal: ErrorCode): void {
  if (actor.id === targetId) throw forbidden(refusal);
}

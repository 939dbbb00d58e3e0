import type { UserRow } from '@tasbir/db';
import { conflict } from '../../errors.js';
import type { AdminTarget } from './repository.js';

const isActiveAdmin = (user: Pick<UserRow, 'role' | 'suspended'>) => user.role === 'admin' && user.suspended === 0;

/**
 * At least one administrator must stay able to act: the last active (not suspended) one cannot be
 * demoted, suspended or deleted. Admins cannot do these to themselves (access.ts), so this refuses
 * only when admins act on each other at the same moment; the target is read locked (lockTarget), so
 * the second of them sees the first.
 */
export function keepOneActiveAdmin(target: AdminTarget): void {
  if (isActiveAdmin(target.user) && target.otherActiveAdmins === 0) throw conflict('lastAdmin');
}

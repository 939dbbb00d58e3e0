import { sql, type Kysely } from 'kysely';

/**
 * Username skeletons are now taken of the case-folded name (packages/api, domains/auth/
 * usernameSkeleton.ts), so those stored before are cleared once: the API computes them again at
 * start, oldest account first, as it fills every missing one (a younger look-alike keeps none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update users set username_skeleton = null where username_skeleton is not null`.execute(db);
}

/** The old skeletons cannot be restored here; the API's start fills them in again either way. */
export async function down(): Promise<void> {}

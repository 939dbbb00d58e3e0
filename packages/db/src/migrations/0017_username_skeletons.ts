import type { Kysely } from 'kysely';

async function userColumns(db: Kysely<unknown>): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  return new Set(tables.find((table) => table.name === 'users')?.columns.map((column) => column.name) ?? []);
}

/**
 * Each username's Unicode TR39 skeleton, lower-cased (packages/api, domains/auth/usernameSkeleton.ts):
 * a name that only looks like a taken one ("pаul" with a Cyrillic а) clashes on this unique index,
 * so the check is one indexed lookup and two registrations racing for look-alikes are decided by
 * the database. The API computes the skeletons, so it fills in those of existing accounts at start
 * (null until then: nulls never clash).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(await userColumns(db)).has('username_skeleton')) {
    await db.schema.alterTable('users').addColumn('username_skeleton', 'text').execute();
  }
  await db.schema
    .createIndex('users_username_skeleton')
    .ifNotExists()
    .on('users')
    .unique()
    .column('username_skeleton')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_skeleton').ifExists().execute();
  if ((await userColumns(db)).has('username_skeleton'))
    await db.schema.alterTable('users').dropColumn('username_skeleton').execute();
}

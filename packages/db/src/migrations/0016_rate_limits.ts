import type { Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every server on one PostgreSQL database (the account calls' limits
 * must count once, whichever server answers). The shape is the one rate-limiter-flexible's
 * PostgreSQL store reads and writes; SQLite runs one process and keeps its counters in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .ifNotExists()
    .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}

import { sql } from 'kysely';
import type { Dialect } from './createDb.js';
import type { Introspectable } from './schemaDifferences.testing.js';

/** Kysely's own tables, which record the migrations rather than being made by them. */
const migratorTables = ['kysely_migration', 'kysely_migration_lock'];

/**
 * The whole schema a migration can change, one line per table, column, constraint and index, in a
 * stable order: two databases with the same lines have the same schema. SQLite keeps each table's
 * and index's definition as it was written (columns, defaults, keys, checks), compared without the
 * double quotes that only spell its identifiers (`lower("city")` is `lower(city)`); PostgreSQL is
 * asked for its parts.
 */
export async function schemaSnapshot(db: Introspectable, dialect: Dialect): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ line: string }>`
      select type || ' ' || name || ': ' || coalesce(sql, '') as line from sqlite_master
      where name not like 'sqlite_%' and tbl_name not in (${sql.join(migratorTables)}) order by type, name`.execute(db);
    return rows.map((row) => row.line.replaceAll('"', ''));
  }
  const columns = await sql<{ line: string }>`
    select table_name || '.' || column_name || ': ' || data_type || coalesce('(' || character_maximum_length || ')', '')
      || case when is_nullable = 'NO' then ' not null' else '' end || coalesce(' default ' || column_default, '') as line
    from information_schema.columns where table_schema = current_schema() and table_name not in (${sql.join(migratorTables)})
    order by table_name, ordinal_position`.execute(db);
  const constraints = await sql<{ line: string }>`
    select 'constraint ' || c.conrelid::regclass::text || '.' || c.conname || ': ' || pg_get_constraintdef(c.oid) as line
    from pg_constraint c where c.connamespace = current_schema()::regnamespace and c.conrelid::regclass::text not in (${sql.join(migratorTables)})
    order by 1`.execute(db);
  const indexes = await sql<{ line: string }>`
    select 'index ' || indexname || ': ' || indexdef as line from pg_indexes
    where schemaname = current_schema() and tablename not in (${sql.join(migratorTables)}) order by indexname`.execute(
    db,
  );
  return [...columns.rows, ...constraints.rows, ...indexes.rows].map((row) => row.line);
}

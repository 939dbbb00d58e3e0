import { sql, type DatabaseIntrospector, type QueryExecutorProvider } from 'kysely';
import type { Dialect } from './createDb.js';
import type { ColumnKind, ColumnSpec, Manifest } from './schemaManifest.testing.js';

/** A column as a migrated database holds it: its type as the dialect names it, and whether it takes null. */
type StoredColumn = { type: string; nullable: boolean };
type StoredTables = Map<string, Map<string, StoredColumn>>;

/** A database or a transaction on one: what the comparison reads a schema through. */
export type Introspectable = QueryExecutorProvider & { readonly introspection: DatabaseIntrospector };

/**
 * The affinity SQLite stores a declared type with, by its rules in their order
 * (https://www.sqlite.org/datatype3.html#determination_of_column_affinity).
 */
export function sqliteAffinity(declared: string): 'INTEGER' | 'TEXT' | 'BLOB' | 'REAL' | 'NUMERIC' {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'INTEGER';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'TEXT';
  if (type === '' || type.includes('BLOB')) return 'BLOB';
  if (/REAL|FLOA|DOUB/.test(type)) return 'REAL';
  return 'NUMERIC';
}

/** What each kind is stored as: SQLite's affinity, PostgreSQL's type name (pg_type.typname, as Kysely reports it). */
const storedAs: Record<ColumnKind, Record<Dialect, string>> = {
  text: { sqlite: 'TEXT', postgres: 'text' },
  varchar: { sqlite: 'TEXT', postgres: 'varchar' },
  timestamp: { sqlite: 'TEXT', postgres: 'text' },
  date: { sqlite: 'TEXT', postgres: 'text' },
  json: { sqlite: 'TEXT', postgres: 'text' },
  integer: { sqlite: 'INTEGER', postgres: 'int4' },
  bigint: { sqlite: 'INTEGER', postgres: 'int8' },
  flag: { sqlite: 'INTEGER', postgres: 'int4' },
  real: { sqlite: 'REAL', postgres: 'float8' },
};

/**
 * SQLite lets a PRIMARY KEY column that is not an INTEGER PRIMARY KEY hold null unless it is also
 * declared NOT NULL, an old bug it keeps (https://www.sqlite.org/lang_createtable.html#the_primary_key).
 * The app always writes its keys and PostgreSQL refuses a null key, so a key column counts as refusing null.
 */
async function sqliteKeyColumns(db: Introspectable): Promise<Set<string>> {
  const { rows } = await sql<{ table: string; column: string }>`
    select m.name as "table", p.name as "column" from sqlite_master m, pragma_table_info(m.name) p where m.type = 'table' and p.pk > 0`.execute(
    db,
  );
  return new Set(rows.map((row) => `${row.table}.${row.column}`));
}

/**
 * SQLite's virtual tables (the search's FTS5 index) and the shadow tables FTS5 keeps beside each
 * (`<name>_data`, `_idx`, …): the index's own storage, not tables the Database type describes.
 */
async function sqliteVirtualTables(db: Introspectable): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and sql like 'create virtual table%'`.execute(db);
  return rows.map((row) => row.name);
}

/** The tables a migrated database holds (Kysely's own migration tables left out), in the dialect's own words. */
async function storedTables(db: Introspectable, dialect: Dialect): Promise<StoredTables> {
  const keyColumns = dialect === 'sqlite' ? await sqliteKeyColumns(db) : new Set<string>();
  // PostgreSQL's tables are those of the schema in use; SQLite's name no schema (undefined).
  const schema =
    dialect === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  const virtual = dialect === 'sqlite' ? await sqliteVirtualTables(db) : [];
  const isVirtual = (name: string) => virtual.some((table) => name === table || name.startsWith(`${table}_`));
  const tables: StoredTables = new Map();
  for (const table of await db.introspection.getTables()) {
    if (table.isView || table.schema !== schema || isVirtual(table.name)) continue;
    const columns = new Map<string, StoredColumn>();
    for (const column of table.columns) {
      const type = dialect === 'sqlite' ? sqliteAffinity(column.dataType) : column.dataType;
      columns.set(column.name, {
        type,
        nullable: column.isNullable && !keyColumns.has(`${table.name}.${column.name}`),
      });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

const nullability = (nullable: boolean) => (nullable ? 'null allowed' : 'not null');

function columnDifferences(
  table: string,
  specs: Readonly<Record<string, ColumnSpec>>,
  stored: Map<string, StoredColumn>,
  dialect: Dialect,
): string[] {
  const differences: string[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const column = stored.get(name);
    const expected = storedAs[spec.kind][dialect];
    if (!column) {
      differences.push(
        `${table}.${name}: in the Database type (${spec.kind}, ${nullability(spec.nullable)}), not in the migrated database`,
      );
      continue;
    }
    if (column.type !== expected)
      differences.push(
        `${table}.${name}: the Database type says ${spec.kind} (${expected} on ${dialect}), the migrated database has ${column.type}`,
      );
    if (column.nullable !== spec.nullable) {
      differences.push(
        `${table}.${name}: the Database type says ${nullability(spec.nullable)}, the migrated database has ${nullability(column.nullable)}`,
      );
    }
  }
  for (const [name, column] of stored) {
    if (!(name in specs))
      differences.push(
        `${table}.${name}: in the migrated database (${column.type}, ${nullability(column.nullable)}), not in the Database type`,
      );
  }
  return differences;
}

/**
 * Every way a migrated database differs from a manifest of the Database type: a table or column on
 * one side only, a column stored as another type than its kind, or null allowed on one side only.
 * One line each, sorted; none when they agree.
 */
export async function schemaDifferences(db: Introspectable, dialect: Dialect, manifest: Manifest): Promise<string[]> {
  const stored = await storedTables(db, dialect);
  const differences: string[] = [];
  for (const [table, specs] of Object.entries(manifest)) {
    const columns = stored.get(table);
    if (columns) differences.push(...columnDifferences(table, specs, columns, dialect));
    else differences.push(`${table}: in the Database type, not in the migrated database`);
  }
  for (const table of stored.keys()) {
    if (!(table in manifest)) differences.push(`${table}: in the migrated database, not in the Database type`);
  }
  return differences.sort();
}

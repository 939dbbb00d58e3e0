import { createHash } from 'node:crypto';
import { dialectOf, type Db } from '@tasbir/db';
import { sql } from 'kysely';
import type { TestApp } from './harness.js';

/** One table as stored: how many rows, and a digest of all of them (in no particular order). */
export type TableState = { rows: number; digest: string };
/** Every table of the database by name, so a difference names the tables that changed. */
export type DatabaseState = Record<string, TableState>;

const tablesOf = new WeakMap<Db, Promise<string[]>>();

/** The database's tables, read once per handle: a test adds none while it runs. */
function tableNames(db: Db): Promise<string[]> {
  let names = tablesOf.get(db);
  if (!names)
    tablesOf.set(db, (names = db.introspection.getTables().then((tables) => tables.map((table) => table.name).sort())));
  return names;
}

function digestOf(rows: readonly Record<string, unknown>[]): string {
  // Each row's values in column order; the rows sorted, so the order a query returns them in does not count.
  const lines = rows.map((row) => JSON.stringify(Object.values(row))).sort();
  const hash = createHash('sha256');
  for (const line of lines) hash.update(line).update('\n');
  return hash.digest('base64url');
}

/** SQLite is in the process: its rows are read and hashed here. */
async function sqliteState(db: Db, names: readonly string[]): Promise<DatabaseState> {
  const state: DatabaseState = {};
  for (const name of names) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    state[name] = { rows: rows.length, digest: digestOf(rows) };
  }
  return state;
}

/**
 * PostgreSQL hashes its own rows, every table in one query, so only the digests cross the socket:
 * a sum of each row's 64-bit hash, which no order of the rows changes and needs no sort.
 */
async function postgresState(db: Db, names: readonly string[]): Promise<DatabaseState> {
  const perTable = names.map(
    (name) =>
      sql`select ${name} as name, count(*)::int as rows, coalesce(sum(hashtextextended(r::text, 0)), 0)::text as digest from ${sql.table(name)} r`,
  );
  const { rows } = await sql<TableState & { name: string }>`${sql.join(perTable, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map(({ name, rows: count, digest }) => [name, { rows: count, digest }]));
}

/**
 * Every row of every table, as counts and digests: what a refused call must leave exactly as it
 * was (balances, roles and flags on `users`, the ledger, media, likes, bookings, payments, payouts,
 * notifications, the audit log, and whichever table comes next).
 */
export async function databaseState(t: Pick<TestApp, 'db' | 'config'>): Promise<DatabaseState> {
  const names = await tableNames(t.db);
  return dialectOf(t.config.databaseUrl) === 'postgres' ? postgresState(t.db, names) : sqliteState(t.db, names);
}

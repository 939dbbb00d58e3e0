import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { QueuedSqliteDialect } from './sqliteDialect.js';
import { startWalCheckpoints } from './walCheckpoints.js';
import { watchingUsersWrites } from './usersWrites.js';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database as Schema } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Schema>;

export type DbHandle = {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
};

/** Where a `DATABASE_URL` points: `file:PATH` or `:memory:` is SQLite, `postgres://` is PostgreSQL. */
export function dialectOf(url: string): Dialect {
  if (url === ':memory:' || url.startsWith('file:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new Error(`DATABASE_URL must be file:PATH, :memory: or postgres://…, got "${url}"`);
}

const sqlitePath = (url: string) => (url === ':memory:' ? ':memory:' : url.slice('file:'.length));

function openSqlite(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // A file's log is checkpointed on a thread of its own (walCheckpoints.ts), never inside a commit.
  if (path !== ':memory:') sqlite.pragma('wal_autocheckpoint = 0');
  return sqlite;
}

const statementCacheSize = 500;

type RowMaker = (values: unknown) => Record<string, unknown>;

/**
 * A function building one row object from a raw row (an array of column values), as one object
 * literal: every row of a statement then shares one shape, which V8 builds about twice as fast as
 * better-sqlite3's own row objects (a 21-row directory page: 133 → 62 µs). The names are SQLite's
 * column names, written as JSON strings, so no name can be read as code.
 */
function rowMaker(columns: readonly string[]): RowMaker {
  const fields = columns.map((name, index) => `${JSON.stringify(name)}: values[${index}]`).join(', ');
  // Generated code is typed by what it returns; the Function constructor cannot say so itself.
  return new Function('values', `return { ${fields} };`) as RowMaker;
}

/** A statement whose rows come back as raw arrays turned into objects by its row maker (see rowMaker). */
function withFastRows(statement: Database.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const makeRow = rowMaker(statement.columns().map((column) => column.name));
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => statement.all(parameters).map(makeRow),
    run: (parameters) => statement.run(parameters),
    iterate: function* (parameters) {
      for (const values of statement.iterate(parameters)) yield makeRow(values);
    },
  };
}

const schemaChange = /^\s*(create|alter|drop)\s/i;

/**
 * Kysely prepares every query afresh; preparing costs about as much as running a small indexed
 * query. Kysely's SQL text is stable per query shape (values are bound), so statements are reused.
 * better-sqlite3 statements are synchronous, so one is never in use twice at once. A schema change
 * through this connection (migrations) forgets every kept statement and its column names; a schema
 * change by another connection while this one runs is not supported (migrations run at start).
 */
function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      // A schema change may rename or reorder the columns a kept statement's row maker names.
      if (schemaChange.test(sql)) {
        statements.clear();
        return sqlite.prepare(sql);
      }
      let statement = statements.get(sql);
      if (!statement) {
        statement = withFastRows(sqlite.prepare(sql));
        if (statements.size >= statementCacheSize) statements.delete(statements.keys().next().value ?? '');
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

// pg hands back COUNT(*) and other int8 values as strings; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type CreateDbOptions = {
  /** An idle PostgreSQL connection died (server restart, admin shutdown); the pool replaces it. */
  onPoolError?: (error: Error) => void;
};

export function createDb(url: string, options: CreateDbOptions = {}): DbHandle {
  const dialect = dialectOf(url);
  if (dialect === 'sqlite') {
    const path = sqlitePath(url);
    const db = new Kysely<Schema>({
      dialect: new QueuedSqliteDialect({ database: withStatementCache(openSqlite(path)) }),
    });
    const checkpoints = path === ':memory:' ? null : startWalCheckpoints(path);
    return {
      db,
      dialect,
      close: async () => {
        await checkpoints?.stop();
        await db.destroy();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle client's error would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  // What the API keeps of accounts' rows hears every users write made here (usersWrites.ts).
  const db = new Kysely<Schema>({ dialect: watchingUsersWrites(new PostgresDialect({ pool })) });
  return { db, dialect, close: () => db.destroy() };
}

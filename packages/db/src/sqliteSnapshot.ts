import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DbHandle } from './createDb.js';
import type { Database as Schema } from './schema.js';

/** The file behind a `file:PATH` DATABASE_URL (query options dropped). */
export function sqliteFileOf(url: string): string {
  return url.slice('file:'.length).replace(/\?.*$/, '');
}

/** Every page in one step: a backup step holds one read transaction, so what it copies is one committed state. */
const allPages = 0x7fffffff;

/**
 * Copies a SQLite database while a server writes to it, through SQLite's online backup API. A plain
 * file copy could catch a page half-written or leave out what still sits in the write-ahead log.
 * The copy is switched to a rollback journal, so it is one self-contained file that opens read-only.
 */
export async function snapshotSqlite(sourcePath: string, targetPath: string): Promise<void> {
  // Read-only: the copy can never write to the live database, nor checkpoint its log.
  const source = new Database(sourcePath, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // Stepwise copies restart whenever another connection commits between steps; one step cannot be starved.
    await source.backup(targetPath, { progress: () => allPages });
  } finally {
    source.close();
  }
  const copy = new Database(targetPath, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** A read-only handle on a SQLite file: a snapshot, or the database a restore would replace. */
export function openSqliteReadOnly(path: string): DbHandle {
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: new Database(path, { readonly: true, fileMustExist: true }) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

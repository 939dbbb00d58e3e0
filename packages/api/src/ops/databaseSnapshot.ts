import {
  createDb,
  dialectOf,
  openSqliteReadOnly,
  snapshotSqlite,
  sqliteFileOf,
  type DbHandle,
  type Dialect,
} from '@tasbir/db';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BackupError, databaseDumpNames } from './backupManifest.js';
import { inExportedSnapshot, migrationVersion, referencedKeys, type KeysByFolder } from './backupRepository.js';
import { findPgTool, runPgTool, splitPassword } from './pgTools.js';

export type DatabaseSnapshot = {
  kind: Dialect;
  /** The dump's path inside the backup folder being written. */
  dumpPath: string;
  dumpFile: (typeof databaseDumpNames)[Dialect];
  /** The files the snapshot's rows point at, read from the snapshot itself. */
  keys: KeysByFolder;
  migration: string | null;
};

/** The database a DATABASE_URL names, which a backup reads from and a restore writes to. */
export function targetOf(databaseUrl: string): { kind: Dialect; path: string } {
  if (databaseUrl === ':memory:')
    throw new BackupError(
      'DATABASE_URL is :memory:, a database that lives only inside one server process: there is nothing on disk to back up or restore into.',
    );
  const kind = dialectOf(databaseUrl);
  return { kind, path: kind === 'sqlite' ? sqliteFileOf(databaseUrl) : databaseUrl };
}

/**
 * The live database, opened for reading only. On SQLite a second connection beside the server's,
 * read-only so that it cannot change the file or its journal mode; on PostgreSQL a small pool.
 */
export function openLive(databaseUrl: string): DbHandle {
  const { kind, path } = targetOf(databaseUrl);
  if (kind === 'postgres') return createDb(databaseUrl);
  if (!existsSync(path)) throw new BackupError(`The SQLite database ${path} does not exist: check DATABASE_URL.`);
  return openSqliteReadOnly(path);
}

async function readSnapshot(db: DbHandle['db']): Promise<Pick<DatabaseSnapshot, 'keys' | 'migration'>> {
  return { keys: await referencedKeys(db), migration: await migrationVersion(db) };
}

/** SQLite: the online backup API copies one committed state; the key list is then read from the copy. */
async function snapshotOfSqlite(livePath: string, folder: string): Promise<DatabaseSnapshot> {
  if (!existsSync(livePath))
    throw new BackupError(`The SQLite database ${livePath} does not exist: check DATABASE_URL.`);
  const dumpPath = join(folder, databaseDumpNames.sqlite);
  await snapshotSqlite(livePath, dumpPath);
  const copy = openSqliteReadOnly(dumpPath);
  try {
    return { kind: 'sqlite', dumpPath, dumpFile: databaseDumpNames.sqlite, ...(await readSnapshot(copy.db)) };
  } finally {
    await copy.close();
  }
}

/** PostgreSQL: pg_dump (custom format) and the key list read in one exported snapshot, so both see the same rows. */
async function snapshotOfPostgres(databaseUrl: string, folder: string): Promise<DatabaseSnapshot> {
  const pgDump = await findPgTool('pg_dump');
  const dumpPath = join(folder, databaseDumpNames.postgres);
  const { dbname, password } = splitPassword(databaseUrl);
  const live = createDb(databaseUrl);
  try {
    const read = await inExportedSnapshot(live.db, async (snapshotId, reader) => {
      // A table locked for a schema change (a migration at a server's start) fails the backup rather than holding it for ever.
      await runPgTool(
        pgDump,
        [
          '--format=custom',
          `--snapshot=${snapshotId}`,
          '--lock-wait-timeout=30s',
          `--file=${dumpPath}`,
          `--dbname=${dbname}`,
        ],
        password,
      );
      return readSnapshot(reader);
    });
    return { kind: 'postgres', dumpPath, dumpFile: databaseDumpNames.postgres, ...read };
  } finally {
    await live.close();
  }
}

/** Takes the database snapshot into a backup folder being written. */
export function snapshotDatabase(databaseUrl: string, folder: string): Promise<DatabaseSnapshot> {
  const { kind, path } = targetOf(databaseUrl);
  return kind === 'sqlite' ? snapshotOfSqlite(path, folder) : snapshotOfPostgres(databaseUrl, folder);
}

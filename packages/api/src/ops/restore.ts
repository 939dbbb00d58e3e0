import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { BackupError, readManifest, sha256OfFile, type Manifest } from './backupManifest.js';
import { fileFolders, hasAccounts } from './backupRepository.js';
import { openLive, targetOf } from './databaseSnapshot.js';
import { copyChecked, livePathOf, matchesKey, sizeOf, storePathOf } from './fileStore.js';
import { findPgTool, runPgTool, splitPassword } from './pgTools.js';

export type RestoreSettings = { databaseUrl: string; dataDir: string; force: boolean };
export type RestoreResult = { manifest: Manifest; filesWritten: number; filesKept: number };

/** Every key a manifest names, with the folder it goes back into. */
const filesOf = (manifest: Manifest) =>
  fileFolders.flatMap((folder) => manifest.files.keys[folder].map((key) => ({ folder, key })));

/** Checks the dump against its checksum and every file against its key before anything is touched. */
async function verify(backupFolder: string, storeRoot: string, manifest: Manifest): Promise<void> {
  const dumpPath = join(backupFolder, manifest.database.file);
  const dumpHash = await sha256OfFile(dumpPath).catch(() => undefined);
  if (dumpHash === undefined) throw new BackupError(`${dumpPath} is missing: this backup cannot be restored.`);
  if (dumpHash !== manifest.database.sha256)
    throw new BackupError(
      `${dumpPath} does not match the checksum in its manifest: the backup has been changed or damaged, and nothing was restored.`,
    );
  const bad: string[] = [];
  for (const { key } of filesOf(manifest)) if (!(await matchesKey(storePathOf(storeRoot, key), key))) bad.push(key);
  if (bad.length > 0)
    throw new BackupError(
      `${bad.length} file(s) of this backup are missing from ${join(storeRoot, 'files')} or do not match their checksum (first: ${bad[0]}), and nothing was restored.`,
    );
}

async function holdsAccounts(databaseUrl: string): Promise<boolean> {
  const { kind, path } = targetOf(databaseUrl);
  if (kind === 'sqlite' && !existsSync(path)) return false;
  const target = openLive(databaseUrl);
  try {
    return await hasAccounts(target.db);
  } catch (error) {
    throw new BackupError(
      `Could not read the database DATABASE_URL names (${error instanceof Error ? error.message : String(error)}); on PostgreSQL, create it first (createdb).`,
    );
  } finally {
    await target.close();
  }
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Puts the snapshot in place of the SQLite file in one rename: a crash leaves the old database or
 * the new one, never half of each. Stop the server first: it would keep writing to the file it has open.
 */
async function restoreSqlite(dumpPath: string, path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const incoming = `${path}.${randomUUID()}.restoring`;
  try {
    await copyFile(dumpPath, incoming);
    await syncPath(incoming);
    // A log or shared-memory file left beside the old database would be read as part of the new one.
    for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${path}${suffix}`, { force: true });
    await rename(incoming, path);
    await syncPath(dirname(path));
  } finally {
    await rm(incoming, { force: true });
  }
}

/**
 * pg_restore in one transaction: objects of the dump are dropped if present and made again, and a
 * failure leaves the database as it was. Objects are owned by DATABASE_URL's user, the server's own.
 */
async function restorePostgres(dumpPath: string, databaseUrl: string): Promise<void> {
  const pgRestore = await findPgTool('pg_restore');
  const { dbname, password } = splitPassword(databaseUrl);
  const args = [
    '--clean',
    '--if-exists',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    `--dbname=${dbname}`,
    dumpPath,
  ];
  // A server still connected holds locks that dropping its tables waits for: give up after a while and say why.
  await runPgTool(pgRestore, args, password, { PGOPTIONS: '-c lock_timeout=30s' }).catch((error: unknown) => {
    if (error instanceof Error && /lock timeout/.test(error.message))
      throw new BackupError(
        `The database is in use (${error.message}); stop every server on it and restore again. Nothing was restored.`,
      );
    throw error;
  });
}

/** Copies the files back into their folders under DATA_DIR; a file already there (same key, same bytes) stays. */
async function restoreFiles(
  storeRoot: string,
  dataDir: string,
  manifest: Manifest,
): Promise<{ written: number; kept: number }> {
  let written = 0;
  let kept = 0;
  for (const { folder, key } of filesOf(manifest)) {
    const live = livePathOf(dataDir, folder, key);
    if ((await sizeOf(live)) !== undefined && (await matchesKey(live, key))) {
      kept += 1;
      continue;
    }
    const outcome = await copyChecked(storePathOf(storeRoot, key), live, key);
    if (outcome.kind !== 'copied')
      throw new BackupError(`${storePathOf(storeRoot, key)} changed while it was being restored.`);
    written += 1;
  }
  return { written, kept };
}

/**
 * Restores one backup folder into DATABASE_URL and DATA_DIR: verifies first, refuses a database
 * that holds accounts unless forced, then the database, then the files.
 */
export async function restoreBackup(backupFolder: string, settings: RestoreSettings): Promise<RestoreResult> {
  const manifest = await readManifest(backupFolder);
  // The shared file store sits beside the dated folders, in the backup root.
  const storeRoot = dirname(resolve(backupFolder));
  const target = targetOf(settings.databaseUrl);
  if (target.kind !== manifest.database.kind)
    throw new BackupError(
      `This backup holds a ${manifest.database.kind} database and DATABASE_URL points at ${target.kind}: a backup restores into the same kind of database.`,
    );
  await verify(backupFolder, storeRoot, manifest);
  if (!settings.force && (await holdsAccounts(settings.databaseUrl))) {
    throw new BackupError(
      'The database DATABASE_URL names already holds accounts, and restoring would replace them: nothing was restored. Run the restore again with --force to replace that database.',
    );
  }
  const dumpPath = join(backupFolder, manifest.database.file);
  if (target.kind === 'sqlite') await restoreSqlite(dumpPath, target.path);
  else await restorePostgres(dumpPath, settings.databaseUrl);
  const files = await restoreFiles(storeRoot, settings.dataDir, manifest);
  return { manifest, filesWritten: files.written, filesKept: files.kept };
}

import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupError, backupFolderPattern, partialSuffix, readManifest } from './backupManifest.js';
import { fileFolders } from './backupRepository.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The moment a dated folder's name stands for (`2030-01-02T03-04-05Z` → 2030-01-02T03:04:05Z). */
function timeOfFolder(name: string): number {
  return Date.parse(name.replace(/T(\d\d)-(\d\d)-(\d\d)Z$/, 'T$1:$2:$3Z'));
}

async function listOrEmpty(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

export type Pruned = { removedBackups: string[]; removedFiles: number };

/**
 * Removes dated backups older than `keepDays` (never the newest), then every stored file that no
 * remaining backup names. When a remaining manifest cannot be read, no file is removed: a file kept
 * too long costs space, one removed too soon costs a restore.
 */
export async function pruneBackups(backupDir: string, keepDays: number, now = new Date()): Promise<Pruned> {
  const names = (await listOrEmpty(backupDir)).filter((name) => backupFolderPattern.test(name)).sort();
  const newest = names.at(-1);
  const cutoff = now.getTime() - keepDays * dayMs;
  const removedBackups = names.filter((name) => name !== newest && timeOfFolder(name) < cutoff);
  for (const name of removedBackups) await rm(join(backupDir, name), { recursive: true, force: true });

  const named = new Set<string>();
  for (const name of names.filter((kept) => !removedBackups.includes(kept))) {
    const manifest = await readManifest(join(backupDir, name)).catch(() => undefined);
    if (!manifest) return { removedBackups, removedFiles: 0 };
    for (const folder of fileFolders) for (const key of manifest.files.keys[folder]) named.add(key);
  }
  let removedFiles = 0;
  const store = join(backupDir, 'files');
  for (const fan of await listOrEmpty(store)) {
    for (const key of await listOrEmpty(join(store, fan))) {
      // `.incoming` files are copies still being written; only whole files are swept.
      if (named.has(key) || key.endsWith('.incoming')) continue;
      await rm(join(store, fan, key), { force: true });
      removedFiles += 1;
    }
  }
  return { removedBackups, removedFiles };
}

/**
 * What a backup that crashed left: its `.partial` folder and half-copied `.incoming` files. Called
 * under the lock, when no other backup of this root is writing.
 */
export async function removeUnfinished(backupDir: string): Promise<void> {
  for (const name of await listOrEmpty(backupDir))
    if (name.endsWith(partialSuffix)) await rm(join(backupDir, name), { recursive: true, force: true });
  const store = join(backupDir, 'files');
  for (const fan of await listOrEmpty(store)) {
    for (const name of await listOrEmpty(join(store, fan)))
      if (name.endsWith('.incoming')) await rm(join(store, fan, name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * One backup at a time per backup root: a second one pruning while the first copies could remove
 * a file the first has counted on. The lock file holds the process id, so a lock left by a backup
 * that crashed is taken over rather than blocking every later run.
 */
export async function withBackupLock<T>(backupDir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(backupDir, { recursive: true });
  const lock = join(backupDir, '.lock');
  try {
    await writeFile(lock, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    const holder = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
    if (isRunning(holder))
      throw new BackupError(
        `Another backup is running (process ${holder}, see ${lock}): run this one when it has finished.`,
      );
    await writeFile(lock, String(process.pid));
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BackupError,
  backupFolderName,
  manifestName,
  partialSuffix,
  sha256OfFile,
  type Manifest,
  type MissingReason,
} from './backupManifest.js';
import { fileFolders, referencedKeys, type FileFolder, type KeysByFolder } from './backupRepository.js';
import { openLive, snapshotDatabase, targetOf } from './databaseSnapshot.js';
import { copyChecked, livePathOf, sizeOf, storePathOf } from './fileStore.js';

export type BackupSettings = { databaseUrl: string; dataDir: string; backupDir: string };
export type BackupResult = { folder: string; manifest: Manifest };
export type BackupOptions = {
  now?: Date;
  /** Runs between the snapshot and the file copies: tests delete a photo there, as a user could at that moment. */
  afterSnapshot?: () => Promise<void>;
};

type Missing = { folder: FileFolder; key: string; reason: MissingReason };
type FileCopies = { keys: KeysByFolder; count: number; bytes: number; copied: number; missing: Missing[] };

/** Files copied at once: enough to keep a disk busy, few enough to leave the server its share. */
const parallelCopies = 4;

async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Brings every file the snapshot needs into the shared store, copying only keys the store lacks. */
async function copyFiles({ dataDir, backupDir }: BackupSettings, needed: KeysByFolder): Promise<FileCopies> {
  const result: FileCopies = {
    keys: { media: [], receipts: [], galleries: [] },
    count: 0,
    bytes: 0,
    copied: 0,
    missing: [],
  };
  for (const folder of fileFolders) {
    const present = new Set<string>();
    await forEachLimited(needed[folder], parallelCopies, async (key) => {
      const stored = storePathOf(backupDir, key);
      const storedSize = await sizeOf(stored);
      const outcome =
        storedSize !== undefined
          ? { kind: 'stored' as const, bytes: storedSize }
          : await copyChecked(livePathOf(dataDir, folder, key), stored, key);
      if (outcome.kind === 'absent' || outcome.kind === 'damaged') {
        result.missing.push({
          folder,
          key,
          reason: outcome.kind === 'absent' ? 'absentFromDataDir' : 'damagedInDataDir',
        });
        return;
      }
      present.add(key);
      result.count += 1;
      result.bytes += outcome.bytes;
      if (outcome.kind === 'copied') result.copied += 1;
    });
    result.keys[folder] = needed[folder].filter((key) => present.has(key));
  }
  return result;
}

/**
 * A file the snapshot needs but the data folder lacks: if the live rows no longer point at it, its
 * rows were deleted after the snapshot and the app then deleted the file (it deletes files only
 * after their rows commit). Otherwise the live site has lost it as well.
 */
async function explainMissing(databaseUrl: string, missing: Missing[]): Promise<Missing[]> {
  if (missing.length === 0) return missing;
  const live = openLive(databaseUrl);
  try {
    const now = await referencedKeys(live.db);
    return missing.map((file) =>
      now[file.folder].includes(file.key) ? file : { ...file, reason: 'deletedAfterSnapshot' },
    );
  } finally {
    await live.close();
  }
}

/**
 * Writes one consistent backup while the server runs: `BACKUP_DIR/<time>/` with the database dump
 * and manifest.json, and the files its rows need in `BACKUP_DIR/files/`.
 *
 * The database first, the files after. Uploads store their file before saving the row, and
 * deletions remove the file only after the row's deletion commits, so every file a snapshot row
 * points at was on disk when the snapshot was taken. Copying files first instead would miss the
 * files of rows added between the copy and the snapshot, with no way to tell. Copying after, the
 * only loss is a file whose row was deleted meanwhile: the shared store often holds it already
 * from an earlier backup (same key, same bytes); when it does not, the manifest lists it under
 * `missing` with its reason, and a restore says so.
 */
export async function takeBackup(
  settings: BackupSettings,
  { now = new Date(), afterSnapshot }: BackupOptions = {},
): Promise<BackupResult> {
  targetOf(settings.databaseUrl);
  const folder = join(settings.backupDir, backupFolderName(now));
  if (existsSync(folder))
    throw new BackupError(`${folder} already exists: a backup was taken within this second. Run the backup again.`);
  // Written under another name and renamed when whole: a folder without the suffix is a finished backup.
  const partial = `${folder}${partialSuffix}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const snapshot = await snapshotDatabase(settings.databaseUrl, partial);
    await afterSnapshot?.();
    const files = await copyFiles(settings, snapshot.keys);
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: {
        kind: snapshot.kind,
        file: snapshot.dumpFile,
        bytes: (await stat(snapshot.dumpPath)).size,
        sha256: await sha256OfFile(snapshot.dumpPath),
        migration: snapshot.migration,
      },
      files: { count: files.count, bytes: files.bytes, copied: files.copied, keys: files.keys },
      missing: await explainMissing(settings.databaseUrl, files.missing),
    };
    await writeFile(join(partial, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

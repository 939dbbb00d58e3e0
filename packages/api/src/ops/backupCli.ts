import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { takeBackup } from './backup.js';
import { BackupError } from './backupManifest.js';
import { restoreBackup } from './restore.js';
import { pruneBackups, removeUnfinished, withBackupLock } from './retention.js';

/** Where a command writes: lines for the operator, results on out, refusals and failures on err. */
export type CommandOutput = { out: (line: string) => void; err: (line: string) => void };
type Settings = Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir'>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** An operator's sentence as it is; every other failure with its stack, as the server logs one. */
function report(error: unknown, output: CommandOutput): number {
  output.err(
    error instanceof BackupError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error),
  );
  return 1;
}

const backupUsage = 'Usage: npm run backup [-- --keep-days N]';

/** The `--keep-days N` of a backup command line: undefined keeps every backup. */
function keepDaysOf(argv: string[]): number | undefined | 'invalid' {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { 'keep-days': { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const text = values['keep-days'];
    if (positionals.length > 0) return 'invalid';
    if (text === undefined) return undefined;
    return /^\d{1,4}$/.test(text) && Number(text) > 0 ? Number(text) : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * `npm run backup [-- --keep-days N]`: exit 0 when the backup holds everything its rows need (or
 * lacks only files of rows deleted meanwhile), 1 otherwise, 2 on a wrong command line. With
 * --keep-days, backups older than N days and the files only they needed are removed afterwards.
 */
export async function backupCommand(argv: string[], settings: Settings, output: CommandOutput): Promise<number> {
  const keepDays = keepDaysOf(argv);
  if (keepDays === 'invalid') {
    output.err(backupUsage);
    return 2;
  }
  try {
    return await withBackupLock(settings.backupDir, async () => {
      await removeUnfinished(settings.backupDir);
      const code = await backupOnce(settings, output);
      // After a backup that lacks files the live site has lost too, older backups may hold the only copies.
      if (keepDays === undefined || code !== 0) return code;
      const { removedBackups, removedFiles } = await pruneBackups(settings.backupDir, keepDays);
      output.out(
        `Kept ${keepDays} days: removed ${removedBackups.length} older backup(s) and ${removedFiles} file(s) only they needed.`,
      );
      return code;
    });
  } catch (error) {
    return report(error, output);
  }
}

async function backupOnce(settings: Settings, output: CommandOutput): Promise<number> {
  const { folder, manifest } = await takeBackup(settings);
  const { database, files, missing } = manifest;
  output.out(`Backup written to ${folder}`);
  output.out(
    `  database: ${database.kind}, ${megabytes(database.bytes)}, migration ${database.migration ?? 'none'}, sha256 ${database.sha256}`,
  );
  output.out(`  files: ${files.count} (${megabytes(files.bytes)}), ${files.copied} new in the shared store`);
  const deleted = missing.filter((file) => file.reason === 'deletedAfterSnapshot');
  const lost = missing.filter((file) => file.reason !== 'deletedAfterSnapshot');
  if (deleted.length > 0)
    output.out(
      `  ${deleted.length} file(s) were deleted with their rows after the snapshot; the manifest lists them under "missing".`,
    );
  if (lost.length === 0) return 0;
  output.err(
    `${lost.length} file(s) that rows point at are missing or damaged in ${settings.dataDir} itself (first: ${lost[0]?.folder}/${lost[0]?.key}); the backup lists them under "missing". The live site cannot serve them either.`,
  );
  return 1;
}

const restoreUsage = 'Usage: npm run restore -- <backup folder> [--force]';

/** `npm run restore -- <backup folder> [--force]`: exit 0 once restored, 1 on a refusal or failure, 2 on a wrong command line. */
export async function restoreCommand(argv: string[], settings: Settings, output: CommandOutput): Promise<number> {
  let folder: string | undefined;
  let force = false;
  try {
    const parsed = parseArgs({
      args: argv,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    [folder] = parsed.positionals;
    force = parsed.values.force;
    if (!folder || parsed.positionals.length > 1) throw new Error('one backup folder expected');
  } catch {
    output.err(restoreUsage);
    return 2;
  }
  try {
    const { manifest, filesWritten, filesKept } = await restoreBackup(folder, {
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      force,
    });
    output.out(
      `Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, migration ${manifest.database.migration ?? 'none'}).`,
    );
    output.out(`  files: ${filesWritten} written to ${settings.dataDir}, ${filesKept} already there`);
    if (manifest.missing.length > 0)
      output.out(
        `  ${manifest.missing.length} file(s) the backup could not hold are not served (the manifest's "missing" says why).`,
      );
    output.out('Start the server on it: at start it runs the migrations this code has and the backup lacks.');
    return 0;
  } catch (error) {
    return report(error, output);
  }
}

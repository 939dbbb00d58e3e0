import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { takeBackup } from './backup.js';
import { BackupError } from './backupManifest.js';
import { restoreBackup } from './restore.js';

/** Where a command writes: lines for the operator, results on out, refusals and failures on err. */
export type CommandOutput = { out: (line: string) => void; err: (line: string) => void };
type Settings = Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir'>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** An operator's sentence as it is; any other failure with its stack, as the server logs one. */
function report(error: unknown, output: CommandOutput): number {
  output.err(error instanceof BackupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
  return 1;
}

/** `npm run backup`: exit 0 when the backup holds everything its rows need (or lost only files of rows deleted meanwhile), 1 otherwise. */
export async function backupCommand(settings: Settings, output: CommandOutput): Promise<number> {
  try {
    const { folder, manifest } = await takeBackup(settings);
    const { database, files, missing } = manifest;
    output.out(`Backup written to ${folder}`);
    output.out(`  database: ${database.kind}, ${megabytes(database.bytes)}, migration ${database.migration ?? 'none'}, sha256 ${database.sha256}`);
    output.out(`  files: ${files.count} (${megabytes(files.bytes)}), ${files.copied} new in the shared store`);
    const deleted = missing.filter((file) => file.reason === 'deletedAfterSnapshot');
    const lost = missing.filter((file) => file.reason !== 'deletedAfterSnapshot');
    if (deleted.length > 0) output.out(`  ${deleted.length} file(s) were deleted with their rows after the snapshot; the manifest lists them under "missing".`);
    if (lost.length === 0) return 0;
    output.err(`${lost.length} file(s) that rows point at are missing or damaged in ${settings.dataDir} itself (first: ${lost[0]?.folder}/${lost[0]?.key}); the backup lists them under "missing". The live site cannot serve them either.`);
    return 1;
  } catch (error) {
    return report(error, output);
  }
}

const restoreUsage = 'Usage: npm run restore -- <backup folder> [--force]';

/** `npm run restore -- <backup folder> [--force]`: exit 0 once restored, 1 on a refusal or failure, 2 on a wrong command line. */
export async function restoreCommand(argv: string[], settings: Settings, output: CommandOutput): Promise<number> {
  let folder: string | undefined;
  let force = false;
  try {
    const parsed = parseArgs({ args: argv, options: { force: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
    [folder] = parsed.positionals;
    force = parsed.values.force;
    if (!folder || parsed.positionals.length > 1) throw new Error('one backup folder expected');
  } catch {
    output.err(restoreUsage);
    return 2;
  }
  try {
    const { manifest, filesWritten, filesKept } = await restoreBackup(folder, { databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, force });
    output.out(`Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, migration ${manifest.database.migration ?? 'none'}).`);
    output.out(`  files: ${filesWritten} written to ${settings.dataDir}, ${filesKept} already there`);
    if (manifest.missing.length > 0) output.out(`  ${manifest.missing.length} file(s) the backup could not hold are not served (the manifest's "missing" says why).`);
    output.out('Start the server on it: it runs any newer migrations at start.');
    return 0;
  } catch (error) {
    return report(error, output);
  }
}

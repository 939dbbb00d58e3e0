import { ConfigError, loadConfig } from '../config.js';
import { backupCommand, type CommandOutput } from './backupCli.js';

/** `npm run backup [-- --keep-days N]`: reads DATABASE_URL, DATA_DIR and BACKUP_DIR as the server does (config.ts). */
const output: CommandOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

try {
  process.exitCode = await backupCommand(process.argv.slice(2), loadConfig(), output);
} catch (error) {
  output.err(error instanceof ConfigError ? error.message : String(error));
  process.exitCode = 1;
}

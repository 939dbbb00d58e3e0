import { ConfigError, loadConfig } from '../config.js';
import { restoreCommand, type CommandOutput } from './backupCli.js';

/** `npm run restore -- <backup folder> [--force]`: restores into DATABASE_URL and DATA_DIR as the server reads them (config.ts). */
const output: CommandOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

try {
  process.exitCode = await restoreCommand(process.argv.slice(2), loadConfig(), output);
} catch (error) {
  output.err(error instanceof ConfigError ? error.message : String(error));
  process.exitCode = 1;
}

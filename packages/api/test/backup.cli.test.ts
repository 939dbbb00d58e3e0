import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup } from '../src/ops/backup.js';
import { findPgTool } from '../src/ops/pgTools.js';
import { backupSettingsOf, runBuiltScript } from './backup.fixtures.js';
import { newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let source: TestApp;
let backupDir: string;
beforeAll(async () => {
  source = await startTestApp();
  await newUser(source);
  backupDir = mkdtempSync(join(tmpdir(), 'tasbir-backups-'));
});
afterAll(async () => {
  await source.close();
  rmSync(backupDir, { recursive: true, force: true });
});

const envOf = (t: TestApp) => ({
  DATABASE_URL: t.config.databaseUrl,
  DATA_DIR: t.config.dataDir,
  BACKUP_DIR: backupDir,
});

describe('npm run restore, as built', () => {
  it('refuses a database that holds accounts with exit code 1 and a sentence saying how to go on', async () => {
    const { folder } = await takeBackup(backupSettingsOf(source, backupDir));
    const run = await runBuiltScript('restoreMain.js', [folder], envOf(source));
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'The database DATABASE_URL names already holds accounts, and restoring would replace them: nothing was restored. Run the restore again with --force to replace that database.\n',
    });
  });

  it('answers a folder that holds no backup with exit code 1 and says so', async () => {
    const run = await runBuiltScript('restoreMain.js', [backupDir], envOf(source));
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `${backupDir} has no manifest.json: it is not a backup folder, or the backup did not finish.\n`,
    });
  });

  it('shows how it is used, with exit code 2, when no folder is given', async () => {
    const run = await runBuiltScript('restoreMain.js', ['--force'], envOf(source));
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'Usage: npm run restore -- <backup folder> [--force]\n' });
  });
});

describe('npm run backup, as built', () => {
  it('writes a dated folder and says where, with exit code 0', async () => {
    // A root of its own: a backup taken above within the same second would hold the same name.
    const root = join(backupDir, 'scheduled');
    const run = await runBuiltScript('backupMain.js', [], { ...envOf(source), BACKUP_DIR: root });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Backup written to ${root}/\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\n`));
  });

  it('refuses a database that lives only in memory, with exit code 1', async () => {
    const run = await runBuiltScript('backupMain.js', [], { ...envOf(source), DATABASE_URL: ':memory:' });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'DATABASE_URL is :memory:, a database that lives only inside one server process: there is nothing on disk to back up or restore into.\n',
    });
  });
});

describe("finding PostgreSQL's programs", () => {
  it('says what to install when pg_dump is nowhere to be found', async () => {
    await expect(findPgTool('pg_dump', ['/nonexistent/bin/pg_dump'])).rejects.toThrow(
      "pg_dump was not found on this machine (looked on PATH, in /usr/lib/postgresql/*/bin, /usr/pgsql-*/bin, /usr/local and Homebrew): install PostgreSQL's client programs of the server's version or newer (Debian and Ubuntu: apt-get install postgresql-client).",
    );
  });
});

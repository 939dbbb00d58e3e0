import { execFile, spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backupManifest.js';

export type PgTool = 'pg_dump' | 'pg_restore';

const run = promisify(execFile);

/** Where PostgreSQL's client programs are installed besides PATH: Debian/Ubuntu and RHEL per version, source builds, Homebrew. */
async function installedCopies(tool: PgTool): Promise<string[]> {
  const debian = await readdir('/usr/lib/postgresql').catch(() => []);
  const rhel = (await readdir('/usr').catch(() => [])).filter((name) => name.startsWith('pgsql-'));
  return [
    ...debian.map((version) => join('/usr/lib/postgresql', version, 'bin', tool)),
    ...rhel.map((name) => join('/usr', name, 'bin', tool)),
    ...['/usr/local/pgsql/bin', '/usr/local/bin', '/opt/homebrew/bin'].map((dir) => join(dir, tool)),
  ];
}

/** The major and minor version a copy answers with, or undefined when it does not run. */
async function versionOf(path: string): Promise<number | undefined> {
  const answer = await run(path, ['--version'], { timeout: 10_000 }).catch(() => undefined);
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(answer?.stdout ?? '');
  return match ? Number(match[1]) * 1000 + Number(match[2] ?? 0) : undefined;
}

/**
 * The newest copy of a PostgreSQL client program on this machine (or among `places`): pg_dump refuses a server newer
 * than itself, so among several installed versions the newest is the one that works.
 */
export async function findPgTool(tool: PgTool, places?: string[]): Promise<string> {
  // Absolute paths first: on a tie they win over PATH, whose lookup a child without environment may not share.
  const candidates = places ?? [...(await installedCopies(tool)), tool];
  let best: { path: string; version: number } | undefined;
  for (const path of candidates) {
    const version = await versionOf(path);
    if (version !== undefined && (!best || version > best.version)) best = { path, version };
  }
  if (!best)
    throw new BackupError(
      `${tool} was not found on this machine (looked on PATH, in /usr/lib/postgresql/*/bin, /usr/pgsql-*/bin, /usr/local and Homebrew): install PostgreSQL's client programs of the server's version or newer (Debian and Ubuntu: apt-get install postgresql-client).`,
    );
  return best.path;
}

/**
 * A connection string without its password, and the password apart: the password travels to the
 * child in PGPASSWORD, never on its command line, where every user of the machine can read it.
 */
export function splitPassword(databaseUrl: string): { dbname: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { dbname: url.toString(), password };
}

/**
 * Runs a PostgreSQL client program and resolves once it exits 0; otherwise rejects with the end
 * of what it wrote to stderr. The child gets only PGPASSWORD and `env`: connection settings belong
 * in DATABASE_URL, as for the server.
 */
export function runPgTool(
  path: string,
  args: string[],
  password: string | undefined,
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, {
      env: password === undefined ? env : { ...env, PGPASSWORD: password },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('error', (error) => reject(new BackupError(`${path} could not be started: ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path} failed (exit ${code ?? 'by signal'}): ${stderr.trim() || 'no message'}`));
    });
  });
}

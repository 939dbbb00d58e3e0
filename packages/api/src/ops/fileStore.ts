import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseMediaKey } from '../files/mediaKeys.js';
import type { FileFolder } from './backupRepository.js';

/**
 * Where file bytes are, in the live data folder and in the backup root. Both fan out by the key's
 * first two characters, as DiskMediaStore does. The backup root keeps each key once, in
 * `BACKUP_DIR/files/`, for every backup: keys are content hashes, so a key's bytes never change and a
 * second backup copies only keys the store lacks.
 *
 * Copies, not hard links: a hard link is the live file itself (same disk, same blocks), so it
 * would not survive the disk or a stray write, and it cannot cross to another file system, where
 * a backup belongs. Each copy is hashed on the way and must match its key.
 */
const fanOut = (key: string) => join(key.slice(0, 2), key);
export const livePathOf = (dataDir: string, folder: FileFolder, key: string) => join(dataDir, folder, fanOut(key));
export const storePathOf = (backupDir: string, key: string) => join(backupDir, 'files', fanOut(key));

export type CopyOutcome = { kind: 'copied'; bytes: number } | { kind: 'absent' } | { kind: 'damaged' };

/** The size of a file, or undefined when there is none. */
export async function sizeOf(path: string): Promise<number | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? info.size : undefined;
}

/**
 * Copies `from` to `to` through a file beside `to` that is renamed in once written, synced and
 * checked against the key's hash; a reader never sees half a file, and bytes that do not match
 * their key are not kept.
 */
export async function copyChecked(from: string, to: string, key: string): Promise<CopyOutcome> {
  const expected = parseMediaKey(key)?.hash;
  if (!expected) return { kind: 'damaged' };
  await mkdir(dirname(to), { recursive: true });
  const incoming = `${to}.${randomUUID()}.incoming`;
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(createReadStream(from), tap, createWriteStream(incoming, { flags: 'wx' }));
  } catch (error) {
    await rm(incoming, { force: true });
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return { kind: 'absent' };
    throw error;
  }
  if (hash.digest('hex') !== expected) {
    await rm(incoming, { force: true });
    return { kind: 'damaged' };
  }
  const handle = await open(incoming, 'r+');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(incoming, to);
  return { kind: 'copied', bytes };
}

/** Whether a stored file's bytes still hash to its key. */
export async function matchesKey(path: string, key: string): Promise<boolean> {
  const hash = createHash('sha256');
  try {
    await pipeline(createReadStream(path), hash);
  } catch {
    return false;
  }
  return hash.digest('hex') === parseMediaKey(key)?.hash;
}

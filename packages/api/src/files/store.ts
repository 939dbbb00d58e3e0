import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Staging } from './staging.js';
import { parseMediaKey, type MediaExt } from './mediaKeys.js';

export type StoredMedia = {
  key: string;
  size: number;
  /** False when the same bytes were stored already. */ created: boolean;
};
export type MediaStat = {
  key: string;
  size: number;
  contentType: string;
  /** Strong ETag: the content hash, quoted. */ etag: string;
};
export type ByteRange = { start: number; end: number };

/**
 * Where media bytes live. Content-addressed: the key is the SHA-256 of the bytes, so equal files
 * are stored once and a key's bytes never change. An object store can replace the disk later.
 */
export interface MediaStore {
  /** Stores bytes, or moves a file in (the file is gone afterwards unless it was stored already). */
  put(source: Buffer | { path: string }, ext: MediaExt): Promise<StoredMedia>;
  stat(key: string): Promise<MediaStat | undefined>;
  /** The bytes, or an inclusive byte range of them; `chunkBytes` for a reader that wants them in larger pieces. */
  stream(key: string, range?: ByteRange, chunkBytes?: number): Readable;
  delete(key: string): Promise<void>;
}

async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** The disk store under `DATA_DIR/media/`, fanned out by the hash's first two characters. */
export class DiskMediaStore implements MediaStore {
  constructor(
    readonly root: string,
    private readonly staging: Staging,
  ) {}

  private pathOf(key: string): string {
    return join(this.root, key.slice(0, 2), key);
  }

  async put(source: Buffer | { path: string }, ext: MediaExt): Promise<StoredMedia> {
    const isBuffer = Buffer.isBuffer(source);
    const hash = isBuffer ? createHash('sha256').update(source).digest('hex') : await hashFile(source.path);
    const key = `${hash}.${ext}`;
    const target = this.pathOf(key);
    const existing = await stat(target).catch(() => undefined);
    if (existing) return { key, size: existing.size, created: false };
    await mkdir(dirname(target), { recursive: true });
    // Written beside the store first and renamed in, so a reader never sees half a file.
    const incoming = isBuffer ? this.staging.newPath() : source.path;
    try {
      if (isBuffer) await writeFile(incoming, source);
      await rename(incoming, target);
    } catch (error) {
      if (isBuffer) await rm(incoming, { force: true });
      throw error;
    }
    return { key, size: (await stat(target)).size, created: true };
  }

  async stat(key: string): Promise<MediaStat | undefined> {
    const parsed = parseMediaKey(key);
    if (!parsed) return undefined;
    const info = await stat(this.pathOf(key)).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { key, size: info.size, contentType: parsed.contentType, etag: `"${parsed.hash}"` };
  }

  stream(key: string, range?: ByteRange, chunkBytes?: number): Readable {
    return createReadStream(this.pathOf(key), { ...range, ...(chunkBytes ? { highWaterMark: chunkBytes } : {}) });
  }

  async delete(key: string): Promise<void> {
    if (parseMediaKey(key)) await rm(this.pathOf(key), { force: true });
  }
}

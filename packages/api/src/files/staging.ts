import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Base64Decoder, base64Start, InvalidBase64Error } from './base64.js';

/**
 * An uploaded file waiting in the staging folder. Only server code makes these (the REST adapter
 * from a request body, or a service from a data URL); a client can never name a path.
 */
export class StagedFile {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}
}

export class FileTooLargeError extends Error {}
export class FileDataError extends Error {}

/** Files older than this in the staging folder are leftovers of a crash. */
const staleAfterMs = 60 * 60 * 1000;

/**
 * The staging folder (`DATA_DIR/tmp/uploads`): uploads land here before they are checked and
 * processed, on the same disk as the media store so a move into it is a rename.
 */
export class Staging {
  constructor(readonly dir: string) {}

  /** Makes the folder and clears what a crashed process left there (at start, before the first upload). */
  initSync(): void {
    mkdirSync(this.dir, { recursive: true });
    const cutoff = Date.now() - staleAfterMs;
    for (const name of readdirSync(this.dir)) {
      const path = join(this.dir, name);
      if ((statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < cutoff) rmSync(path, { force: true });
    }
  }

  /** A fresh path in the folder; the caller removes it. */
  newPath(suffix = ''): string {
    return join(this.dir, `${randomUUID()}${suffix}`);
  }

  async remove(file: StagedFile | string | undefined): Promise<void> {
    if (file) await rm(typeof file === 'string' ? file : file.path, { force: true });
  }

  /** Writes a stream to a new staged file; whatever fails, nothing is left behind. */
  async fromStream(source: Readable): Promise<StagedFile> {
    const path = this.newPath();
    try {
      await pipeline(source, createWriteStream(path, { flags: 'wx' }));
      return new StagedFile(path, (await stat(path)).size);
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  /** Writes decoded chunks as they come, refusing beyond `maxBytes`; the returned writer owns the file until `finish`. */
  async writer(maxBytes: number) {
    const path = this.newPath();
    const handle = await open(path, 'wx');
    let size = 0;
    let closed = false;
    const close = async () => {
      if (!closed) {
        closed = true;
        await handle.close();
      }
    };
    return {
      write: async (bytes: Buffer) => {
        size += bytes.length;
        if (size > maxBytes) throw new FileTooLargeError('file too large');
        if (bytes.length > 0) await handle.write(bytes);
      },
      finish: async () => {
        await close();
        return new StagedFile(path, size);
      },
      abort: async () => {
        await close();
        await rm(path, { force: true });
      },
    };
  }

  /**
   * A data URL (or bare base64) as a staged file. Refused before decoding when its length alone
   * says it is too large (base64 carries 3 bytes in 4 characters: 0.75 × length), and again on the exact size.
   */
  async fromDataUrl(text: string, maxBytes: number): Promise<StagedFile> {
    const start = base64Start(text.slice(0, 256));
    if (start < 0) throw new FileDataError('not a base64 data URL');
    if ((text.length - start) * 0.75 > maxBytes + 3) throw new FileTooLargeError('file too large');
    const decoder = new Base64Decoder();
    const out = await this.writer(maxBytes);
    try {
      const step = 1 << 20;
      for (let at = start; at < text.length; at += step)
        await out.write(decoder.push(Buffer.from(text.slice(at, at + step), 'utf8')));
      await out.write(decoder.end());
      return await out.finish();
    } catch (error) {
      await out.abort();
      throw error instanceof InvalidBase64Error ? new FileDataError(error.message) : error;
    }
  }
}

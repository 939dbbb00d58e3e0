import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomId, sandboxRecordSchema, type SandboxRecord } from './records.js';

/** A provider's prefix and an id: letters, digits and hyphens only, so a key never leaves the directory. */
const safeKey = /^[a-z]+-[A-Za-z0-9-]{1,100}$/;

/**
 * Sandbox transactions as one small JSON file each under `${dataDir}/payment-sandbox/`, so they
 * survive a restart like a provider's would. Each write goes to a temporary file that is renamed over
 * the old one (atomic on one file system), so a killed process leaves either the old record or the
 * new one. Changes to one record run one at a time, so concurrent status calls cannot lose a count.
 */
export class SandboxStore {
  private readonly directory: string;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'payment-sandbox');
  }

  async open(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
  }

  async read(key: string): Promise<SandboxRecord | undefined> {
    let text: string;
    try {
      text = await readFile(this.pathOf(key), 'utf8');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
      throw error;
    }
    return sandboxRecordSchema.parse(JSON.parse(text));
  }

  /**
   * Reads the record, lets `change` answer the next one (the same object, or undefined, to leave it),
   * writes that, and answers what is stored now. Changes to one key wait for each other.
   */
  update(
    key: string,
    change: (current: SandboxRecord | undefined) => SandboxRecord | undefined,
  ): Promise<SandboxRecord | undefined> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(async () => {
      const current = await this.read(key);
      const next = change(current);
      if (next === undefined || next === current) return current;
      await this.write(key, next);
      return next;
    });
    // The queue goes on after a failed change; the failure still reaches its own caller.
    const settled = run.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return run;
  }

  private async write(key: string, record: SandboxRecord): Promise<void> {
    const path = this.pathOf(key);
    const temporary = `${path}.${process.pid}.${randomId(8)}.tmp`;
    await writeFile(temporary, JSON.stringify(record), { flag: 'wx' });
    await rename(temporary, path);
  }

  private pathOf(key: string): string {
    if (!safeKey.test(key)) throw new Error(`not a sandbox record key: ${key}`);
    return join(this.directory, `${key}.json`);
  }
}

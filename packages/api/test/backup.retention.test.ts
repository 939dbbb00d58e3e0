import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup } from '../src/ops/backup.js';
import { backupCommand, type CommandOutput } from '../src/ops/backupCli.js';
import { pruneBackups } from '../src/ops/retention.js';
import { backupSettingsOf, marketplace, uploadDistinctPhoto, type Marketplace } from './backup.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { filesUnder } from './media.fixtures.js';

let source: TestApp;
let market: Marketplace;
let root: string;
beforeAll(async () => {
  source = await startTestApp();
  market = await marketplace(source, { fans: 0, photographers: 1, photosEach: 0 });
  root = mkdtempSync(join(tmpdir(), 'tasbir-backups-'));
});
afterAll(async () => {
  await source.close();
  rmSync(root, { recursive: true, force: true });
});

function capture(): CommandOutput & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (line) => lines.push(line), err: (line) => lines.push(line) };
}

const keysOf = async (photoId: string) => {
  const row = await source.db
    .selectFrom('photos')
    .select(['image_key', 'thumb_key'])
    .where('id', '=', photoId)
    .executeTakeFirstOrThrow();
  return [row.image_key, row.thumb_key];
};
const storedKeys = (backupRoot: string) => filesUnder(join(backupRoot, 'files')).map((path) => path.split('/').pop());

describe('keeping N days of backups', () => {
  it('removes backups older than N days and the files only they needed, and never the newest backup', async () => {
    const photographer = market.photographers[0] ?? market.admin;
    const early = await uploadDistinctPhoto(source, photographer);
    const earlyKeys = await keysOf(early.id);
    await takeBackup(backupSettingsOf(source, root), { now: new Date('2030-01-01T00:00:00Z') });
    await source.call('DELETE', `/api/photos/${early.id}`, { token: photographer.access_token });
    const late = await uploadDistinctPhoto(source, photographer);
    const lateKeys = await keysOf(late.id);
    await takeBackup(backupSettingsOf(source, root), { now: new Date('2030-01-10T00:00:00Z') });
    expect(storedKeys(root).sort()).toEqual([...earlyKeys, ...lateKeys].sort());

    expect(await pruneBackups(root, 7, new Date('2030-01-10T00:00:01Z'))).toEqual({
      removedBackups: ['2030-01-01T00-00-00Z'],
      removedFiles: 2,
    });
    expect(storedKeys(root).sort()).toEqual([...lateKeys].sort());
    expect(await pruneBackups(root, 1, new Date('2031-01-01T00:00:00Z'))).toEqual({
      removedBackups: [],
      removedFiles: 0,
    });
    expect(readdirSync(root).sort()).toEqual(['2030-01-10T00-00-00Z', 'files']);
  });
});

describe('one backup at a time', () => {
  it('refuses to run beside a backup that is still running, and leaves its lock alone', async () => {
    const lockedRoot = join(root, 'locked');
    mkdirSync(lockedRoot);
    writeFileSync(join(lockedRoot, '.lock'), String(process.pid));
    const output = capture();
    expect(await backupCommand([], backupSettingsOf(source, lockedRoot), output)).toBe(1);
    expect(output.lines).toEqual([
      `Another backup is running (process ${process.pid}, see ${join(lockedRoot, '.lock')}): run this one when it has finished.`,
    ]);
    expect(existsSync(join(lockedRoot, '.lock'))).toBe(true);
  });

  it('takes over the lock of a backup that crashed, clears what it left half-written, and removes the lock when done', async () => {
    const crashedRoot = join(root, 'crashed');
    mkdirSync(crashedRoot);
    // No process has this id: Linux ids stay below 2^22.
    writeFileSync(join(crashedRoot, '.lock'), '99999999');
    const partial = join(crashedRoot, '2030-01-01T00-00-00Z.partial');
    const halfCopied = join(crashedRoot, 'files', 'ab', `${'ab'.repeat(32)}.webp.0f7e.incoming`);
    mkdirSync(partial);
    mkdirSync(join(crashedRoot, 'files', 'ab'), { recursive: true });
    writeFileSync(halfCopied, 'half a file');
    expect(await backupCommand([], backupSettingsOf(source, crashedRoot), capture())).toBe(0);
    expect([existsSync(join(crashedRoot, '.lock')), existsSync(partial), existsSync(halfCopied)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('shows how it is used, with exit code 2, for a --keep-days that is not a number of days', async () => {
    const output = capture();
    expect(await backupCommand(['--keep-days', 'soon'], backupSettingsOf(source, root), output)).toBe(2);
    expect(output.lines).toEqual(['Usage: npm run backup [-- --keep-days N]']);
  });
});

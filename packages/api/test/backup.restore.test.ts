import { createDb } from '@tasbir/db';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '../src/files/mediaKeys.js';
import { takeBackup } from '../src/ops/backup.js';
import { backupCommand } from '../src/ops/backupCli.js';
import { livePathOf, storePathOf } from '../src/ops/fileStore.js';
import { restoreBackup } from '../src/ops/restore.js';
import {
  backupSettingsOf,
  marketplace,
  restoredApp,
  uploadDistinctPhoto,
  type Marketplace,
} from './backup.fixtures.js';
import { newUser } from './factories.js';
import { galleryWithPhotos } from './galleries.fixtures.js';
import { restartTestApp, startTestApp, type TestApp } from './harness.js';
import { fetchMedia, filesUnder } from './media.fixtures.js';

let source: TestApp;
let market: Marketplace;
const folders: string[] = [];
beforeAll(async () => {
  source = await startTestApp();
  market = await marketplace(source, { fans: 2, photographers: 1, photosEach: 1 });
});
afterAll(async () => {
  await source.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** An empty backup root of the test's own. */
function backupRoot(): string {
  const folder = mkdtempSync(join(tmpdir(), 'tasbir-backups-'));
  folders.push(folder);
  return folder;
}

/** A fresh app's database and folder, its server stopped, as the target of a restore. */
async function scratchTarget(): Promise<TestApp> {
  const scratch = await startTestApp();
  await scratch.stopServer();
  return scratch;
}

const usernamesIn = async (databaseUrl: string) => {
  const handle = createDb(databaseUrl);
  try {
    return (await handle.db.selectFrom('users').select('username').execute()).map((row) => row.username).sort();
  } finally {
    await handle.close();
  }
};

describe('the shared file store', () => {
  it('copies only the files that are new on a second backup, and lists every file each backup needs', async () => {
    const root = backupRoot();
    const first = await takeBackup(backupSettingsOf(source, root), { now: new Date('2030-01-01T00:00:00Z') });
    expect(first.folder).toBe(join(root, '2030-01-01T00-00-00Z'));
    expect(first.manifest.files.copied).toBe(first.manifest.files.count);
    expect(first.manifest.files.count).toBe(market.photos.length * 2 + market.fans.length);

    const photo = await uploadDistinctPhoto(source, market.photographers[0] ?? market.admin);
    const second = await takeBackup(backupSettingsOf(source, root), { now: new Date('2030-01-02T00:00:00Z') });
    expect(second.manifest.files).toMatchObject({ count: first.manifest.files.count + 2, copied: 2 });
    const row = await source.db
      .selectFrom('photos')
      .select(['image_key', 'thumb_key'])
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(second.manifest.files.keys.media).toEqual(expect.arrayContaining([row.image_key, row.thumb_key]));
    expect(first.manifest.files.keys.media).not.toContain(row.image_key);
    // Each key's bytes are kept once for both backups.
    expect(filesUnder(join(root, 'files'))).toHaveLength(second.manifest.files.count);
    await source.call('DELETE', `/api/photos/${photo.id}`, { token: market.admin.access_token });
  });
});

describe('what a restore refuses', () => {
  it('refuses a database that holds accounts unless forced, and with --force replaces it', async () => {
    const { folder } = await takeBackup(backupSettingsOf(source, backupRoot()));
    const target = await startTestApp();
    const own = await newUser(target);
    await target.stopServer();
    const into = (force: boolean) =>
      restoreBackup(folder, { databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir, force });

    await expect(into(false)).rejects.toThrow(
      'The database DATABASE_URL names already holds accounts, and restoring would replace them: nothing was restored. Run the restore again with --force to replace that database.',
    );
    expect(await usernamesIn(target.config.databaseUrl)).toEqual([own.user.username]);

    await into(true);
    const restored = await restartTestApp({ ...target, stopServer: async () => {} });
    try {
      expect(await usernamesIn(target.config.databaseUrl)).toEqual(await usernamesIn(source.config.databaseUrl));
      const photo = market.photos[0];
      expect((await fetchMedia(restored, photo?.image_url ?? '')).status).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('refuses a backup whose database dump does not match its checksum, and restores nothing', async () => {
    const { folder, manifest } = await takeBackup(backupSettingsOf(source, backupRoot()));
    const dump = join(folder, manifest.database.file);
    const bytes = readFileSync(dump);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    writeFileSync(dump, bytes);
    const target = await scratchTarget();
    try {
      await expect(
        restoreBackup(folder, { databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir, force: true }),
      ).rejects.toThrow(`${dump} does not match the checksum in its manifest`);
      expect(await usernamesIn(target.config.databaseUrl)).toEqual([]);
      expect(filesUnder(join(target.config.dataDir, 'media'))).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('refuses a backup one of whose files does not match its key, and restores nothing', async () => {
    const root = backupRoot();
    const { folder, manifest } = await takeBackup(backupSettingsOf(source, root));
    const key = manifest.files.keys.receipts[0] ?? '';
    writeFileSync(storePathOf(root, key), 'not the receipt that was sent');
    const target = await scratchTarget();
    try {
      await expect(
        restoreBackup(folder, { databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir, force: true }),
      ).rejects.toThrow(
        `1 file(s) of this backup are missing from ${join(root, 'files')} or do not match their checksum (first: ${key})`,
      );
      expect(await usernamesIn(target.config.databaseUrl)).toEqual([]);
    } finally {
      await target.close();
    }
  });
});

describe('files the snapshot needs that are gone', () => {
  it('lists the files of a photo deleted between the snapshot and the copy as deleted after the snapshot, and still restores', async () => {
    const photographer = market.photographers[0] ?? market.admin;
    const doomed = await uploadDistinctPhoto(source, photographer);
    const row = await source.db
      .selectFrom('photos')
      .select(['image_key', 'thumb_key'])
      .where('id', '=', doomed.id)
      .executeTakeFirstOrThrow();
    const deletePhoto = async () =>
      expect(
        (await source.call('DELETE', `/api/photos/${doomed.id}`, { token: photographer.access_token })).status,
      ).toBe(200);
    const { folder, manifest } = await takeBackup(backupSettingsOf(source, backupRoot()), {
      afterSnapshot: deletePhoto,
    });

    expect(manifest.missing.sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      [row.image_key, row.thumb_key].sort().map((key) => ({ folder: 'media', key, reason: 'deletedAfterSnapshot' })),
    );
    expect(manifest.files.count).toBe(market.photos.length * 2 + market.fans.length);
    const restored = await restoredApp(folder);
    try {
      // The snapshot's row is back, and honestly without its file; every other file is served.
      expect((await fetchMedia(restored, mediaUrl(row.image_key))).status).toBe(404);
      for (const photo of market.photos) expect((await fetchMedia(restored, photo.image_url)).status).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('ends in failure, naming the file, when the data folder has lost a file that live rows still point at', async () => {
    const photographer = market.photographers[0] ?? market.admin;
    const photo = await uploadDistinctPhoto(source, photographer);
    const row = await source.db
      .selectFrom('photos')
      .select(['image_key'])
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    rmSync(livePathOf(source.config.dataDir, 'media', row.image_key));
    const lines = { out: [] as string[], err: [] as string[] };
    const code = await backupCommand([], backupSettingsOf(source, backupRoot()), {
      out: (line) => lines.out.push(line),
      err: (line) => lines.err.push(line),
    });
    expect(code).toBe(1);
    expect(lines.err).toEqual([
      `1 file(s) that rows point at are missing or damaged in ${source.config.dataDir} itself (first: media/${row.image_key}); the backup lists them under "missing". The live site cannot serve them either.`,
    ]);
    await source.call('DELETE', `/api/photos/${photo.id}`, { token: photographer.access_token });
  });
});

describe("a delivery gallery's files", () => {
  it('are in the backup beside its rows, and a restore brings back every one, originals to watermarks', async () => {
    const { photographer, gallery, photos } = await galleryWithPhotos(source, {
      names: ['IMG_0101.jpg', 'IMG_0102.jpg'],
    });
    const rows = await source.db
      .selectFrom('gallery_photos')
      .select(['original_key', 'web_key', 'preview_key', 'thumb_key'])
      .where('gallery_id', '=', gallery.id)
      .execute();
    const keys = rows.flatMap((row) => [row.original_key, row.web_key, row.preview_key, row.thumb_key]);
    expect(keys).toHaveLength(photos.length * 4);
    const { folder, manifest } = await takeBackup(backupSettingsOf(source, backupRoot()));
    expect(manifest.files.keys.galleries).toEqual(expect.arrayContaining(keys));

    const target = await scratchTarget();
    try {
      await restoreBackup(folder, {
        databaseUrl: target.config.databaseUrl,
        dataDir: target.config.dataDir,
        force: false,
      });
      for (const key of keys)
        expect(readFileSync(livePathOf(target.config.dataDir, 'galleries', key))).toEqual(
          readFileSync(livePathOf(source.config.dataDir, 'galleries', key)),
        );
    } finally {
      await target.close();
    }
    await source.call('DELETE', `/api/galleries/${gallery.id}`, { token: photographer.access_token });
  });
});

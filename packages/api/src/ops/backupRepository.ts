import type { Db } from '@tasbir/db';
import { sql } from 'kysely';
import { mediaKeyOfUrl, parseMediaKey } from '../files/mediaKeys.js';

/**
 * The folders under DATA_DIR whose files rows point at, each a content-addressed store
 * (DiskMediaStore): `media` (photos, reels, posters, profile pictures), `receipts` (payment
 * receipts of credit and plan requests) and `galleries` (delivery galleries' originals, web sizes,
 * previews and watermark logos). Nothing else under DATA_DIR is backed up (README "Backups").
 */
export const fileFolders = ['media', 'receipts', 'galleries'] as const;
export type FileFolder = (typeof fileFolders)[number];
export type KeysByFolder = Record<FileFolder, string[]>;

// A value the store could not have made as a key names no file of ours (the store would not serve it either).
const isFileKey = (key: string | null | undefined): key is string =>
  typeof key === 'string' && parseMediaKey(key) !== undefined;
const distinctSorted = (keys: (string | null | undefined)[]) => [...new Set(keys.filter(isFileKey))].sort();

/** Every file key the rows of a database point at, by the folder the file lives in. */
export async function referencedKeys(db: Db): Promise<KeysByFolder> {
  const photos = await db.selectFrom('photos').select(['image_key', 'thumb_key']).execute();
  const reels = await db.selectFrom('reels').select(['video_key', 'poster_key']).execute();
  // Profile pictures are kept as the address they are served from; other addresses are not files of ours.
  const pictures = await db
    .selectFrom('users')
    .select('profile_picture')
    .where('profile_picture', 'is not', null)
    .execute();
  const creditReceipts = await db.selectFrom('credit_requests').select('receipt_key').execute();
  const planReceipts = await db.selectFrom('subscription_requests').select('receipt_key').execute();
  const galleryPhotos = await db
    .selectFrom('gallery_photos')
    .select(['original_key', 'web_key', 'preview_key', 'thumb_key'])
    .execute();
  const logos = await db.selectFrom('gallery_watermarks').select('logo_key').execute();
  return {
    media: distinctSorted([
      ...photos.flatMap((row) => [row.image_key, row.thumb_key]),
      ...reels.flatMap((row) => [row.video_key, row.poster_key]),
      ...pictures.map((row) => mediaKeyOfUrl(row.profile_picture)),
    ]),
    receipts: distinctSorted([...creditReceipts, ...planReceipts].map((row) => row.receipt_key)),
    galleries: distinctSorted([
      ...galleryPhotos.flatMap((row) => [row.original_key, row.web_key, row.preview_key, row.thumb_key]),
      ...logos.map((row) => row.logo_key),
    ]),
  };
}

/** The last migration the database has run (Kysely's own table, outside the schema type), or null before the first. */
export async function migrationVersion(db: Db): Promise<string | null> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return null;
  const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
  return rows[0]?.name ?? null;
}

/** Whether the database holds an account: what a restore must not overwrite unasked. */
export async function hasAccounts(db: Db): Promise<boolean> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'users')) return false;
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Runs `work` inside one read-only repeatable-read transaction whose snapshot is exported, so
 * `pg_dump --snapshot=<id>` dumps exactly the state `work` reads through `reader`. The transaction
 * stays open until `work` ends: pg_dump can only take up a snapshot while its exporter lives.
 */
export function inExportedSnapshot<T>(db: Db, work: (snapshotId: string, reader: Db) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
      const id = rows[0]?.id;
      if (!id) throw new Error('PostgreSQL exported no snapshot');
      return work(id, trx);
    });
}

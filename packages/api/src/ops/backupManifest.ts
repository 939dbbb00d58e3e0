import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { fileFolders } from './backupRepository.js';

/**
 * A backup folder: `BACKUP_DIR/<YYYY-MM-DDTHH-MM-SSZ>/` holds the database dump and manifest.json.
 * File bytes live once in `BACKUP_DIR/files/`, shared by every backup (fileStore.ts); the manifest
 * names the keys this backup needs. A folder still being written is named `<time>.partial`.
 */
export const manifestName = 'manifest.json';
export const partialSuffix = '.partial';

/** The backup folder's name for a moment: ISO 8601 in UTC to the second, with dashes where a file name cannot have colons. */
export function backupFolderName(at: Date): string {
  return `${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

export const backupFolderPattern = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
// Written by DiskMediaStore as `<sha256 of the bytes>.<ext>`: a key is its file's checksum.
const fileKey = z.string().regex(/^[0-9a-f]{64}\.[a-z0-9]{2,4}$/);
const count = z.number().int().min(0);
const folder = z.enum(fileFolders);

export const databaseDumpNames = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/**
 * Why a file the snapshot's rows point at is not in the backup. `deletedAfterSnapshot`: the live
 * rows no longer point at it, so it went with rows deleted after the snapshot (the app deletes files
 * only after their rows). `absentFromDataDir` and `damagedInDataDir`: live rows still need it, so
 * the live site has lost it too; the backup says so and the command ends in failure.
 */
export const missingReasons = ['deletedAfterSnapshot', 'absentFromDataDir', 'damagedInDataDir'] as const;
export type MissingReason = (typeof missingReasons)[number];

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: z.enum([databaseDumpNames.sqlite, databaseDumpNames.postgres]),
    bytes: count,
    sha256: sha256Hex,
    /** The last migration the snapshot had run. */
    migration: z.string().nullable(),
  }),
  files: z.object({
    /** Files this backup needs, all in the shared store. */
    count,
    bytes: count,
    /** How many of them this backup added to the store (the others were there from earlier backups). */
    copied: count,
    keys: z.object({
      media: z.array(fileKey),
      receipts: z.array(fileKey),
      // Backups made before delivery galleries (migration 0024) hold none.
      galleries: z.array(fileKey).default([]),
    }),
  }),
  missing: z.array(z.object({ folder, key: fileKey, reason: z.enum(missingReasons) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A sentence for the operator: why a backup or a restore cannot go on. The commands print it and exit 1. */
export class BackupError extends Error {}

/** A backup folder's manifest, or a sentence saying why it cannot be trusted. */
export async function readManifest(backupFolder: string): Promise<Manifest> {
  const text = await readFile(join(backupFolder, manifestName), 'utf8').catch(() => {
    throw new BackupError(
      `${backupFolder} has no ${manifestName}: it is not a backup folder, or the backup did not finish.`,
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${join(backupFolder, manifestName)} is not valid JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError(
      `${join(backupFolder, manifestName)} is not a manifest this version can read: ${parsed.error.issues[0]?.message ?? 'unknown shape'}.`,
    );
  return parsed.data;
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

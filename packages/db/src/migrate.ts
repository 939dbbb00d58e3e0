import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './createDb.js';
import * as m0001 from './migrations/0001_accounts.js';
import * as m0003 from './migrations/0003_directory.js';
import * as m0002 from './migrations/0002_media.js';

/** Every migration, in order. Imported statically so the same list runs from src and dist. */
const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0003_directory': m0003,
  '0002_media': m0002,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}

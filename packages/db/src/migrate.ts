import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet, type NoMigrations } from 'kysely';
import type { Db } from './createDb.js';
import * as m0001 from './migrations/0001_accounts.js';
import * as m0002 from './migrations/0002_media.js';
import * as m0003 from './migrations/0003_directory.js';
import * as m0004 from './migrations/0004_full_specialization_names.js';
import * as m0005 from './migrations/0005_directory_place_indexes.js';
import * as m0006 from './migrations/0006_gift_catalogue.js';
import * as m0007 from './migrations/0007_credit_ledger.js';
import * as m0008 from './migrations/0008_gift_totals.js';
import * as m0009 from './migrations/0009_gift_idempotency.js';
import * as m0010 from './migrations/0010_credit_requests.js';
import * as m0011 from './migrations/0011_subscription_requests.js';
import * as m0012 from './migrations/0012_admin_audit.js';
import * as m0013 from './migrations/0013_drop_gift_window_index.js';
import * as m0014 from './migrations/0014_chat.js';
import * as m0015 from './migrations/0015_bookings.js';
import * as m0016 from './migrations/0016_rate_limits.js';
import * as m0017 from './migrations/0017_username_skeletons.js';
import * as m0018 from './migrations/0018_uploaded_profile_pictures.js';
import * as m0019 from './migrations/0019_idempotency_request_hash.js';
import * as m0020 from './migrations/0020_refold_username_skeletons.js';
import * as m0021 from './migrations/0021_payments_and_payouts.js';
import * as m0022 from './migrations/0022_booking_policies.js';
import * as m0023 from './migrations/0023_booking_advances.js';
import * as m0024 from './migrations/0024_delivery_galleries.js';
import * as m0025 from './migrations/0025_directory_search.js';
import * as m0026 from './migrations/0026_trust_signals.js';
import * as m0027 from './migrations/0027_reports.js';
import * as m0028 from './migrations/0028_review_replies_and_blocks.js';
import * as m0029 from './migrations/0029_card_versions.js';
import * as m0030 from './migrations/0030_users_changed.js';
import * as m0031 from './migrations/0031_search_vocabulary_version.js';

/** Every migration, in order. Imported statically so the same list runs from src and dist. */
const migrations = {
  '0001_accounts': m0001,
  '0002_media': m0002,
  '0003_directory': m0003,
  '0004_full_specialization_names': m0004,
  '0005_directory_place_indexes': m0005,
  '0006_gift_catalogue': m0006,
  '0007_credit_ledger': m0007,
  '0008_gift_totals': m0008,
  '0009_gift_idempotency': m0009,
  '0010_credit_requests': m0010,
  '0011_subscription_requests': m0011,
  '0012_admin_audit': m0012,
  '0013_drop_gift_window_index': m0013,
  '0014_chat': m0014,
  '0015_bookings': m0015,
  '0016_rate_limits': m0016,
  '0017_username_skeletons': m0017,
  '0018_uploaded_profile_pictures': m0018,
  '0019_idempotency_request_hash': m0019,
  '0020_refold_username_skeletons': m0020,
  '0021_payments_and_payouts': m0021,
  '0022_booking_policies': m0022,
  '0023_booking_advances': m0023,
  '0024_delivery_galleries': m0024,
  '0025_directory_search': m0025,
  '0026_trust_signals': m0026,
  '0027_reports': m0027,
  '0028_review_replies_and_blocks': m0028,
  '0029_card_versions': m0029,
  '0030_users_changed': m0030,
  '0031_search_vocabulary_version': m0031,
} satisfies Record<string, Migration>;
export type MigrationName = keyof typeof migrations;

const isMigrationName = (name: string): name is MigrationName => name in migrations;

/** Every migration's name in the order they run (by name, as Kysely's migrator orders them). */
export const migrationNames: readonly MigrationName[] = Object.keys(migrations)
  .filter(isMigrationName)
  .sort((a, b) => a.localeCompare(b));

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

function check({ error, results }: MigrationResultSet): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  check(await new Migrator({ db, provider }).migrateToLatest());
}

/**
 * Up or down to the named migration, or down past the first (NO_MIGRATIONS): tests use it to hold
 * data as an older version stored it, and to undo every migration.
 */
export async function migrateTo(db: Db, name: MigrationName | NoMigrations): Promise<void> {
  check(await new Migrator({ db, provider }).migrateTo(name));
}

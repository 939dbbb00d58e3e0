import type { Kysely } from 'kysely';
import { createCardVersionTriggers, dropCardVersionTriggers } from '../cardVersionSql.js';

/**
 * A version per directory card (docs/decisions/023-kept-card-json.md), moved by triggers in the
 * transaction of every write that changes what the card shows; uncached directory pages read ids and
 * versions and take each card's JSON from the API's per-process memo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('card_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createCardVersionTriggers(db);
  // A page's keys straight from the directory's index, no table row read per card (about 8% more
  // uncached pages a second on the bench's 10,000 photographers).
  await directoryIndex(db, [...directoryOrder, 'card_version', 'subscription_plan', 'subscription_expires_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await directoryIndex(db, directoryOrder);
  await dropCardVersionTriggers(db);
  await db.schema.alterTable('users').dropColumn('card_version').execute();
}

/** The columns the directory is ordered by (docs/decisions/004-directory.md), after the filter's two. */
const directoryOrder = ['role', 'suspended', 'rank_score', 'verified', 'last_active_at', 'id'];

async function directoryIndex(db: Kysely<unknown>, columns: string[]): Promise<void> {
  await db.schema.dropIndex('users_directory').ifExists().execute();
  await db.schema.createIndex('users_directory').on('users').columns(columns).execute();
}

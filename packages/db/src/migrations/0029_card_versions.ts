import type { Kysely } from 'kysely';
import { createCardVersionTriggers, dropCardVersionTriggers } from '../cardVersionSql.js';

/**
 * A version per directory card (docs/decisions/023-kept-card-json.md), moved by triggers in the
 * transaction of any write that changes what the card shows; uncached directory pages read ids and
 * versions and take each card's JSON from the API's per-process memo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('card_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createCardVersionTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCardVersionTriggers(db);
  await db.schema.alterTable('users').dropColumn('card_version').execute();
}

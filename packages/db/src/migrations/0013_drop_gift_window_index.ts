import type { Kysely } from 'kysely';

/**
 * The leaderboards read kept totals (0008), so nothing reads gift rows by time now; the
 * window index only cost every gift one more B-tree write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('gift_transactions_window').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('gift_transactions_window')
    .ifNotExists()
    .on('gift_transactions')
    .columns(['created_at', 'recipient_id', 'gift_value'])
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * Replies to reviews and blocks between accounts (docs/decisions/021-review-replies-and-blocks.md).
 * A reply belongs to its review (one each) and goes with it; a block goes with either account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_replies')
    .ifNotExists()
    .addColumn('review_id', 'text', (c) => c.primaryKey().references('reviews.id').onDelete('cascade'))
    .addColumn('photographer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text')
    .execute();

  await db.schema
    .createTable('user_blocks')
    .ifNotExists()
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pair', ['blocker_id', 'blocked_id'])
    .execute();
  // "Has anyone blocked this account?" from the other side (a send checks both directions).
  await db.schema
    .createIndex('user_blocks_blocked')
    .ifNotExists()
    .on('user_blocks')
    .columns(['blocked_id', 'blocker_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_blocks').ifExists().execute();
  await db.schema.dropTable('review_replies').ifExists().execute();
}

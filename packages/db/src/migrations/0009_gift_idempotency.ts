import type { Kysely } from 'kysely';

/** Idempotency keys of gift purchases: a retried purchase with the same key is answered, not charged again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_idempotency_keys')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_idempotency_keys').ifExists().execute();
}

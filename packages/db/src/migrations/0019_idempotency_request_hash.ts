import type { Kysely } from 'kysely';

async function giftKeyColumns(db: Kysely<unknown>): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  return new Set(
    tables.find((table) => table.name === 'gift_idempotency_keys')?.columns.map((column) => column.name) ?? [],
  );
}

/**
 * An idempotency key remembers what it was sent with: `request_hash` is the SHA-256 of the
 * request's meaningful fields, so the same key with another request is refused instead of being
 * answered with the first one's result. Keys stored before have none and match every request, as
 * they did. Chat sends get keys of their own: the message a sender's key stands for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(await giftKeyColumns(db)).has('request_hash')) {
    await db.schema.alterTable('gift_idempotency_keys').addColumn('request_hash', 'text').execute();
  }
  await db.schema
    .createTable('chat_idempotency_keys')
    .ifNotExists()
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_idempotency_keys_pk', ['sender_id', 'key'])
    .execute();
  // The deletion cascade from a message finds its key.
  await db.schema
    .createIndex('chat_idempotency_keys_message')
    .ifNotExists()
    .on('chat_idempotency_keys')
    .column('message_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_idempotency_keys').ifExists().execute();
  if ((await giftKeyColumns(db)).has('request_hash'))
    await db.schema.alterTable('gift_idempotency_keys').dropColumn('request_hash').execute();
}

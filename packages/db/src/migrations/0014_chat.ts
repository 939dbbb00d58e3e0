import { sql, type Kysely } from 'kysely';

/**
 * Chat: one conversation per pair of accounts (`pair_key` is the two ids in order, so the pair is
 * unique whoever starts), its messages, and each message's read time (a message has one recipient).
 * Notifications: one row per event for its recipient. Everything goes with a deleted account.
 * Live events too large for a PostgreSQL notification (8,000 bytes) wait in `live_event_payloads`
 * for the other servers to read, briefly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('photographer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_message_id', 'text')
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Each side's list, newest activity first.
  await db.schema
    .createIndex('conversations_user')
    .ifNotExists()
    .on('conversations')
    .columns(['user_id', 'last_message_at', 'id'])
    .execute();
  await db.schema
    .createIndex('conversations_photographer')
    .ifNotExists()
    .on('conversations')
    .columns(['photographer_id', 'last_message_at', 'id'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('message_type', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('chat_messages_thread')
    .ifNotExists()
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();
  // Unread counts read only the unread rows.
  await db.schema
    .createIndex('chat_messages_unread')
    .ifNotExists()
    .on('chat_messages')
    .columns(['recipient_id', 'conversation_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  // Replaying what a reconnecting client missed, and the deletion cascade's scan by sender.
  await db.schema
    .createIndex('chat_messages_sender')
    .ifNotExists()
    .on('chat_messages')
    .columns(['sender_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_recipient')
    .ifNotExists()
    .on('chat_messages')
    .columns(['recipient_id', 'id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    // Whose action it reports: a notice naming a deleted account goes with that account.
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .ifNotExists()
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  // The unread ones: the badge's count, and the one waiting notice per conversation that a new message updates.
  await db.schema
    .createIndex('notifications_unread')
    .ifNotExists()
    .on('notifications')
    .columns(['user_id', 'kind', 'subject_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('live_event_payloads')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_event_payloads').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
  await db.schema.dropTable('chat_messages').ifExists().execute();
  await db.schema.dropTable('conversations').ifExists().execute();
}

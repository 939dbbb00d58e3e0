import { sql, type Kysely } from 'kysely';

/**
 * Trust signals (docs/decisions/019-trust-signals.md): when each conversation and each booking
 * request was first answered, and the figures kept from them per photographer. Existing rows get
 * their answers from what was stored: a conversation's first message by the one it was started with;
 * a request's first chat message from its photographer to its client, or the notice of its answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversations').addColumn('answered_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('answered_at', 'text').execute();

  await db.schema
    .createTable('photographer_trust')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('response_time_minutes', 'integer')
    .addColumn('response_rate', 'integer')
    .addColumn('threads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellations_year', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('top_photographer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('computed_on', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The directory's `top` filter reads the few top photographers only.
  await db.schema
    .createIndex('photographer_trust_top')
    .ifNotExists()
    .on('photographer_trust')
    .column('user_id')
    .where(sql.ref('top_photographer'), '=', 1)
    .execute();
  // A photographer's threads of the window: conversations started with them, requests made to them.
  await db.schema
    .createIndex('conversations_opened')
    .ifNotExists()
    .on('conversations')
    .columns(['photographer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bookings_photographer_created')
    .ifNotExists()
    .on('bookings')
    .columns(['photographer_id', 'created_at'])
    .execute();
  // A photographer's chat message answers their client's pending requests still unanswered.
  await db.schema
    .createIndex('bookings_unanswered')
    .ifNotExists()
    .on('bookings')
    .columns(['photographer_id', 'user_id'])
    .where(sql<boolean>`answered_at is null and status = 'pending'`)
    .execute();

  await sql`
    update conversations set answered_at = (
      select min(m.created_at) from chat_messages m
      where m.conversation_id = conversations.id and m.sender_id = conversations.photographer_id
    )`.execute(db);
  // A request: its photographer's first message to its client since it was made…
  await sql`
    update bookings set answered_at = (
      select min(m.created_at) from chat_messages m
      where m.sender_id = bookings.photographer_id and m.recipient_id = bookings.user_id
        and m.created_at >= bookings.created_at
    )`.execute(db);
  // …or the notice of the photographer's answer, when that came first.
  const answerNotice = sql`(
    select min(n.created_at) from notifications n
    where n.subject_id = bookings.id
      and n.kind in ('booking_accepted', 'booking_awaiting_advance', 'booking_declined')
  )`;
  await sql`
    update bookings set answered_at = ${answerNotice}
    where ${answerNotice} is not null and (answered_at is null or ${answerNotice} < answered_at)`.execute(db);
  // Answered, with the notice gone (read notices may be cleared): the last change is the best known.
  await sql`
    update bookings set answered_at = updated_at
    where answered_at is null
      and (status in ('accepted', 'awaiting_advance', 'confirmed', 'declined', 'completed', 'expired')
        or (status = 'cancelled' and cancelled_by <> 'requester'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_unanswered').ifExists().execute();
  await db.schema.dropIndex('bookings_photographer_created').ifExists().execute();
  await db.schema.dropIndex('conversations_opened').ifExists().execute();
  await db.schema.dropTable('photographer_trust').ifExists().execute();
  await db.schema.alterTable('bookings').dropColumn('answered_at').execute();
  await db.schema.alterTable('conversations').dropColumn('answered_at').execute();
}

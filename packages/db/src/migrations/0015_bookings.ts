import { sql, type Kysely } from 'kysely';

/**
 * Bookings: a user's request to a photographer for an event date, and where it stands. Dates a
 * photographer marked as unavailable. Both go with a deleted account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('photographer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('event_location', 'text', (c) => c.notNull())
    .addColumn('event_duration', 'text', (c) => c.notNull())
    .addColumn('special_requirements', 'text', (c) => c.notNull())
    .addColumn('budget_range', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Each side's list, newest first, and the admins' list by status.
  await db.schema.createIndex('bookings_user').ifNotExists().on('bookings').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('bookings_photographer')
    .ifNotExists()
    .on('bookings')
    .columns(['photographer_id', 'id'])
    .execute();
  await db.schema.createIndex('bookings_status').ifNotExists().on('bookings').columns(['status', 'id']).execute();
  // A photographer's accepted dates: availability, the same-date warning, the directory's "free on".
  await db.schema
    .createIndex('bookings_photographer_date')
    .ifNotExists()
    .on('bookings')
    .columns(['photographer_id', 'event_date', 'status'])
    .execute();
  // One open request per user, photographer and date: a form sent twice books once.
  await db.schema
    .createIndex('bookings_one_open_request')
    .ifNotExists()
    .unique()
    .on('bookings')
    .columns(['user_id', 'photographer_id', 'event_date'])
    .where(sql.ref('status'), 'in', sql`('pending', 'accepted')`)
    .execute();

  await db.schema
    .createTable('photographer_unavailable_dates')
    .ifNotExists()
    .addColumn('photographer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('photographer_unavailable_dates_pk', ['photographer_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photographer_unavailable_dates').ifExists().execute();
  await db.schema.dropTable('bookings').ifExists().execute();
}

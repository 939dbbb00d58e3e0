import { sql, type Kysely } from 'kysely';

/**
 * Booking advances (docs/decisions/016-booking-advances.md): a booking's agreed price, its own copy
 * of the policy the client saw, its advance and who cancelled it; a payment's booking; the reminders
 * sent, one row each, so a group of servers sends each once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Bookings made before policies took no advance and promised no refund.
  const noPolicy = JSON.stringify({ advance_percent: 0, refund_tiers: [] });
  const bookings = () => db.schema.alterTable('bookings');
  await bookings().addColumn('agreed_price', 'integer').execute();
  await bookings()
    .addColumn('policy', 'text', (c) => c.notNull().defaultTo(noPolicy))
    .execute();
  await bookings().addColumn('advance_amount', 'integer').execute();
  await bookings().addColumn('advance_status', 'text').execute();
  await bookings().addColumn('advance_due_at', 'text').execute();
  await bookings()
    .addColumn('advance_refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await bookings()
    .addColumn('advance_released', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await bookings().addColumn('cancelled_by', 'text').execute();
  // The expiry job's queue: advances still due, by deadline.
  await db.schema
    .createIndex('bookings_advance_due')
    .ifNotExists()
    .on('bookings')
    .columns(['advance_status', 'advance_due_at'])
    .execute();
  // One open request per user, photographer and date, now also while its advance is due or held.
  await db.schema.dropIndex('bookings_one_open_request').ifExists().execute();
  await db.schema
    .createIndex('bookings_one_open_request')
    .ifNotExists()
    .unique()
    .on('bookings')
    .columns(['user_id', 'photographer_id', 'event_date'])
    .where(sql.ref('status'), 'in', sql`('pending', 'awaiting_advance', 'accepted', 'confirmed')`)
    .execute();

  await db.schema
    .alterTable('payments')
    .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('payments_booking').ifNotExists().on('payments').columns(['booking_id']).execute();

  await db.schema
    .createTable('booking_reminders')
    .ifNotExists()
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_reminders_pk', ['booking_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_reminders').ifExists().execute();
  await db.schema.dropIndex('payments_booking').ifExists().execute();
  await db.schema.alterTable('payments').dropColumn('booking_id').execute();
  await db.schema.dropIndex('bookings_one_open_request').ifExists().execute();
  await db.schema
    .createIndex('bookings_one_open_request')
    .ifNotExists()
    .unique()
    .on('bookings')
    .columns(['user_id', 'photographer_id', 'event_date'])
    .where(sql.ref('status'), 'in', sql`('pending', 'accepted')`)
    .execute();
  await db.schema.dropIndex('bookings_advance_due').ifExists().execute();
  for (const name of [
    'cancelled_by',
    'advance_released',
    'advance_refunded',
    'advance_due_at',
    'advance_status',
    'advance_amount',
    'policy',
    'agreed_price',
  ])
    await db.schema.alterTable('bookings').dropColumn(name).execute();
}

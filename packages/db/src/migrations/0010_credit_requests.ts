import { sql, type Kysely } from 'kysely';

/** Credit requests: an amount, how it was paid, the receipt's key in the guarded receipt store, and who processed it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_requests')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('receipt_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('admin_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('processed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('credit_requests_amount_range', sql`amount >= 1 and amount <= 50000`)
    .addCheckConstraint('credit_requests_status_known', sql`status in ('pending', 'approved', 'rejected')`)
    .execute();
  await db.schema
    .createIndex('credit_requests_status')
    .ifNotExists()
    .on('credit_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('credit_requests_user')
    .ifNotExists()
    .on('credit_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('credit_requests_receipt')
    .ifNotExists()
    .on('credit_requests')
    .columns(['receipt_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_requests').ifExists().execute();
}

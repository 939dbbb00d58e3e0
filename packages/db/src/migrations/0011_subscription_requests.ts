import { sql, type Kysely } from 'kysely';

/** Plan requests with their receipt (in the guarded receipt store) and who decided them; one waiting request per account. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_requests')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('monthly_price', 'integer', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('receipt_key', 'text', (c) => c.notNull())
    .addColumn('receipt_size', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending_approval'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint(
      'subscription_requests_status_known',
      sql`status in ('pending_approval', 'approved', 'rejected')`,
    )
    .execute();
  // At most one waiting request per account, however many are sent at once.
  await db.schema
    .createIndex('subscription_requests_one_pending')
    .ifNotExists()
    .unique()
    .on('subscription_requests')
    .column('user_id')
    .where(sql.ref('status'), '=', 'pending_approval')
    .execute();
  await db.schema
    .createIndex('subscription_requests_status')
    .ifNotExists()
    .on('subscription_requests')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription_requests').ifExists().execute();
}

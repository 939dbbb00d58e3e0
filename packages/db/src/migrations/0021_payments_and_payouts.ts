import { sql, type Kysely } from 'kysely';

/**
 * Online payments (eSewa, Khalti) and photographers' payouts. A payment's id is the id the
 * provider knows it by (eSewa's transaction_uuid, Khalti's purchase_order_id). Both outlive a
 * deleted account (its id set to null): they are the books.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer')
    .addColumn('plan', 'text')
    .addColumn('amount_paisa', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_session', 'text')
    .addColumn('provider_reference', 'text')
    .addColumn('provider_status', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text')
    .addColumn('completed_at', 'text')
    .addCheckConstraint('payments_amount_positive', sql`amount_paisa > 0`)
    .execute();
  // The provider's own ids are unique per provider: one provider payment settles one of ours.
  await db.schema
    .createIndex('payments_provider_reference')
    .ifNotExists()
    .unique()
    .on('payments')
    .columns(['provider', 'provider_reference'])
    .execute();
  await db.schema
    .createIndex('payments_provider_session')
    .ifNotExists()
    .unique()
    .on('payments')
    .columns(['provider', 'provider_session'])
    .execute();
  await db.schema
    .createIndex('payments_user')
    .ifNotExists()
    .on('payments')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  // The reconciler's and the admins' queues.
  await db.schema
    .createIndex('payments_status')
    .ifNotExists()
    .on('payments')
    .columns(['status', 'checked_at'])
    .execute();

  await db.schema
    .createTable('payouts')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('photographer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addCheckConstraint('payouts_credits_positive', sql`credits > 0`)
    .execute();
  await db.schema
    .createIndex('payouts_photographer')
    .ifNotExists()
    .on('payouts')
    .columns(['photographer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('payouts_status').ifNotExists().on('payouts').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payouts').ifExists().execute();
  await db.schema.dropTable('payments').ifExists().execute();
}

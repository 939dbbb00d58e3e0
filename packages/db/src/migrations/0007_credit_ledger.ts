import { sql, type Kysely } from 'kysely';

/**
 * The credit ledger: every change of a balance is a row. Balances held before it (none are given
 * out by the app yet, but a database may have some) become one opening row each, so every
 * `users.credits` equals the sum of its rows from the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_ledger')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('credit_ledger_delta_not_zero', sql`delta <> 0`)
    .execute();
  await db.schema
    .createIndex('credit_ledger_account')
    .ifNotExists()
    .on('credit_ledger')
    .columns(['account', 'created_at'])
    .execute();
  await db.schema
    .createIndex('credit_ledger_reference')
    .ifNotExists()
    .on('credit_ledger')
    .columns(['reference'])
    .execute();
  // Opening rows keyed by the user's id, so the ids are unique and running this twice adds nothing.
  await sql`insert into credit_ledger (id, account, delta, reason, reference, created_at)
    select 'opening-' || id, id, credits, 'opening_balance', id, updated_at from users where credits > 0
    on conflict (id) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_ledger').ifExists().execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * A photographer's booking policy (docs/decisions/015-booking-policy.md): the advance and the refund
 * tiers, a row once they set one; without a row the shared default applies. The tiers are JSON text,
 * checked against the shared schema when read. The row goes with a deleted account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_policies')
    .ifNotExists()
    .addColumn('photographer_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('advance_percent', 'integer', (c) => c.notNull())
    .addColumn('refund_tiers', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // A percent at all; the policy's own bound (50) is the shared schema's, which may change without a migration.
    .addCheckConstraint('booking_policies_advance_percent', sql`advance_percent between 0 and 100`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_policies').ifExists().execute();
}

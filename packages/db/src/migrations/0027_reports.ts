import { sql, type Kysely } from 'kysely';

/**
 * Reports (docs/decisions/020-reports.md): what a signed-in account reports, and the admin's decision.
 * The target is a kind and an id, with no foreign key (it may be removed while the report stays as
 * history); its owner is kept beside it, so a report still names whose it was. A reporter has one
 * open report per target: a partial unique index says so, so two reports sent at once cannot both land.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('target_owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_excerpt', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('resolution', 'text')
    .addColumn('resolution_note', 'text')
    .addColumn('resolved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('reports_status', sql`status in ('open', 'resolved')`)
    .execute();
  await db.schema
    .createIndex('reports_open_once')
    .ifNotExists()
    .unique()
    .on('reports')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .where(sql.ref('status'), '=', 'open')
    .execute();
  // The admins' lists, newest first by status; and every report on one target (counting, closing).
  await db.schema.createIndex('reports_status').ifNotExists().on('reports').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('reports_target')
    .ifNotExists()
    .on('reports')
    .columns(['target_type', 'target_id', 'status'])
    .execute();
  await db.schema.createIndex('reports_owner').ifNotExists().on('reports').column('target_owner_id').execute();
  await db.schema.createIndex('reports_resolver').ifNotExists().on('reports').column('resolved_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').ifExists().execute();
}

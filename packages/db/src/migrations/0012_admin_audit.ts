import { sql, type Kysely } from 'kysely';

/**
 * The admin panel's audit log view: each entry names the account it concerns (the user acted on, or
 * the owner of the request decided), so one account's history is one indexed read, and entries of
 * one action are too. No foreign key: an account's history outlives the account.
 */
async function auditColumns(db: Kysely<unknown>): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  return new Set(tables.find((table) => table.name === 'audit_log')?.columns.map((column) => column.name) ?? []);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite's ADD COLUMN has no IF NOT EXISTS: checked first, so an interrupted run can run again.
  if (!(await auditColumns(db)).has('target_user_id')) {
    await db.schema.alterTable('audit_log').addColumn('target_user_id', 'text').execute();
  }
  // Entries written before: those about a user (the configured admin at start-up) concern that user.
  await sql`update audit_log set target_user_id = target_id where target_type = 'user' and target_user_id is null`.execute(
    db,
  );
  await db.schema
    .createIndex('audit_log_target_user')
    .ifNotExists()
    .on('audit_log')
    .columns(['target_user_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_action').ifNotExists().on('audit_log').columns(['action', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_action').ifExists().execute();
  await db.schema.dropIndex('audit_log_target_user').ifExists().execute();
  if ((await auditColumns(db)).has('target_user_id'))
    await db.schema.alterTable('audit_log').dropColumn('target_user_id').execute();
}

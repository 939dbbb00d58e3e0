import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on the current Database type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suspended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_plan', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('subscription_expires_at', 'text')
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bio', 'text')
    .addColumn('location', 'text')
    .addColumn('district', 'text')
    .addColumn('city', 'text')
    .addColumn('contact_number', 'text')
    .addColumn('profile_picture', 'text')
    .addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('total_ratings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reel_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_gifts_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('users_credits_not_negative', sql`credits >= 0`)
    .execute();
  await db.schema
    .createIndex('users_username_lower')
    .ifNotExists()
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.createIndex('users_role').ifNotExists().on('users').columns(['role', 'created_at']).execute();

  await db.schema
    .createTable('password_reset_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user')
    .ifNotExists()
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('audit_log')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').ifNotExists().on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.dropTable('password_reset_tokens').ifExists().execute();
  await db.schema.dropTable('users').ifExists().execute();
}

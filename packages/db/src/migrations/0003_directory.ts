import { sql, type Kysely } from 'kysely';

/**
 * The photographer directory, portfolios, reviews and the gift rows the leaderboard adds up
 * (docs/decisions/004-directory.md). Depends only on 0001's users table.
 */

// directoryRankScore(0, 0) in @tasbir/shared: the rank of a photographer with no reviews.
// Written out because a migration must not change when that constant changes later.
const unreviewedRank = 30000;

async function usersColumns(db: Kysely<unknown>): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  return new Set(tables.find((table) => table.name === 'users')?.columns.map((column) => column.name) ?? []);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite migrations are not transactional and ADD COLUMN has no IF NOT EXISTS: check first,
  // so a migration interrupted half-way can run again.
  const existing = await usersColumns(db);
  if (!existing.has('rank_score')) {
    await db.schema
      .alterTable('users')
      .addColumn('rank_score', 'integer', (c) => c.notNull().defaultTo(unreviewedRank))
      .execute();
  }
  if (!existing.has('last_active_at')) {
    // '' sorts after every timestamp: photographers who have done nothing yet come last among equals.
    await db.schema
      .alterTable('users')
      .addColumn('last_active_at', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  // The directory's one query: photographers who are not suspended, in rank order.
  await db.schema
    .createIndex('users_directory')
    .ifNotExists()
    .on('users')
    .columns(['role', 'suspended', 'rank_score', 'verified', 'last_active_at', 'id'])
    .execute();
  await db.schema
    .createIndex('users_city_lower')
    .ifNotExists()
    .on('users')
    .expression(sql`lower(city)`)
    .execute();
  await db.schema
    .createIndex('users_district_lower')
    .ifNotExists()
    .on('users')
    .expression(sql`lower(district)`)
    .execute();

  await db.schema
    .createTable('photographer_profiles')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('specializations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('experience_years', 'text')
    .addColumn('pricing_range', 'text')
    .addColumn('portfolio_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('equipment', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured_work', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latest_review_excerpt', 'text')
    .addColumn('portfolio_updated_at', 'text')
    .execute();

  await db.schema
    .createTable('photographer_specialties')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('specialty', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('photographer_specialties_pk', ['user_id', 'specialty'])
    .execute();
  await db.schema
    .createIndex('photographer_specialties_specialty')
    .ifNotExists()
    .on('photographer_specialties')
    .columns(['specialty', 'user_id'])
    .execute();

  await db.schema
    .createTable('reviews')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('photographer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('reviews_rating_range', sql`rating between 1 and 5`)
    .execute();
  // One review per user per photographer: a second one replaces the first (upsert on this index).
  await db.schema
    .createIndex('reviews_one_per_user')
    .ifNotExists()
    .on('reviews')
    .columns(['photographer_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('reviews_photographer_newest')
    .ifNotExists()
    .on('reviews')
    .columns(['photographer_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('reviews_user').ifNotExists().on('reviews').column('user_id').execute();

  // Written by the gifts issue; the leaderboard adds them up. Both ends are kept when an account
  // is deleted (set null), so platform totals still add up.
  await db.schema
    .createTable('gift_transactions')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipient_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('gift_type', 'text', (c) => c.notNull())
    .addColumn('gift_value', 'integer', (c) => c.notNull())
    .addColumn('photographer_share', 'integer', (c) => c.notNull())
    .addColumn('platform_share', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('gift_transactions_value_positive', sql`gift_value > 0`)
    .addCheckConstraint(
      'gift_transactions_shares_add_up',
      sql`photographer_share >= 0 and platform_share >= 0 and photographer_share + platform_share = gift_value`,
    )
    .execute();
  // Covers the leaderboard's window aggregate: a range on created_at reading only the index.
  await db.schema
    .createIndex('gift_transactions_window')
    .ifNotExists()
    .on('gift_transactions')
    .columns(['created_at', 'recipient_id', 'gift_value'])
    .execute();
  await db.schema
    .createIndex('gift_transactions_recipient')
    .ifNotExists()
    .on('gift_transactions')
    .columns(['recipient_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('gift_transactions_sender')
    .ifNotExists()
    .on('gift_transactions')
    .columns(['sender_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_transactions').ifExists().execute();
  await db.schema.dropTable('reviews').ifExists().execute();
  await db.schema.dropTable('photographer_specialties').ifExists().execute();
  await db.schema.dropTable('photographer_profiles').ifExists().execute();
  await db.schema.dropIndex('users_district_lower').ifExists().execute();
  await db.schema.dropIndex('users_city_lower').ifExists().execute();
  await db.schema.dropIndex('users_directory').ifExists().execute();
  const existing = await usersColumns(db);
  if (existing.has('last_active_at')) await db.schema.alterTable('users').dropColumn('last_active_at').execute();
  if (existing.has('rank_score')) await db.schema.alterTable('users').dropColumn('rank_score').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * The gift catalogue, seeded with eight gifts from a garland of marigolds to a golden temple. It
 * lives in the database so an admin can edit it later without a release.
 */

// Written out rather than read from elsewhere: a migration must not change when other code does.
const catalogue = [
  ['marigold', 'Marigold Garland', '🌼', 10, 'A garland of sayapatri for work well done'],
  ['chiya', 'Cup of Chiya', '☕', 25, 'A hot cup of milk tea, on you'],
  ['momo', 'Plate of Momo', '🥟', 50, 'A steaming plate of momo'],
  ['film_roll', 'Film Roll', '🎞️', 100, 'Another roll for the next shoot'],
  ['lali_gurans', 'Lali Gurans', '🌺', 250, 'The rhododendron, for a shot that stays with you'],
  ['dhaka_topi', 'Dhaka Topi', '🎩', 500, 'A dhaka topi, worn with pride'],
  ['himalaya', 'Himalayan Peak', '🏔️', 1000, 'For work that stands above the rest'],
  ['golden_temple', 'Golden Temple', '🛕', 5000, 'The grandest thanks there is'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gifts')
    .ifNotExists()
    .addColumn('type', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('gifts_value_positive', sql`value > 0`)
    .execute();
  for (const [index, [type, name, emoji, value, description]] of catalogue.entries()) {
    await sql`insert into gifts (type, name, emoji, value, description, sort_order) values (${type}, ${name}, ${emoji}, ${value}, ${description}, ${index + 1})
      on conflict (type) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gifts').ifExists().execute();
}

import type { Kysely } from 'kysely';

type Schema = Kysely<unknown>['schema'];

/** Title, counters and owner shared by photos and reels. */
function itemTable(schema: Schema, name: 'photos' | 'reels') {
  return schema
    .createTable(name)
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('photographer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('General'))
    .addColumn('location', 'text')
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trending_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull());
}

async function likesTable(
  db: Kysely<unknown>,
  name: 'photo_likes' | 'reel_likes',
  items: 'photos' | 'reels',
): Promise<void> {
  await db.schema
    .createTable(name)
    .ifNotExists()
    .addColumn('item_id', 'text', (c) => c.notNull().references(`${items}.id`).onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['item_id', 'user_id'])
    .execute();
  // Trending counts an item's recent likes; deleting a user finds their likes.
  await db.schema
    .createIndex(`${name}_item_created`)
    .ifNotExists()
    .on(name)
    .columns(['item_id', 'created_at'])
    .execute();
  await db.schema.createIndex(`${name}_user`).ifNotExists().on(name).column('user_id').execute();
}

/** Views and shares: one row per viewer, item and day; the key orders by day for trending. */
async function perDayTable(
  db: Kysely<unknown>,
  name: 'photo_views' | 'reel_views' | 'reel_shares',
  items: 'photos' | 'reels',
): Promise<void> {
  await db.schema
    .createTable(name)
    .ifNotExists()
    .addColumn('item_id', 'text', (c) => c.notNull().references(`${items}.id`).onDelete('cascade'))
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['item_id', 'day', 'viewer_key'])
    .execute();
}

// Migrations take Kysely<unknown>: they must not depend on the current Database type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await itemTable(db.schema, 'photos')
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('thumb_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('placeholder', 'text', (c) => c.notNull())
    .execute();
  await itemTable(db.schema, 'reels')
    .addColumn('video_key', 'text', (c) => c.notNull())
    .addColumn('video_type', 'text', (c) => c.notNull())
    .addColumn('poster_key', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shares_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The newest-first lists page on the primary key (UUIDv7 sorts by time); these serve the rest.
  for (const items of ['photos', 'reels'] as const) {
    await db.schema
      .createIndex(`${items}_trending`)
      .ifNotExists()
      .on(items)
      .columns(['trending_score', 'id'])
      .execute();
    await db.schema
      .createIndex(`${items}_photographer`)
      .ifNotExists()
      .on(items)
      .columns(['photographer_id', 'id'])
      .execute();
  }
  // Whether an item still uses a media file before it is deleted (equal uploads share files).
  for (const [items, column] of [
    ['photos', 'image_key'],
    ['photos', 'thumb_key'],
    ['reels', 'video_key'],
    ['reels', 'poster_key'],
  ] as const) {
    await db.schema.createIndex(`${items}_${column}`).ifNotExists().on(items).column(column).execute();
  }

  await likesTable(db, 'photo_likes', 'photos');
  await likesTable(db, 'reel_likes', 'reels');
  await perDayTable(db, 'photo_views', 'photos');
  await perDayTable(db, 'reel_views', 'reels');
  await perDayTable(db, 'reel_shares', 'reels');

  await db.schema
    .createTable('reel_comments')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reel_id', 'text', (c) => c.notNull().references('reels.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reel_comments_reel')
    .ifNotExists()
    .on('reel_comments')
    .columns(['reel_id', 'id'])
    .execute();
  await db.schema.createIndex('reel_comments_user').ifNotExists().on('reel_comments').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'reel_comments',
    'reel_shares',
    'reel_views',
    'photo_views',
    'reel_likes',
    'photo_likes',
    'reels',
    'photos',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

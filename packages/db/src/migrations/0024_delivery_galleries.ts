import type { Kysely } from 'kysely';

/**
 * Delivery galleries (docs/decisions/017-delivery-galleries.md): galleries, their photos, the
 * clients who pick from them and their picks, each photographer's watermark; and a booking's
 * balance, paid or marked paid, which opens a tied gallery's originals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('galleries')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('photographer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text')
    .addColumn('cover_photo_id', 'text')
    .addColumn('download', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('password_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pick_limit', 'integer')
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('pin', 'text', (c) => c.notNull())
    .addColumn('storage_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiry_reminded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('galleries_photographer')
    .ifNotExists()
    .on('galleries')
    .columns(['photographer_id', 'created_at'])
    .execute();
  // The reminder job's queue: galleries by last day.
  await db.schema.createIndex('galleries_expiry').ifNotExists().on('galleries').columns(['expires_at']).execute();
  await db.schema.createIndex('galleries_booking').ifNotExists().on('galleries').columns(['booking_id']).execute();

  await db.schema
    .createTable('gallery_photos')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gallery_id', 'text', (c) => c.notNull().references('galleries.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('original_key', 'text', (c) => c.notNull())
    .addColumn('original_bytes', 'bigint', (c) => c.notNull())
    .addColumn('web_key', 'text', (c) => c.notNull())
    .addColumn('preview_key', 'text', (c) => c.notNull())
    .addColumn('thumb_key', 'text', (c) => c.notNull())
    .addColumn('stored_bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('placeholder', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Photos in the order the client sees them (by file name, as the camera numbered them).
  await db.schema
    .createIndex('gallery_photos_order')
    .ifNotExists()
    .on('gallery_photos')
    .columns(['gallery_id', 'file_name', 'id'])
    .execute();
  // "Is this file still used?" before a file is deleted.
  for (const column of ['original_key', 'web_key', 'preview_key', 'thumb_key'])
    await db.schema
      .createIndex(`gallery_photos_${column}`)
      .ifNotExists()
      .on('gallery_photos')
      .columns([column])
      .execute();

  await db.schema
    .createTable('gallery_visitors')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gallery_id', 'text', (c) => c.notNull().references('galleries.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('selection_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gallery_visitors_gallery')
    .ifNotExists()
    .on('gallery_visitors')
    .columns(['gallery_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('gallery_picks')
    .ifNotExists()
    .addColumn('visitor_id', 'text', (c) => c.notNull().references('gallery_visitors.id').onDelete('cascade'))
    .addColumn('photo_id', 'text', (c) => c.notNull().references('gallery_photos.id').onDelete('cascade'))
    .addColumn('gallery_id', 'text', (c) => c.notNull().references('galleries.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gallery_picks_pk', ['visitor_id', 'photo_id'])
    .execute();
  await db.schema
    .createIndex('gallery_picks_gallery')
    .ifNotExists()
    .on('gallery_picks')
    .columns(['gallery_id', 'photo_id'])
    .execute();

  await db.schema
    .createTable('gallery_watermarks')
    .ifNotExists()
    .addColumn('photographer_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('logo_key', 'text')
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('size_percent', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('bookings').addColumn('balance_paid_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('balance_paid_via', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('balance_paid_via').execute();
  await db.schema.alterTable('bookings').dropColumn('balance_paid_at').execute();
  for (const table of ['gallery_watermarks', 'gallery_picks', 'gallery_visitors', 'gallery_photos', 'galleries'])
    await db.schema.dropTable(table).ifExists().execute();
}

import { galleryPhotoRow } from './rows.js';
import type { Db, GalleryPhotoRow, GalleryRow, NewGalleryRow } from '@tasbir/db';
import { goingAheadStatuses } from '@tasbir/shared';

/** The columns of a gallery a photographer may change with `PUT /galleries/{id}`. */
export type GalleryChanges = Partial<
  Pick<
    GalleryRow,
    'title' | 'event_date' | 'download' | 'expires_at' | 'password_hash' | 'pick_limit' | 'cover_photo_id'
  >
> & { password_changed?: boolean; expiry_changed?: boolean };

/** Galleries as their photographer manages them. */
export class GalleriesRepository {
  constructor(private readonly db: Db) {}

  insert(row: NewGalleryRow): Promise<unknown> {
    return this.db.insertInto('galleries').values(row).execute();
  }

  findOwned(id: string, photographerId: string): Promise<GalleryRow | undefined> {
    return this.db
      .selectFrom('galleries')
      .selectAll()
      .where('id', '=', id)
      .where('photographer_id', '=', photographerId)
      .executeTakeFirst();
  }

  listOwned(photographerId: string): Promise<GalleryRow[]> {
    return this.db
      .selectFrom('galleries')
      .selectAll()
      .where('photographer_id', '=', photographerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Bytes every gallery of the photographer keeps. */
  async storageUsed(photographerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('galleries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('storage_bytes'), eb.lit(0)).as('used'))
      .where('photographer_id', '=', photographerId)
      .executeTakeFirstOrThrow();
    return Number(row.used);
  }

  /** Whether a booking is the photographer's and went ahead (or is done): only such a booking can have a gallery. */
  async bookingFits(bookingId: string, photographerId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('bookings')
      .select('id')
      .where('id', '=', bookingId)
      .where('photographer_id', '=', photographerId)
      .where('status', 'in', [...goingAheadStatuses, 'completed'])
      .executeTakeFirst();
    return row !== undefined;
  }

  /** When the balance of each booking was paid (null: not yet), by booking id. */
  async balancesPaid(bookingIds: string[]): Promise<Map<string, string | null>> {
    if (bookingIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('bookings')
      .select(['id', 'balance_paid_at'])
      .where('id', 'in', bookingIds)
      .execute();
    return new Map(rows.map((row) => [row.id, row.balance_paid_at]));
  }

  /** How many photos of each gallery at least one client picked, by gallery id (none picked: absent). */
  async pickedCounts(galleryIds: string[]): Promise<Map<string, number>> {
    if (galleryIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('gallery_picks')
      .select((eb) => ['gallery_id', eb.fn.count<number>('photo_id').distinct().as('picked')])
      .where('gallery_id', 'in', galleryIds)
      .groupBy('gallery_id')
      .execute();
    return new Map(rows.map((row) => [row.gallery_id, Number(row.picked)]));
  }

  /** The cover photos of these galleries, by gallery id. */
  async covers(galleries: Pick<GalleryRow, 'id' | 'cover_photo_id'>[]): Promise<Map<string, GalleryPhotoRow>> {
    const ids = galleries.flatMap((gallery) => (gallery.cover_photo_id ? [gallery.cover_photo_id] : []));
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('gallery_photos').selectAll().where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.gallery_id, row]));
  }

  photoInGallery(photoId: string, galleryId: string): Promise<GalleryPhotoRow | undefined> {
    return galleryPhotoRow(this.db, galleryId, photoId);
  }

  async update(id: string, changes: GalleryChanges, now: string): Promise<void> {
    const { password_changed, expiry_changed, ...columns } = changes;
    await this.db
      .updateTable('galleries')
      .set((eb) => ({
        ...columns,
        ...(password_changed ? { password_version: eb('password_version', '+', 1) } : {}),
        // A new last day deserves its own reminder.
        ...(expiry_changed ? { expiry_reminded_at: null } : {}),
        updated_at: now,
      }))
      .where('id', '=', id)
      .execute();
  }

  async setSecret(id: string, secret: { token: string } | { pin: string }, now: string): Promise<void> {
    await this.db
      .updateTable('galleries')
      .set({ ...secret, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes the gallery (its photos, visitors and picks go with it); answers the file keys its photos held. */
  async remove(id: string): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const photos = await trx
        .selectFrom('gallery_photos')
        .select(['original_key', 'web_key', 'preview_key', 'thumb_key'])
        .where('gallery_id', '=', id)
        .execute();
      await trx.deleteFrom('galleries').where('id', '=', id).execute();
      return photos.flatMap((photo) => [photo.original_key, photo.web_key, photo.preview_key, photo.thumb_key]);
    });
  }

  /** Which of these keys a gallery photo or a watermark still points at. */
  async keysInUse(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const used = new Set<string>();
    for (const column of ['original_key', 'web_key', 'preview_key', 'thumb_key'] as const) {
      const rows = await this.db.selectFrom('gallery_photos').select(column).where(column, 'in', keys).execute();
      for (const row of rows) used.add(row[column]);
    }
    const logos = await this.db
      .selectFrom('gallery_watermarks')
      .select('logo_key')
      .where('logo_key', 'in', keys)
      .execute();
    for (const row of logos) if (row.logo_key) used.add(row.logo_key);
    return used;
  }
}

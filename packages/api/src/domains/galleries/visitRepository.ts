import { galleryByTokenRow, galleryPhotoRow } from './rows.js';
import type { Db, GalleryPhotoRow, GalleryRow, GalleryVisitorRow } from '@tasbir/db';

/** Where a page of previews starts: after this file name and id. */
export type PhotoCursor = { file_name: string; id: string };

export type GalleryOwner = { id: string; username: string; profile_picture: string | null };

/** What adding a pick did: added, already there, or refused at the limit. */
export type PickOutcome = 'added' | 'kept' | 'limit';

/**
 * The client's side of a gallery (docs/decisions/017-delivery-galleries.md): found by its link,
 * its previews in file-name order, its visitors and their picks, its view and download counts.
 */
export class GalleryVisitRepository {
  constructor(private readonly db: Db) {}

  byToken(token: string): Promise<GalleryRow | undefined> {
    return galleryByTokenRow(this.db, token);
  }

  async balancePaidAt(bookingId: string | null): Promise<string | null> {
    if (bookingId === null) return null;
    const row = await this.db
      .selectFrom('bookings')
      .select('balance_paid_at')
      .where('id', '=', bookingId)
      .executeTakeFirst();
    return row?.balance_paid_at ?? null;
  }

  owner(photographerId: string): Promise<GalleryOwner | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'profile_picture'])
      .where('id', '=', photographerId)
      .executeTakeFirst();
  }

  photo(galleryId: string, photoId: string): Promise<GalleryPhotoRow | undefined> {
    return galleryPhotoRow(this.db, galleryId, photoId);
  }

  /** `limit` photos after `after`, by file name then id (the order a camera numbered them). */
  photos(galleryId: string, limit: number, after?: PhotoCursor): Promise<GalleryPhotoRow[]> {
    let query = this.db.selectFrom('gallery_photos').selectAll().where('gallery_id', '=', galleryId);
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('file_name', '>', after.file_name),
          eb.and([eb('file_name', '=', after.file_name), eb('id', '>', after.id)]),
        ]),
      );
    return query.orderBy('file_name').orderBy('id').limit(limit).execute();
  }

  /** Every photo's file keys and name, in the gallery's order: what a whole-gallery ZIP holds. */
  allPhotos(
    galleryId: string,
  ): Promise<Pick<GalleryPhotoRow, 'id' | 'file_name' | 'original_key' | 'web_key' | 'created_at'>[]> {
    return this.db
      .selectFrom('gallery_photos')
      .select(['id', 'file_name', 'original_key', 'web_key', 'created_at'])
      .where('gallery_id', '=', galleryId)
      .orderBy('file_name')
      .orderBy('id')
      .execute();
  }

  async countView(galleryId: string): Promise<void> {
    await this.db
      .updateTable('galleries')
      .set((eb) => ({ views_count: eb('views_count', '+', 1) }))
      .where('id', '=', galleryId)
      .execute();
  }

  async countDownload(galleryId: string): Promise<void> {
    await this.db
      .updateTable('galleries')
      .set((eb) => ({ downloads_count: eb('downloads_count', '+', 1) }))
      .where('id', '=', galleryId)
      .execute();
  }

  async addVisitor(row: Omit<GalleryVisitorRow, 'selection_sent_at'>): Promise<void> {
    await this.db
      .insertInto('gallery_visitors')
      .values({ ...row, selection_sent_at: null })
      .execute();
  }

  visitorByKey(galleryId: string, keyHash: string): Promise<GalleryVisitorRow | undefined> {
    return this.db
      .selectFrom('gallery_visitors')
      .selectAll()
      .where('key_hash', '=', keyHash)
      .where('gallery_id', '=', galleryId)
      .executeTakeFirst();
  }

  async pickedIds(visitorId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('gallery_picks')
      .select('photo_id')
      .where('visitor_id', '=', visitorId)
      .orderBy('created_at')
      .orderBy('photo_id')
      .execute();
    return rows.map((row) => row.photo_id);
  }

  /**
   * Picks a photo unless the visitor holds `limit` picks already. The visitor's row is written
   * first (to itself), which locks it on PostgreSQL until the commit, so two picks at once count in
   * turn and cannot both take the last place; SQLite runs one write transaction at a time anyway.
   */
  pick(visitor: GalleryVisitorRow, photoId: string, limit: number | null, now: string): Promise<PickOutcome> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('gallery_visitors')
        .set((eb) => ({ name: eb.ref('name') }))
        .where('id', '=', visitor.id)
        .execute();
      const already = await trx
        .selectFrom('gallery_picks')
        .select('photo_id')
        .where('visitor_id', '=', visitor.id)
        .where('photo_id', '=', photoId)
        .executeTakeFirst();
      if (already) return 'kept';
      if (limit !== null) {
        const { picked } = await trx
          .selectFrom('gallery_picks')
          .select((eb) => eb.fn.countAll<number>().as('picked'))
          .where('visitor_id', '=', visitor.id)
          .executeTakeFirstOrThrow();
        if (Number(picked) >= limit) return 'limit';
      }
      await trx
        .insertInto('gallery_picks')
        .values({ visitor_id: visitor.id, photo_id: photoId, gallery_id: visitor.gallery_id, created_at: now })
        .execute();
      return 'added';
    });
  }

  async unpick(visitorId: string, photoId: string): Promise<void> {
    await this.db
      .deleteFrom('gallery_picks')
      .where('visitor_id', '=', visitorId)
      .where('photo_id', '=', photoId)
      .execute();
  }

  async markSent(visitorId: string, now: string): Promise<void> {
    await this.db.updateTable('gallery_visitors').set({ selection_sent_at: now }).where('id', '=', visitorId).execute();
  }
}

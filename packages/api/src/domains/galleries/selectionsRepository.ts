import type { Db, GalleryVisitorRow } from '@tasbir/db';

export type PickedPhoto = { visitor_id: string; photo_id: string; file_name: string };

/** What clients did in a photographer's gallery: its visitors and the photos each picked. */
export class GallerySelectionsRepository {
  constructor(private readonly db: Db) {}

  visitors(galleryId: string): Promise<GalleryVisitorRow[]> {
    return this.db
      .selectFrom('gallery_visitors')
      .selectAll()
      .where('gallery_id', '=', galleryId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  visitor(galleryId: string, visitorId: string): Promise<GalleryVisitorRow | undefined> {
    return this.db
      .selectFrom('gallery_visitors')
      .selectAll()
      .where('gallery_id', '=', galleryId)
      .where('id', '=', visitorId)
      .executeTakeFirst();
  }

  /** The picks of the gallery's visitors (of one when given), each visitor's by file name. */
  picks(galleryId: string, visitorId?: string): Promise<PickedPhoto[]> {
    let query = this.db
      .selectFrom('gallery_picks')
      .innerJoin('gallery_photos', 'gallery_photos.id', 'gallery_picks.photo_id')
      .select(['gallery_picks.visitor_id', 'gallery_picks.photo_id', 'gallery_photos.file_name'])
      .where('gallery_picks.gallery_id', '=', galleryId);
    if (visitorId !== undefined) query = query.where('gallery_picks.visitor_id', '=', visitorId);
    return query
      .orderBy('gallery_picks.visitor_id')
      .orderBy('gallery_photos.file_name')
      .orderBy('gallery_photos.id')
      .execute();
  }
}

import type { Db, GalleryPhotoRow, GalleryRow } from '@tasbir/db';

/** The two lookups every side of a gallery makes (the photographer's, the link's, the previews'), written once. */

/** A photo, only when it belongs to the gallery: a photo of another gallery is not found. */
export function galleryPhotoRow(db: Db, galleryId: string, photoId: string): Promise<GalleryPhotoRow | undefined> {
  return db
    .selectFrom('gallery_photos')
    .selectAll()
    .where('id', '=', photoId)
    .where('gallery_id', '=', galleryId)
    .executeTakeFirst();
}

/** The gallery a link's token opens (unique). */
export function galleryByTokenRow(db: Db, token: string): Promise<GalleryRow | undefined> {
  return db.selectFrom('galleries').selectAll().where('token', '=', token).executeTakeFirst();
}

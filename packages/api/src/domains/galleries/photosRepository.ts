import { galleryByTokenRow, galleryPhotoRow } from './rows.js';
import { galleryLimits } from '@tasbir/shared';
import type { Db, GalleryPhotoRow, GalleryRow, UserRow } from '@tasbir/db';

/** Where a photographer stands when a photo is about to land: the account, the room used, the gallery's count. */
export type UploadState = {
  user: UserRow;
  storageUsed: number;
  photoCount: number;
  coverPhotoId: string | null;
};

/** Where the next page of a gallery's photos starts: after this name and id. */
export type PhotoCursor = { file_name: string; id: string };

const photosMax = galleryLimits.photosMax;

export const photoKeys = (photo: Pick<GalleryPhotoRow, 'original_key' | 'web_key' | 'preview_key' | 'thumb_key'>) => [
  photo.original_key,
  photo.web_key,
  photo.preview_key,
  photo.thumb_key,
];

/** The photos of galleries: added by an upload, listed and removed by their photographer. */
export class GalleryPhotosRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds a photo in one transaction: the photographer's account row is locked first, so uploads of
   * one photographer (to any of their galleries) land one at a time; `check` sees the room used and
   * the gallery's count after every earlier upload and refuses by throwing. The gallery's storage,
   * count and cover move with a conditional update. False when the gallery is gone.
   */
  insert(row: GalleryPhotoRow, photographerId: string, check: (state: UploadState) => void): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', photographerId)
        .execute();
      const user = await trx.selectFrom('users').selectAll().where('id', '=', photographerId).executeTakeFirst();
      const gallery = await trx
        .selectFrom('galleries')
        .select(['photo_count', 'cover_photo_id'])
        .where('id', '=', row.gallery_id)
        .where('photographer_id', '=', photographerId)
        .executeTakeFirst();
      if (!user || !gallery) return false;
      const used = await trx
        .selectFrom('galleries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('storage_bytes'), eb.lit(0)).as('used'))
        .where('photographer_id', '=', photographerId)
        .executeTakeFirstOrThrow();
      check({
        user,
        storageUsed: Number(used.used),
        photoCount: gallery.photo_count,
        coverPhotoId: gallery.cover_photo_id,
      });
      const moved = await trx
        .updateTable('galleries')
        .set((eb) => ({
          storage_bytes: eb('storage_bytes', '+', row.stored_bytes),
          photo_count: eb('photo_count', '+', 1),
          cover_photo_id: eb.fn.coalesce('cover_photo_id', eb.val(row.id)),
          updated_at: row.created_at,
        }))
        .where('id', '=', row.gallery_id)
        .where('photo_count', '<', photosMax)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx.insertInto('gallery_photos').values(row).execute();
      return true;
    });
  }

  /** The gallery a link's token opens (the preview route's lookup). */
  galleryByToken(token: string): Promise<GalleryRow | undefined> {
    return galleryByTokenRow(this.db, token);
  }

  photoInGallery(photoId: string, galleryId: string): Promise<GalleryPhotoRow | undefined> {
    return galleryPhotoRow(this.db, galleryId, photoId);
  }

  /** A page of a gallery's photos by file name (then id), `limit + 1` rows. */
  list(galleryId: string, limit: number, after: PhotoCursor | undefined): Promise<GalleryPhotoRow[]> {
    let query = this.db.selectFrom('gallery_photos').selectAll().where('gallery_id', '=', galleryId);
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('file_name', '>', after.file_name),
          eb.and([eb('file_name', '=', after.file_name), eb('id', '>', after.id)]),
        ]),
      );
    return query
      .orderBy('file_name')
      .orderBy('id')
      .limit(limit + 1)
      .execute();
  }

  /**
   * Removes a photo of a gallery with its share of the storage and count, and the cover when it was
   * the cover; answers the file keys it held, or undefined when the gallery has no such photo.
   */
  remove(galleryId: string, photoId: string, now: string): Promise<string[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const photo = await trx
        .deleteFrom('gallery_photos')
        .where('id', '=', photoId)
        .where('gallery_id', '=', galleryId)
        .returningAll()
        .executeTakeFirst();
      if (!photo) return undefined;
      await trx
        .updateTable('galleries')
        .set((eb) => ({
          storage_bytes: eb('storage_bytes', '-', photo.stored_bytes),
          photo_count: eb('photo_count', '-', 1),
          cover_photo_id: eb
            .case()
            .when('cover_photo_id', '=', photoId)
            .then(eb.val<string | null>(null))
            .else(eb.ref('cover_photo_id'))
            .end(),
          updated_at: now,
        }))
        .where('id', '=', galleryId)
        .execute();
      return photoKeys(photo);
    });
  }
}

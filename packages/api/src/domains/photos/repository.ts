import type { Db, PhotoRow } from '@tasbir/db';
import type { UploadCount } from '@tasbir/shared';
import type { Cursor } from '../../paging/cursor.js';
import { insertWithinLimit, removeCounted } from '../media/itemCounts.js';
import { feedKeys } from '../media/feedKeys.js';

export type PhotoListRow = PhotoRow & { photographer_username: string };
/** A page's row as keys: the order, the counters (a photo changes only by them) and the name shown. */
export type PhotoKey = Pick<
  PhotoListRow,
  'id' | 'trending_score' | 'likes_count' | 'views_count' | 'photographer_username'
>;
export type NewPhoto = Omit<PhotoRow, 'likes_count' | 'views_count' | 'trending_score'>;

const photosKeys = feedKeys<PhotoKey>('photos', ['likes_count', 'views_count']);

/** Photos: the only code of the photos domain that touches Kysely. */
export class PhotosRepository {
  constructor(private readonly db: Db) {}

  private withUsername() {
    return this.db
      .selectFrom('photos as p')
      .innerJoin('users as u', 'u.id', 'p.photographer_id')
      .selectAll('p')
      .select('u.username as photographer_username');
  }

  /**
   * One page plus one row (to know whether another page follows): newest first on the primary
   * key, or by trending score then newest, each one indexed range scan.
   */
  listKeys(limit: number, trending: boolean, after: Cursor | undefined): Promise<PhotoKey[]> {
    return photosKeys(this.db, limit, trending, after);
  }

  /** Whole rows of the photos in `ids` that still exist, in no order. */
  byIds(ids: readonly string[]): Promise<PhotoListRow[]> {
    return this.withUsername()
      .where('p.id', 'in', [...ids])
      .execute();
  }

  byId(id: string): Promise<PhotoListRow | undefined> {
    return this.withUsername().where('p.id', '=', id).executeTakeFirst();
  }

  /** Inserts the photo and counts it on its photographer, only while under `limit` (see insertWithinLimit). */
  insert(photo: NewPhoto, limit: UploadCount): Promise<boolean> {
    return insertWithinLimit(this.db, 'photo_count', photo.photographer_id, limit, (trx) =>
      trx.insertInto('photos').values(photo).execute(),
    );
  }

  /** Deletes the photo (its likes and views go with it) and uncounts it; the deleted row, or undefined. */
  remove(id: string): Promise<PhotoRow | undefined> {
    return removeCounted(this.db, 'photo_count', (trx) =>
      trx.deleteFrom('photos').where('id', '=', id).returningAll().executeTakeFirst(),
    );
  }

  /** Deletes every photo (likes and views go with them) and zeroes every count, in one transaction; the deleted rows' files. */
  removeAll(): Promise<Pick<PhotoRow, 'image_key' | 'thumb_key'>[]> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('photos').returning(['image_key', 'thumb_key']).execute();
      await trx.updateTable('users').set({ photo_count: 0 }).where('photo_count', '>', 0).execute();
      return removed;
    });
  }
}

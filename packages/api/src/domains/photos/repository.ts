import type { Db, PhotoRow } from '@tasbir/db';
import type { UploadCount } from '@tasbir/shared';
import type { Cursor } from '../media/cursor.js';

export type PhotoListRow = PhotoRow & { photographer_username: string };
export type NewPhoto = Omit<PhotoRow, 'likes_count' | 'views_count' | 'trending_score'>;

/** Photos: the only code of the photos domain that touches Kysely. */
export class PhotosRepository {
  constructor(private readonly db: Db) {}

  private withUsername() {
    return this.db.selectFrom('photos as p').innerJoin('users as u', 'u.id', 'p.photographer_id').selectAll('p').select('u.username as photographer_username');
  }

  /**
   * One page plus one row (to know whether another page follows): newest first on the primary
   * key, or by trending score then newest, each one indexed range scan.
   */
  list(limit: number, trending: boolean, after: Cursor | undefined): Promise<PhotoListRow[]> {
    let query = this.withUsername().limit(limit + 1);
    if (trending) {
      query = query.orderBy('p.trending_score', 'desc').orderBy('p.id', 'desc');
      if (after) query = query.where((eb) => eb(eb.refTuple('p.trending_score', 'p.id'), '<', eb.tuple(after.score ?? 0, after.id)));
    } else {
      query = query.orderBy('p.id', 'desc');
      if (after) query = query.where('p.id', '<', after.id);
    }
    return query.execute();
  }

  byId(id: string): Promise<PhotoListRow | undefined> {
    return this.withUsername().where('p.id', '=', id).executeTakeFirst();
  }

  /**
   * Inserts the photo and counts it on its photographer in one transaction. The count is raised
   * only while under `limit`, so two uploads racing for the last place cannot both win; false
   * (and nothing written) when the limit was reached meanwhile.
   */
  async insert(photo: NewPhoto, limit: UploadCount): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let counting = trx
        .updateTable('users')
        .set((eb) => ({ photo_count: eb('photo_count', '+', 1) }))
        .where('id', '=', photo.photographer_id);
      if (limit !== 'unlimited') counting = counting.where('photo_count', '<', limit);
      const counted = await counting.executeTakeFirst();
      if (counted.numUpdatedRows === 0n) return false;
      await trx.insertInto('photos').values(photo).execute();
      return true;
    });
  }

  /** Deletes the photo (its likes and views go with it) and uncounts it; the deleted row, if any. */
  async remove(id: string): Promise<PhotoRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('photos').where('id', '=', id).returningAll().executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('users')
        .set((eb) => ({ photo_count: eb('photo_count', '-', 1) }))
        .where('id', '=', row.photographer_id)
        .where('photo_count', '>', 0)
        .execute();
      return row;
    });
  }
}

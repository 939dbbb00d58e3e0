import type { Db, ReelCommentRow, ReelRow } from '@tasbir/db';
import type { UploadCount } from '@tasbir/shared';
import type { Cursor } from '../../paging/cursor.js';
import { insertWithinLimit, removeCounted } from '../media/itemCounts.js';
import { feedKeys } from '../media/feedKeys.js';

export type ReelListRow = ReelRow & { photographer_username: string };
/** A page's row as keys: the order, the counters (a reel changes only by them) and the name shown. */
export type ReelKey = Pick<
  ReelListRow,
  'id' | 'trending_score' | 'likes_count' | 'views_count' | 'comments_count' | 'shares_count' | 'photographer_username'
>;
export type NewReel = Omit<
  ReelRow,
  'likes_count' | 'views_count' | 'comments_count' | 'shares_count' | 'trending_score'
>;
export type CommentListRow = Pick<ReelCommentRow, 'id' | 'text' | 'created_at'> & { username: string };

const reelsKeys = feedKeys<ReelKey>('reels', ['likes_count', 'views_count', 'comments_count', 'shares_count']);

/** Reels and their comments: the only code of the reels domain that touches Kysely. */
export class ReelsRepository {
  constructor(private readonly db: Db) {}

  private withUsername() {
    return this.db
      .selectFrom('reels as r')
      .innerJoin('users as u', 'u.id', 'r.photographer_id')
      .selectAll('r')
      .select('u.username as photographer_username');
  }

  /** As photos: newest first on the primary key, or by trending score then newest. */
  listKeys(limit: number, trending: boolean, after: Cursor | undefined): Promise<ReelKey[]> {
    return reelsKeys(this.db, limit, trending, after);
  }

  /** Whole rows of the reels in `ids` that still exist, in no order. */
  byIds(ids: readonly string[]): Promise<ReelListRow[]> {
    return this.withUsername()
      .where('r.id', 'in', [...ids])
      .execute();
  }

  byId(id: string): Promise<ReelListRow | undefined> {
    return this.withUsername().where('r.id', '=', id).executeTakeFirst();
  }

  /** Inserts the reel and counts it on its photographer, only while under `limit` (see insertWithinLimit). */
  insert(reel: NewReel, limit: UploadCount): Promise<boolean> {
    return insertWithinLimit(this.db, 'reel_count', reel.photographer_id, limit, (trx) =>
      trx.insertInto('reels').values(reel).execute(),
    );
  }

  /** Deletes the reel (its likes and views go with it) and uncounts it; the deleted row, or undefined. */
  remove(id: string): Promise<ReelRow | undefined> {
    return removeCounted(this.db, 'reel_count', (trx) =>
      trx.deleteFrom('reels').where('id', '=', id).returningAll().executeTakeFirst(),
    );
  }

  /** Deletes every reel (likes, views and comments go with them) and zeroes every count, in one transaction; the deleted rows' files. */
  removeAll(): Promise<Pick<ReelRow, 'video_key' | 'poster_key'>[]> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('reels').returning(['video_key', 'poster_key']).execute();
      await trx.updateTable('users').set({ reel_count: 0 }).where('reel_count', '>', 0).execute();
      return removed;
    });
  }

  /** The newest `limit` comments, oldest first (the order a thread reads in). */
  async comments(reelId: string, limit: number, viewerId: string | null = null): Promise<CommentListRow[]> {
    let query = this.db
      .selectFrom('reel_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.text', 'c.created_at', 'u.username'])
      .where('c.reel_id', '=', reelId);
    // The viewer does not see the words of accounts they blocked (docs/decisions/021-review-replies-and-blocks.md).
    if (viewerId)
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_blocks as ub')
              .select('ub.blocker_id')
              .where('ub.blocker_id', '=', viewerId)
              .whereRef('ub.blocked_id', '=', 'c.user_id'),
          ),
        ),
      );
    const rows = await query.orderBy('c.id', 'desc').limit(limit).execute();
    return rows.reverse();
  }

  /** Adds a comment and counts it on the reel in one transaction; false when the reel is gone. */
  async addComment(comment: ReelCommentRow): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const counted = await trx
        .updateTable('reels')
        .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
        .where('id', '=', comment.reel_id)
        .executeTakeFirst();
      if (counted.numUpdatedRows === 0n) return false;
      await trx.insertInto('reel_comments').values(comment).execute();
      return true;
    });
  }

  /** Deletes a comment and uncounts it on its reel in one transaction; false when it was gone already. */
  async removeComment(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('reel_comments')
        .where('id', '=', id)
        .returning('reel_id')
        .executeTakeFirst();
      if (!removed) return false;
      await trx
        .updateTable('reels')
        .set((eb) => ({ comments_count: eb('comments_count', '-', 1) }))
        .where('id', '=', removed.reel_id)
        .where('comments_count', '>', 0)
        .execute();
      return true;
    });
  }
}

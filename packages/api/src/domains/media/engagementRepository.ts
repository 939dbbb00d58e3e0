import { sql } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import { compiledPerShape, type Db } from '@tasbir/db';
import { trendingRule, trendingSince } from '@tasbir/shared';
import { dayOf } from './viewer.js';

export type ItemTable = 'photos' | 'reels';
export type PerDayTable = 'photo_views' | 'reel_views' | 'reel_shares';
type Tables = { items: ItemTable; likes: 'photo_likes' | 'reel_likes'; views: 'photo_views' | 'reel_views' };

/** Items recounted per statement by refreshTrending: a few milliseconds each at a million items. */
const refreshSliceSize = 1_000;

const { likeWeight } = trendingRule;

/**
 * Likes, views and shares of photos or reels, with the counters and the trending score on the
 * item row kept in step in the same transaction. The score moves by +3/−3 per like and +1 per
 * view as they land; `refreshTrending` recomputes it exactly, letting old activity age out.
 */
/**
 * Which of a page's items the viewer liked: one statement per likes table and page size, compiled
 * once (compiledPerShape), as every signed-in page asks it.
 */
const likedAmongStatement = compiledPerShape<
  { likes: 'photo_likes' | 'reel_likes'; items: number },
  { item_id: string }
>(
  (shape) => ({ user: '', ...Object.fromEntries(Array.from({ length: shape.items }, (_, i) => [`i${i}`, ''])) }),
  (db, v, shape) =>
    db
      .selectFrom(shape.likes)
      .select('item_id')
      .where('user_id', '=', String(v.user))
      .where(
        'item_id',
        'in',
        Array.from({ length: shape.items }, (_, i) => String(v[`i${i}`])),
      ),
);

export class EngagementRepository {
  constructor(
    private readonly db: Db,
    private readonly t: Tables,
  ) {}

  /** Likes or unlikes; undefined when the item does not exist. */
  async toggleLike(itemId: string, userId: string, now: Date): Promise<{ liked: boolean; likes: number } | undefined> {
    const { items, likes } = this.t;
    const windowStart = trendingSince(now).toISOString();
    return this.db.transaction().execute(async (trx) => {
      const item = await trx.selectFrom(items).select('id').where('id', '=', itemId).executeTakeFirst();
      if (!item) return undefined;
      const removed = await trx
        .deleteFrom(likes)
        .where('item_id', '=', itemId)
        .where('user_id', '=', userId)
        .returning('created_at')
        .executeTakeFirst();
      if (removed) {
        const scoreDelta = removed.created_at >= windowStart ? likeWeight : 0;
        const row = await trx
          .updateTable(items)
          .set((eb) => ({
            likes_count: eb('likes_count', '-', 1),
            trending_score: eb('trending_score', '-', scoreDelta),
          }))
          .where('id', '=', itemId)
          .returning('likes_count')
          .executeTakeFirstOrThrow();
        return { liked: false, likes: row.likes_count };
      }
      const added = await trx
        .insertInto(likes)
        .values({ item_id: itemId, user_id: userId, created_at: now.toISOString() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      const step = Number(added.numInsertedOrUpdatedRows ?? 0n) > 0 ? 1 : 0;
      const row = await trx
        .updateTable(items)
        .set((eb) => ({
          likes_count: eb('likes_count', '+', step),
          trending_score: eb('trending_score', '+', step * likeWeight),
        }))
        .where('id', '=', itemId)
        .returning('likes_count')
        .executeTakeFirstOrThrow();
      return { liked: true, likes: row.likes_count };
    });
  }

  /**
   * Records one view (or share) per viewer, item and UTC day; returns the item's count and
   * whether this one counted, or undefined when the item does not exist.
   */
  async countOnce(
    table: PerDayTable,
    itemId: string,
    viewerKey: string,
    now: Date,
  ): Promise<{ count: number; counted: boolean } | undefined> {
    const { items } = this.t;
    const isShare = table === 'reel_shares';
    return this.db.transaction().execute(async (trx) => {
      const item = await trx.selectFrom(items).select('id').where('id', '=', itemId).executeTakeFirst();
      if (!item) return undefined;
      const added = await trx
        .insertInto(table)
        .values({ item_id: itemId, viewer_key: viewerKey, day: dayOf(now), created_at: now.toISOString() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      const counted = Number(added.numInsertedOrUpdatedRows ?? 0n) > 0;
      const step = counted ? 1 : 0;
      if (isShare) {
        const row = await trx
          .updateTable('reels')
          .set((eb) => ({ shares_count: eb('shares_count', '+', step) }))
          .where('id', '=', itemId)
          .returning('shares_count')
          .executeTakeFirstOrThrow();
        return { count: row.shares_count, counted };
      }
      const row = await trx
        .updateTable(items)
        .set((eb) => ({ views_count: eb('views_count', '+', step), trending_score: eb('trending_score', '+', step) }))
        .where('id', '=', itemId)
        .returning('views_count')
        .executeTakeFirstOrThrow();
      return { count: row.views_count, counted };
    });
  }

  /** Which of these items the user has liked. */
  async likedAmong(userId: string, itemIds: string[]): Promise<Set<string>> {
    if (itemIds.length === 0) return new Set();
    const values = { user: userId, ...Object.fromEntries(itemIds.map((id, i) => [`i${i}`, id])) };
    const { rows } = await likedAmongStatement(this.db, { likes: this.t.likes, items: itemIds.length }, values);
    return new Set(rows.map((row) => row.item_id));
  }

  /**
   * Recomputes every non-zero score from the last 7 days' likes and views (old activity ages out),
   * a slice of the table at a time with a turn of the event loop between slices: on SQLite a query
   * holds the only thread, and one statement over a million items held it for seconds. True when a
   * score moved (only those rows are written).
   */
  async refreshTrending(now: Date, sliceSize = refreshSliceSize): Promise<boolean> {
    const { items, likes, views } = this.t;
    const since = trendingSince(now);
    const id = sql.ref(`${items}.id`);
    const score = sql<number>`${likeWeight} * (select count(*) from ${sql.table(likes)} l where l.item_id = ${id} and l.created_at >= ${since.toISOString()})
      + (select count(*) from ${sql.table(views)} v where v.item_id = ${id} and v.day >= ${dayOf(since)})`;
    let after: string | undefined;
    let changed = false;
    for (;;) {
      let slice = this.db.selectFrom(items).select('id').orderBy('id').limit(sliceSize);
      if (after !== undefined) slice = slice.where('id', '>', after);
      const ids = (await slice.execute()).map((row) => row.id);
      if (ids.length === 0) return changed;
      const updated = await this.db
        .updateTable(items)
        .set({ trending_score: score })
        .where('id', 'in', ids)
        .where('trending_score', '>', 0)
        .where('trending_score', '<>', score)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) changed = true;
      after = ids.at(-1);
      await setImmediate();
    }
  }
}

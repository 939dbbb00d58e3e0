import type { Kysely } from 'kysely';
import { newId, type Database, type Db } from '@tasbir/db';
import { averageRating, directoryRankScore, reviewExcerpt, type ReviewFields } from '@tasbir/shared';

/** Most reviews one listing returns, newest first. */
export const reviewListMax = 100;

/**
 * Recomputes what the directory shows from a photographer's reviews: rating, total_ratings, the
 * rank, and the latest review excerpt. Runs inside the transaction that changed the reviews (a
 * review written here, or an author's account deleted).
 */
export async function refreshReviewStats(trx: Kysely<Database>, photographerId: string): Promise<void> {
  const totals = await trx
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('rating'), eb.val(0)).as('sum'),
    ])
    .where('photographer_id', '=', photographerId)
    .executeTakeFirstOrThrow();
  const count = Number(totals.count);
  const sum = Number(totals.sum);
  const latest = await trx
    .selectFrom('reviews')
    .select('comment')
    .where('photographer_id', '=', photographerId)
    .where('comment', '<>', '')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const excerpt = latest ? reviewExcerpt(latest.comment) : null;
  await trx
    .updateTable('users')
    .set({ rating: averageRating(sum, count), total_ratings: count, rank_score: directoryRankScore(sum, count) })
    .where('id', '=', photographerId)
    .execute();
  await trx
    .insertInto('photographer_profiles')
    .values({ user_id: photographerId, latest_review_excerpt: excerpt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ latest_review_excerpt: excerpt }))
    .execute();
}

/** Reviews and the photographer figures kept from them: the only code in this domain that touches Kysely. */
export class ReviewsRepository {
  constructor(private readonly db: Db) {}

  private selectReviews(db: Kysely<Database>) {
    return db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('review_replies as rr', 'rr.review_id', 'r.id')
      .select([
        'rr.text as reply_text',
        'rr.created_at as reply_created_at',
        'rr.edited_at as reply_edited_at',
        'r.id',
        'r.photographer_id',
        'r.rating',
        'r.comment',
        'r.verified',
        'r.created_at',
        'u.username as user_username',
      ]);
  }

  /**
   * Writes the user's review of a photographer, replacing their earlier one, and recomputes the
   * photographer's figures in the same transaction. Undefined when the photographer is not listed.
   */
  upsert(photographerId: string, userId: string, fields: Pick<ReviewFields, 'rating' | 'comment'>, now: string) {
    return this.db.transaction().execute(async (trx) => {
      // Updating the photographer's row first locks it (PostgreSQL), so two reviews of one
      // photographer recompute one after the other and the second sees the first.
      const touched = await trx
        .updateTable('users')
        .set({ last_active_at: now })
        .where('id', '=', photographerId)
        .where('role', '=', 'photographer')
        .where('suspended', '=', 0)
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) return undefined;
      const { rating, comment } = fields;
      // Verified: the author had a booking with this photographer that was completed.
      const completed = await trx
        .selectFrom('bookings')
        .select('id')
        .where('user_id', '=', userId)
        .where('photographer_id', '=', photographerId)
        .where('status', '=', 'completed')
        .limit(1)
        .executeTakeFirst();
      const verified = completed ? 1 : 0;
      // A replaced review takes its reply with it: the reply answered words that are gone
      // (docs/decisions/021-review-replies-and-blocks.md); the photographer may answer the new ones.
      await trx
        .deleteFrom('review_replies')
        .where('review_id', 'in', (eb) =>
          eb
            .selectFrom('reviews')
            .select('id')
            .where('photographer_id', '=', photographerId)
            .where('user_id', '=', userId),
        )
        .execute();
      await trx
        .insertInto('reviews')
        .values({
          id: newId(),
          photographer_id: photographerId,
          user_id: userId,
          rating,
          comment,
          verified,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['photographer_id', 'user_id'])
            .doUpdateSet({ rating, comment, verified, created_at: now, updated_at: now }),
        )
        .execute();
      await refreshReviewStats(trx, photographerId);
      return this.selectReviews(trx)
        .where('r.photographer_id', '=', photographerId)
        .where('r.user_id', '=', userId)
        .executeTakeFirstOrThrow();
    });
  }

  /** A photographer's reviews, newest first. */
  listFor(photographerId: string) {
    return this.selectReviews(this.db)
      .where('r.photographer_id', '=', photographerId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(reviewListMax)
      .execute();
  }
}

export type ReviewRowWithAuthor = Awaited<ReturnType<ReviewsRepository['listFor']>>[number];

import type { Db } from '@tasbir/db';
import { blockStandingBetween } from '../blocks/repository.js';

/** Replies to reviews (docs/decisions/021-review-replies-and-blocks.md): one per review, by its photographer. */
export class ReviewRepliesRepository {
  constructor(private readonly db: Db) {}

  /** The review a reply would answer, with its reply when it has one. */
  reviewWithReply(reviewId: string) {
    return this.db
      .selectFrom('reviews as r')
      .leftJoin('review_replies as rr', 'rr.review_id', 'r.id')
      .select(['r.id', 'r.photographer_id', 'r.user_id', 'rr.created_at as reply_created_at'])
      .where('r.id', '=', reviewId)
      .executeTakeFirst();
  }

  /** The first reply; false when one was written meanwhile (the caller then edits it). */
  async add(reviewId: string, photographerId: string, text: string, at: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('review_replies')
      .values({ review_id: reviewId, photographer_id: photographerId, text, created_at: at, edited_at: null })
      .onConflict((oc) => oc.column('review_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Edits the reply while it was first written after `since`; false once that window has closed. */
  async edit(reviewId: string, text: string, at: string, since: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('review_replies')
      .set({ text, edited_at: at })
      .where('review_id', '=', reviewId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  reply(reviewId: string) {
    return this.db
      .selectFrom('review_replies')
      .select(['review_id', 'text', 'created_at', 'edited_at'])
      .where('review_id', '=', reviewId)
      .executeTakeFirstOrThrow();
  }

  /** Whether the reviewer has blocked the photographer (then the reply is posted but not announced to them). */
  async reviewerBlocked(reviewerId: string, photographerId: string): Promise<boolean> {
    return (await blockStandingBetween(this.db, reviewerId, photographerId)) === 'by_me';
  }
}

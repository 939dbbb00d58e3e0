import { nowIso } from '@tasbir/db';
import {
  replyLimits,
  type RatingEntry,
  type Review,
  type ReviewFields,
  type ReviewReplyResult,
  type ReviewsResponse,
} from '@tasbir/shared';
import { requireReviewedPhotographer } from '../../access.js';
import { conflict, notFound } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { Notifier } from '../notifications/service.js';
import type { PhotographersRepository } from '../photographers/repository.js';
import type { ReviewRepliesRepository } from './replyRepository.js';
import type { ReviewRowWithAuthor, ReviewsRepository } from './repository.js';

const editWindowMs = replyLimits.editHours * 60 * 60 * 1000;

const toReview = (row: ReviewRowWithAuthor): Review => ({
  id: row.id,
  photographer_id: row.photographer_id,
  rating: row.rating,
  comment: row.comment,
  user_username: row.user_username,
  created_at: row.created_at,
  verified: row.verified === 1,
  reply:
    row.reply_text === null || row.reply_created_at === null
      ? null
      : { text: row.reply_text, created_at: row.reply_created_at, edited_at: row.reply_edited_at },
});

export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly photographers: PhotographersRepository,
    private readonly notifier: Notifier,
    private readonly replies: ReviewRepliesRepository,
  ) {}

  /**
   * The reviewed photographer's public reply (docs/decisions/021-review-replies-and-blocks.md): the
   * first one is posted and its reviewer told; another within 24 hours of the first edits it; after
   * that it stands as it is.
   */
  async reply(
    user: AuthenticatedUser,
    input: { id: string; text: string },
    at = new Date(),
  ): Promise<ReviewReplyResult> {
    const review = await this.replies.reviewWithReply(input.id);
    if (!review) throw notFound('reviewNotFound');
    requireReviewedPhotographer(user, review);
    const now = at.toISOString();
    const since = new Date(at.getTime() - editWindowMs).toISOString();
    const first = review.reply_created_at === null && (await this.replies.add(review.id, user.id, input.text, now));
    if (!first && !(await this.replies.edit(review.id, input.text, now, since))) throw conflict('reviewReplyLocked');
    if (first && !(await this.replies.reviewerBlocked(review.user_id, user.id)))
      await this.notifier.notify({
        to: review.user_id,
        kind: 'review_reply',
        params: { name: user.username },
        subjectId: review.id,
        actorId: user.id,
      });
    const { review_id, text, created_at, edited_at } = await this.replies.reply(review.id);
    return { review_id, text, created_at, edited_at };
  }

  /** A user's review of a photographer (the procedure admits regular users only); a second one replaces the first. */
  async create(user: AuthenticatedUser, fields: ReviewFields): Promise<Review> {
    const row = await this.repository.upsert(fields.photographer_id, user.id, fields, nowIso());
    if (!row) throw notFound('photographerNotFound');
    await this.notifier.notify({
      to: row.photographer_id,
      kind: 'review_received',
      params: { name: user.username, rating: row.rating },
      subjectId: row.id,
      actorId: user.id,
    });
    return toReview(row);
  }

  async forPhotographer(photographerId: string): Promise<ReviewsResponse> {
    return { reviews: (await this.listed(photographerId)).map(toReview) };
  }

  /** Rating entries (`GET /api/ratings/{id}`): the same reviews, fewer fields. */
  async ratings(photographerId: string): Promise<RatingEntry[]> {
    return (await this.listed(photographerId)).map(({ rating, comment, user_username, created_at }) => ({
      rating,
      comment,
      user_username,
      created_at,
    }));
  }

  private async listed(photographerId: string): Promise<ReviewRowWithAuthor[]> {
    if (!(await this.photographers.findListed(photographerId))) throw notFound('photographerNotFound');
    return this.repository.listFor(photographerId);
  }
}

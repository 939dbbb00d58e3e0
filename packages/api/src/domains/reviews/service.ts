import { nowIso } from '@tasbir/db';
import { type RatingEntry, type Review, type ReviewFields, type ReviewsResponse } from '@tasbir/shared';
import { notFound } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { Notifier } from '../notifications/service.js';
import type { PhotographersRepository } from '../photographers/repository.js';
import type { ReviewRowWithAuthor, ReviewsRepository } from './repository.js';

const toReview = (row: ReviewRowWithAuthor): Review => ({
  id: row.id,
  photographer_id: row.photographer_id,
  rating: row.rating,
  comment: row.comment,
  user_username: row.user_username,
  created_at: row.created_at,
  verified: row.verified === 1,
});

export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly photographers: PhotographersRepository,
    private readonly notifier: Notifier,
  ) {}

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

  /** A review goes and its photographer's rating, rank and excerpt are recomputed (an admin's decision on a report). */
  remove(id: string): Promise<boolean> {
    return this.repository.remove(id);
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

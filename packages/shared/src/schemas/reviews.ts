import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { reviewLimits } from '../portfolio.js';
import { photographerIdField } from './directory.js';
import { lineText, multilineText } from './fields.js';
import { replyLimits } from './replyLimits.js';

/** `POST /reviews` (docs/product.md#reviews): rating 1 to 5, 5 when not given. */
export const reviewInput = z.object({
  photographer_id: photographerIdField,
  rating: z
    .number(refuse('ratingInvalid'))
    .int(refuse('ratingInvalid'))
    .min(1, refuse('ratingInvalid'))
    .max(5, refuse('ratingInvalid'))
    .default(5),
  comment: multilineText(refuse('reviewTooLong'))
    .trim()
    .max(reviewLimits.commentMax, refuse('reviewTooLong'))
    .nullish()
    .transform((value) => value ?? ''),
});
export type ReviewInput = z.input<typeof reviewInput>;
export type ReviewFields = z.output<typeof reviewInput>;

/** A rating entry (`GET /ratings/{id}`). */
export const ratingEntrySchema = z.object({
  rating: z.number(),
  comment: z.string(),
  user_username: z.string(),
  created_at: z.string(),
});
export type RatingEntry = z.infer<typeof ratingEntrySchema>;
export const ratingsSchema = z.array(ratingEntrySchema);

/**
 * The reviewed photographer's public answer under a review (docs/decisions/021-review-replies-and-blocks.md):
 * `edited_at` is set once it was changed within its 24 hours.
 */
export const reviewReplySchema = z.object({
  text: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review; `verified` once its author has a completed booking with the photographer; `reply` its photographer's answer. */
export const reviewSchema = ratingEntrySchema.extend({
  id: z.string(),
  photographer_id: z.string(),
  verified: z.boolean(),
  reply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({ reviews: z.array(reviewSchema) });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** `POST /reviews/{id}/reply` `{text}` (tRPC `{id, text}`, the review's id): the reply's text, one paragraph or several, cleaned like a review's. */
export const reviewReplyInput = z.object({
  id: lineText(refuse('reviewNotFound')).trim().min(1, refuse('reviewNotFound')).max(64, refuse('reviewNotFound')),
  text: multilineText(refuse('reviewReplyRequired'))
    .trim()
    .min(1, refuse('reviewReplyRequired'))
    .max(replyLimits.textMax, refuse('reviewReplyTooLong')),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInput>;

/** What a reply answers: the review it is under, and the reply as now stored. */
export const reviewReplyResultSchema = reviewReplySchema.extend({ review_id: z.string() });
export type ReviewReplyResult = z.infer<typeof reviewReplyResultSchema>;

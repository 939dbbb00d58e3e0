import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { reviewLimits } from '../portfolio.js';
import { photographerIdField } from './directory.js';
import { multilineText } from './fields.js';

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

/** A review; `verified` once its author has a completed booking with the photographer. */
export const reviewSchema = ratingEntrySchema.extend({
  id: z.string(),
  photographer_id: z.string(),
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({ reviews: z.array(reviewSchema) });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

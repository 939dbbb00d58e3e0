import { z } from 'zod';
import { directoryMessages as d } from '../messages/directory.js';
import { reviewLimits } from '../portfolio.js';
import { photographerIdField } from './directory.js';

/** `POST /reviews` (spec sections 3 and 7): rating 1 to 5, 5 when not given. */
export const reviewInput = z.object({
  photographer_id: photographerIdField,
  rating: z
    .number({ error: d.ratingInvalid })
    .int({ error: d.ratingInvalid })
    .min(1, { error: d.ratingInvalid })
    .max(5, { error: d.ratingInvalid })
    .default(5),
  comment: z
    .string({ error: d.commentTooLong })
    .trim()
    .max(reviewLimits.commentMax, { error: d.commentTooLong })
    .nullish()
    .transform((value) => value ?? ''),
});
export type ReviewInput = z.input<typeof reviewInput>;
export type ReviewFields = z.output<typeof reviewInput>;

/** Spec section 3 "Rating entry" (`GET /ratings/{id}`). */
export const ratingEntrySchema = z.object({
  rating: z.number(),
  comment: z.string(),
  user_username: z.string(),
  created_at: z.string(),
});
export type RatingEntry = z.infer<typeof ratingEntrySchema>;

/** Spec section 3 "Review"; `verified` once its author has a completed booking with the photographer. */
export const reviewSchema = ratingEntrySchema.extend({
  id: z.string(),
  photographer_id: z.string(),
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({ reviews: z.array(reviewSchema) });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { planNames } from '../plans.js';
import { roles } from '../roles.js';
import { experienceLevels, leaderboardPeriods, pricingRanges, specialtyFilters } from '../portfolio.js';
import { calendarDateField, lineText } from './fields.js';
import { blankIsAbsent, pageCursorField, pageLimitField } from './paging.js';

/** A photographer's id in a path or body: opaque text. */
export const photographerIdField = lineText(refuse('photographerRequired'))
  .trim()
  .min(1, refuse('photographerRequired'))
  .max(64, refuse('photographerNotFound'));

export const photographerIdInput = z.object({ photographer_id: photographerIdField });
export type PhotographerIdInput = z.infer<typeof photographerIdInput>;

/** A place filter: blank or "all" means no filter (the directory sends "all" for its default). */
const placeFilter = lineText()
  .trim()
  .max(80, refuse('searchTooLong'))
  .nullish()
  .transform((value) => (!value || value.toLowerCase() === 'all' ? undefined : value));

/** `GET /photographers` (search, city, district and specialty, plus limit and cursor for paging). */
export const directoryQuery = z.object({
  search: lineText()
    .trim()
    .max(100, refuse('searchTooLong'))
    .nullish()
    .transform((value) => value || undefined),
  city: placeFilter,
  district: placeFilter,
  specialty: lineText(refuse('specialtyInvalid'))
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => value || 'all')
    .pipe(z.enum(specialtyFilters, refuse('specialtyInvalid'))),
  /** Only photographers free on this date (YYYY-MM-DD): not marked unavailable, no accepted booking. */
  free_on: z.preprocess(blankIsAbsent, calendarDateField('bookingDateInvalid').optional()),
  /** At most 50; a larger number is treated as 50. */
  limit: pageLimitField,
  /** `next_cursor` of the previous page. */
  cursor: pageCursorField,
  /** `top=true`: only Top photographers (docs/decisions/019-trust-signals.md); text on REST, a boolean on tRPC. */
  top: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
    .optional()
    .transform((value) => (value === true || value === 'true' || value === '1' ? true : undefined)),
});
export type DirectoryQueryInput = z.input<typeof directoryQuery>;
export type DirectoryQuery = z.output<typeof directoryQuery>;

/** A directory card (docs/product.md#directory). */
export const directoryItemSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** The avatar's URL; the older base64 `profile_image` field is served as the same URL. */
  profile_image: z.string().nullable(),
  profile_picture: z.string().nullable(),
  verified: z.boolean(),
  verification_badge: z.boolean(),
  bio: z.string().nullable(),
  rating: z.number(),
  total_ratings: z.number(),
  /** The first specialization, or null when the photographer has set none. */
  specialty: z.string().nullable(),
  specialties: z.array(z.string()),
  city: z.string().nullable(),
  district: z.string().nullable(),
  location: z.string().nullable(),
  /** The number photographers chose to publish at registration or in their profile (the card's Call button). */
  contact_number: z.string().nullable(),
  /** The portfolio's experience range (`3-5`), null when not set. */
  experience: z.enum(experienceLevels).nullable(),
  pricing_range: z.enum(pricingRanges).nullable(),
  /** "From Rs X": the pricing range's lower bound, Rs 15,000 when none is set. */
  price_from: z.number(),
  photo_count: z.number(),
  reel_count: z.number(),
  total_gifts_received: z.number(),
  subscription_plan: z.enum(planNames),
  /** The first 80 characters of the newest review with a comment. */
  latest_review: z.string().nullable(),
  /**
   * Trust signals (docs/decisions/019-trust-signals.md), over the last 30 Nepal days: the median
   * minutes to a first reply, and the percent (0–100, rounded down) of threads answered within 24
   * hours; null with fewer than 5 threads.
   */
  response_time_minutes: z.number().int().nullable(),
  response_rate: z.number().int().min(0).max(100).nullable(),
  /** Recomputed each Nepal day: rating ≥ 4.8 over ≥ 5 verified reviews of the year, replies to ≥ 90%, no cancellation in 90 days. */
  top_photographer: z.boolean(),
  /** Bookings the photographer cancelled after accepting them, in the last year (reliability). */
  cancellations_last_year: z.number().int(),
});
export type DirectoryItem = z.infer<typeof directoryItemSchema>;

export const directoryPageSchema = z.object({
  photographers: z.array(directoryItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

export const leaderboardInput = z.object({
  period: z.enum(leaderboardPeriods, refuse('periodInvalid')),
});
export type LeaderboardInput = z.infer<typeof leaderboardInput>;

/** A leaderboard entry, with its rank (1 is first). */
export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  user_id: z.string(),
  username: z.string(),
  verified: z.boolean(),
  location: z.string().nullable(),
  role: z.enum(roles),
  total_gift_value: z.number(),
  total_gifts: z.number(),
  rating: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
/** A leaderboard, first place first. */
export const leaderboardSchema = z.array(leaderboardEntrySchema);

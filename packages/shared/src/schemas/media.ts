import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { planNames } from '../plans.js';
import { optionalText } from './fields.js';
import { pageCursorField, pageLimitField } from './paging.js';
import { commentMaxLength } from '../limits.js';

export const mediaKinds = ['photo', 'reel'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const defaultCategory = 'General';

/** `?trending=true` arrives as text on REST and as a boolean on tRPC. */
const flagParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** A page of a public list: `limit` 1–50 (larger asks get 50), newest first or by trending score. */
export const listInput = z.object({
  limit: pageLimitField,
  trending: flagParam,
  cursor: pageCursorField,
});
export type ListInput = z.infer<typeof listInput>;

export const idInput = z.object({ id: z.string().min(1).max(64) });
export type IdInput = z.infer<typeof idInput>;

/** Title, description, category and location of a photo or reel (docs/product.md#photos-and-reels). */
export const mediaFields = z.object({
  title: z.string(refuse('titleRequired')).trim().min(1, refuse('titleRequired')).max(120),
  description: optionalText(2000),
  category: optionalText(40).transform((value) => value ?? defaultCategory),
  location: optionalText(120),
});
export type MediaFields = z.infer<typeof mediaFields>;


export const commentText = z
  .string(refuse('commentRequired'))
  .trim()
  .min(1, refuse('commentRequired'))
  .max(commentMaxLength, refuse('commentTooLong'));
export const addCommentInput = idInput.extend({ comment_text: commentText });
export type AddCommentInput = z.infer<typeof addCommentInput>;

export const uploadAllowanceInput = z.object({ kind: z.enum(mediaKinds) });
export const setSubscriptionInput = z.object({ plan: z.enum(planNames, refuse('planInvalid')) });
export type SetSubscriptionInput = z.infer<typeof setSubscriptionInput>;

const authorFields = {
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  location: z.string().nullable(),
  /** A count; `liked_by_me` says whether the signed-in caller is one of them. */
  likes: z.number(),
  liked_by_me: z.boolean(),
  views: z.number(),
  photographer_id: z.string(),
  photographer_username: z.string(),
  created_at: z.string(),
};

/** A photo, with `image_data` a URL under /api/media/ (never bytes). */
export const photoSchema = z.object({
  ...authorFields,
  image_data: z.string(),
  image_url: z.string(),
  thumb_url: z.string(),
  width: z.number(),
  height: z.number(),
  /** A tiny blurred WebP as a data URL, shown while the image loads. */
  placeholder: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** A reel, with `video_data` a URL under /api/media/ and counts instead of lists. */
export const reelSchema = z.object({
  ...authorFields,
  video_data: z.string(),
  video_url: z.string(),
  video_type: z.string(),
  poster_url: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  comments_count: z.number(),
  shares: z.number(),
});
export type Reel = z.infer<typeof reelSchema>;

export const commentSchema = z.object({ id: z.string(), username: z.string(), text: z.string(), created_at: z.string() });
export type Comment = z.infer<typeof commentSchema>;

export type Page<T> = { items: T[]; next_cursor: string | null };
export type LikeResult = { liked: boolean; likes: number };
export type ViewResult = { views: number; counted: boolean };
export type ShareResult = { shares: number };

export type UploadCount = number | 'unlimited';
/** Upload stats, plus the largest file the plan takes. */
export type UploadStat = { used: number; limit: UploadCount; remaining: UploadCount; max_file_mb: number };
export type UploadStats = { plan: (typeof planNames)[number]; photos: UploadStat; reels: UploadStat };
/** What one more upload of a kind may be; refused (403) when the plan allows none. */
export type UploadAllowance = UploadStat & { kind: MediaKind; max_file_bytes: number };

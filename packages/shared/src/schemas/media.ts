import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { planNames } from '../plans.js';
import { lineText, optionalText } from './fields.js';
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

export const idInput = z.object({ id: lineText().min(1).max(64) });
export type IdInput = z.infer<typeof idInput>;

/** The longest title a photo or reel may have. */
export const mediaTitleMax = 120;

/** Title, description, category and location of a photo or reel (docs/product.md#photos-and-reels). */
export const mediaFields = z.object({
  title: lineText(refuse('titleRequired'))
    .trim()
    .min(1, refuse('titleRequired'))
    .max(mediaTitleMax, refuse('fieldTooLong')),
  description: optionalText(2000, { multiline: true }),
  category: optionalText(40).transform((value) => value ?? defaultCategory),
  location: optionalText(120),
});
export type MediaFields = z.infer<typeof mediaFields>;

export const commentText = lineText(refuse('commentRequired'))
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

export const commentSchema = z.object({
  id: z.string(),
  username: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
/** A reel's comments, oldest first. */
export const commentsSchema = z.array(commentSchema);

export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number() });
export type LikeResult = z.infer<typeof likeResultSchema>;
/** `counted` is false when this viewer was already counted today. */
export const viewResultSchema = z.object({ views: z.number(), counted: z.boolean() });
export type ViewResult = z.infer<typeof viewResultSchema>;
export const shareResultSchema = z.object({ shares: z.number() });
export type ShareResult = z.infer<typeof shareResultSchema>;
/** What a removal answers. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;
export const commentAddedSchema = z.object({ comment: commentSchema });
export type CommentAdded = z.infer<typeof commentAddedSchema>;

export const uploadCountSchema = z.union([z.number(), z.literal('unlimited')]);
export type UploadCount = z.infer<typeof uploadCountSchema>;
/** Upload stats, plus the largest file the plan takes. */
export const uploadStatSchema = z.object({
  used: z.number(),
  limit: uploadCountSchema,
  remaining: uploadCountSchema,
  max_file_mb: z.number(),
});
export type UploadStat = z.infer<typeof uploadStatSchema>;
export const uploadStatsSchema = z.object({
  plan: z.enum(planNames),
  photos: uploadStatSchema,
  reels: uploadStatSchema,
});
export type UploadStats = z.infer<typeof uploadStatsSchema>;
/** What one more upload of a kind may be; refused (403) when the plan allows none. */
export const uploadAllowanceSchema = uploadStatSchema.extend({ kind: z.enum(mediaKinds), max_file_bytes: z.number() });
export type UploadAllowance = z.infer<typeof uploadAllowanceSchema>;

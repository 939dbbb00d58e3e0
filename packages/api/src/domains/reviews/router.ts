import type { TRPCRouterRecord } from '@trpc/server';
import {
  photographerIdInput,
  ratingsSchema,
  replyLimits,
  reviewInput,
  reviewReplyInput,
  reviewReplyResultSchema,
  reviewSchema,
  reviewsResponseSchema,
} from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

/** Regular users only: a visitor is asked to log in, every other role is refused. */
const reviewerProcedure = roleProcedure(['user'], { refusal: 'onlyUsersReview', visitorRefusal: 'loginToReview' });
/** Photographers only (the service then asks for the reviewed one): a visitor is asked to log in. */
const replierProcedure = roleProcedure(['photographer'], {
  refusal: 'onlyReviewedPhotographerReplies',
  visitorRefusal: 'loginToReply',
});

export const reviewsRouter = {
  create: reviewerProcedure
    .meta({
      staleAreas: ['directory', 'leaderboard'],
      rest: {
        method: 'POST',
        path: '/reviews',
        summary: 'Review a photographer (regular users; a second review replaces the first)',
        output: reviewSchema,
      },
    })
    .input(reviewInput)
    .mutation(({ ctx, input }) => ctx.services.reviews.create(ctx.user, input)),
  /** `{reviews}`, newest first (at most 100). */
  byPhotographer: publicProcedure
    .meta({
      cacheArea: 'directory',
      rest: {
        method: 'GET',
        path: '/reviews/:id',
        pathFields: { id: 'photographer_id' },
        summary: "A photographer's reviews, newest first",
        output: reviewsResponseSchema,
      },
    })
    .input(photographerIdInput)
    .query(({ ctx, input }) => ctx.services.reviews.forPhotographer(input.photographer_id)),
  /** The same reviews as rating entries: rating, comment, author and time only. */
  ratings: publicProcedure
    .meta({
      cacheArea: 'directory',
      rest: {
        method: 'GET',
        path: '/ratings/:id',
        pathFields: { id: 'photographer_id' },
        summary: "A photographer's ratings, newest first",
        output: ratingsSchema,
      },
    })
    .input(photographerIdInput)
    .query(({ ctx, input }) => ctx.services.reviews.ratings(input.photographer_id)),
  /** The reviewed photographer's one public reply; another within 24 hours edits it. */
  reply: replierProcedure
    .meta({
      // The reply shows under the review in the reviews list, which visitors read from the cache.
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/reviews/:id/reply',
        summary: `Reply to a review of oneself (the reviewed photographer; once, editable for ${replyLimits.editHours} hours, then 409)`,
        output: reviewReplyResultSchema,
      },
    })
    .input(reviewReplyInput)
    .mutation(({ ctx, input }) => ctx.services.reviews.reply(ctx.user, input)),
} satisfies TRPCRouterRecord;

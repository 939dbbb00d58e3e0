import type { TRPCRouterRecord } from '@trpc/server';
import { photographerIdInput, ratingsSchema, reviewInput, reviewSchema, reviewsResponseSchema } from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

/** Regular users only: a visitor is asked to log in, every other role is refused. */
const reviewerProcedure = roleProcedure(['user'], { refusal: 'onlyUsersReview', visitorRefusal: 'loginToReview' });

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
} satisfies TRPCRouterRecord;

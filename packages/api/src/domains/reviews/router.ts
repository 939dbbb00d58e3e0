import type { TRPCRouterRecord } from '@trpc/server';
import { photographerIdInput, reviewInput } from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

/** Regular users only: a visitor is asked to log in, any other role is refused. */
const reviewerProcedure = roleProcedure(['user'], { refusal: 'onlyUsersReview', visitorRefusal: 'loginToReview' });

export const reviewsRouter = {
  create: reviewerProcedure.meta({ staleAreas: ['directory', 'leaderboard'] }).input(reviewInput).mutation(({ ctx, input }) => ctx.services.reviews.create(ctx.user, input)),
  /** `{reviews}`, newest first (at most 100). */
  byPhotographer: publicProcedure.meta({ cacheArea: 'directory' }).input(photographerIdInput).query(({ ctx, input }) => ctx.services.reviews.forPhotographer(input.photographer_id)),
  /** The same reviews as rating entries: rating, comment, author and time only. */
  ratings: publicProcedure.meta({ cacheArea: 'directory' }).input(photographerIdInput).query(({ ctx, input }) => ctx.services.reviews.ratings(input.photographer_id)),
} satisfies TRPCRouterRecord;

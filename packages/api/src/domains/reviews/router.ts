import type { TRPCRouterRecord } from '@trpc/server';
import { directoryMessages as d, photographerIdInput, reviewInput } from '@tasbir/shared';
import { forbidden, unauthorized } from '../../errors.js';
import { publicProcedure } from '../../trpc/trpc.js';

/**
 * Regular users only, with the spec's two sentences (section 5): a visitor is asked to log in,
 * any other role is refused. Checked before the input, so the answer does not depend on the form.
 */
const reviewerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.hasToken) throw unauthorized(d.loginToReview);
  const user = await ctx.authenticate();
  if (user.role !== 'user') throw forbidden(d.onlyUsersReview);
  return next({ ctx: { ...ctx, user } });
});

export const reviewsRouter = {
  create: reviewerProcedure.input(reviewInput).mutation(({ ctx, input }) => ctx.services.reviews.create(ctx.user, input)),
  /** `{reviews}`, newest first (at most 100). */
  byPhotographer: publicProcedure.input(photographerIdInput).query(({ ctx, input }) => ctx.services.reviews.forPhotographer(input.photographer_id)),
  /** The same reviews as the spec's rating entries. */
  ratings: publicProcedure.input(photographerIdInput).query(({ ctx, input }) => ctx.services.reviews.ratings(input.photographer_id)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { directoryMessages as d, photographerIdInput, portfolioInput } from '@tasbir/shared';
import { forbidden } from '../../errors.js';
import { authedProcedure, publicProcedure } from '../../trpc/trpc.js';

/** Photographers only, refused before the input is looked at: the role decides, not the form. */
const photographerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'photographer') throw forbidden(d.onlyPhotographersPortfolio);
  return next();
});

export const portfolioRouter = {
  /** The signed-in photographer's own portfolio. */
  mine: photographerProcedure.query(({ ctx }) => ctx.services.portfolio.mine(ctx.user)),
  /** Replaces the signed-in photographer's portfolio; answers the saved portfolio. */
  save: photographerProcedure.input(portfolioInput).mutation(({ ctx, input }) => ctx.services.portfolio.save(ctx.user, input)),
  /** Anyone may read a photographer's portfolio. */
  byPhotographer: publicProcedure.input(photographerIdInput).query(({ ctx, input }) => ctx.services.portfolio.forPhotographer(input.photographer_id)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { photographerIdInput, portfolioInput, portfolioSchema } from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

const photographerProcedure = roleProcedure(['photographer'], { refusal: 'onlyPhotographersPortfolio' });

export const portfolioRouter = {
  /** The signed-in photographer's own portfolio. */
  mine: photographerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/portfolio',
        summary: "The signed-in photographer's portfolio",
        output: portfolioSchema,
      },
    })
    .query(({ ctx }) => ctx.services.portfolio.mine(ctx.user)),
  /** Replaces the signed-in photographer's portfolio; answers the saved portfolio. */
  save: photographerProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/portfolio',
        summary: "Save the signed-in photographer's portfolio (choices from the product's lists)",
        output: portfolioSchema,
      },
    })
    .input(portfolioInput)
    .mutation(({ ctx, input }) => ctx.services.portfolio.save(ctx.user, input)),
  /** Anyone may read a photographer's portfolio. */
  byPhotographer: publicProcedure
    .meta({
      cacheArea: 'directory',
      rest: {
        method: 'GET',
        path: '/portfolio/:id',
        pathFields: { id: 'photographer_id' },
        summary: "A photographer's portfolio",
        output: portfolioSchema,
      },
    })
    .input(photographerIdInput)
    .query(({ ctx, input }) => ctx.services.portfolio.forPhotographer(input.photographer_id)),
} satisfies TRPCRouterRecord;

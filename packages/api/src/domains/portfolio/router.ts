import type { TRPCRouterRecord } from '@trpc/server';
import { photographerIdInput, portfolioInput } from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

const photographerProcedure = roleProcedure(['photographer'], { refusal: 'onlyPhotographersPortfolio' });

export const portfolioRouter = {
  /** The signed-in photographer's own portfolio. */
  mine: photographerProcedure.query(({ ctx }) => ctx.services.portfolio.mine(ctx.user)),
  /** Replaces the signed-in photographer's portfolio; answers the saved portfolio. */
  save: photographerProcedure.meta({ staleAreas: ['directory'] }).input(portfolioInput).mutation(({ ctx, input }) => ctx.services.portfolio.save(ctx.user, input)),
  /** Anyone may read a photographer's portfolio. */
  byPhotographer: publicProcedure.meta({ cacheArea: 'directory' }).input(photographerIdInput).query(({ ctx, input }) => ctx.services.portfolio.forPhotographer(input.photographer_id)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../../trpc/trpc.js';

export const giftsRouter = {
  /** `{gifts}`: the catalogue, smallest first. */
  available: publicProcedure.query(({ ctx }) => ctx.services.gifts.available()),
} satisfies TRPCRouterRecord;

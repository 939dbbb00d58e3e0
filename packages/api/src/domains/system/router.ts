import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../../trpc/trpc.js';

export const systemRouter = {
  health: publicProcedure.query(({ ctx }) => ctx.services.system.health()),
} satisfies TRPCRouterRecord;

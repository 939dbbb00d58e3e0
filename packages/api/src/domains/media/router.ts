import type { TRPCRouterRecord } from '@trpc/server';
import { uploadAllowanceInput } from '@tasbir/shared';
import { authedProcedure } from '../../trpc/trpc.js';

export const mediaRouter = {
  uploadStats: authedProcedure.query(({ ctx }) => ctx.services.media.uploadStats(ctx.user)),
  uploadAllowance: authedProcedure.input(uploadAllowanceInput).query(({ ctx, input }) => ctx.services.media.uploadAllowance(ctx.user, input.kind)),
} satisfies TRPCRouterRecord;

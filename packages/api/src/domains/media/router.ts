import type { TRPCRouterRecord } from '@trpc/server';
import { uploadAllowanceInput, uploadStatsSchema } from '@tasbir/shared';
import { authedProcedure } from '../../trpc/trpc.js';

export const mediaRouter = {
  uploadStats: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/upload-stats',
        summary: "The caller's photo and reel upload counts and limits",
        output: uploadStatsSchema,
      },
    })
    .query(({ ctx }) => ctx.services.media.uploadStats(ctx.user)),
  uploadAllowance: authedProcedure
    .input(uploadAllowanceInput)
    .query(({ ctx, input }) => ctx.services.media.uploadAllowance(ctx.user, input.kind)),
} satisfies TRPCRouterRecord;

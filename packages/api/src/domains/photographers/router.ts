import type { TRPCRouterRecord } from '@trpc/server';
import { directoryItemSchema, directoryQuery, photographerIdInput } from '@tasbir/shared';
import { publicProcedure } from '../../trpc/trpc.js';

export const photographersRouter = {
  list: publicProcedure
    .meta({ cacheArea: 'directory' })
    .input(directoryQuery)
    .query(({ ctx, input }) => ctx.services.photographers.list(input)),
  byId: publicProcedure
    .meta({
      cacheArea: 'directory',
      rest: {
        method: 'GET',
        path: '/photographers/:id',
        pathFields: { id: 'photographer_id' },
        summary: "One photographer's directory card",
        output: directoryItemSchema,
      },
    })
    .input(photographerIdInput)
    .query(({ ctx, input }) => ctx.services.photographers.get(input.photographer_id)),
} satisfies TRPCRouterRecord;

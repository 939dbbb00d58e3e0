import type { TRPCRouterRecord } from '@trpc/server';
import { directoryItemSchema, directoryQuery, pageSchema, photographerIdInput } from '@tasbir/shared';
import { publicProcedure } from '../../trpc/trpc.js';

export const photographersRouter = {
  list: publicProcedure
    .meta({
      cacheArea: 'directory',
      rest: {
        method: 'GET',
        path: '/photographers',
        summary:
          'The photographer directory: ?search, city, district, specialty, free_on (YYYY-MM-DD), limit (≤ 50), cursor',
        output: pageSchema(directoryItemSchema),
        paged: true,
        // tRPC names the directory's items `photographers`; a REST page is items and a cursor like every list.
        itemsField: 'photographers',
      },
    })
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

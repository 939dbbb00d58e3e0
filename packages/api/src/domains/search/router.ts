import type { TRPCRouterRecord } from '@trpc/server';
import { suggestInput, suggestionsSchema } from '@tasbir/shared';
import { publicProcedure } from '../../trpc/trpc.js';

export const searchRouter = {
  // Called at every keystroke: visitors' answers are kept like the directory's pages (docs/decisions/005-list-cache.md).
  suggest: publicProcedure
    .meta({
      cacheArea: 'directory',
      rest: {
        method: 'GET',
        path: '/search/suggest',
        summary:
          'As-you-type suggestions for the directory search: ?q (≤ 100 characters); places, specialties and photographers, at most 8',
        output: suggestionsSchema,
      },
    })
    .input(suggestInput)
    .query(({ ctx, input }) => ctx.services.suggest.suggest(input.q)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { blockListSchema, blockStateSchema, blockUserInput, roles } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

/** Any signed-in account; a visitor is asked to log in. */
const blockerProcedure = roleProcedure(roles, { visitorRefusal: 'loginToBlock' });

export const blocksRouter = {
  /** Blocking an account twice is one block; blocking oneself is refused. */
  block: blockerProcedure
    .meta({
      // No cached list shows a block: the reel comments a blocker no longer sees are read per viewer.
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/users/:id/block',
        summary:
          'Block an account: while it stands, neither messages, books or sends gifts to the other, and the caller no longer sees its comments (idempotent)',
        output: blockStateSchema,
      },
    })
    .input(blockUserInput)
    .mutation(({ ctx, input }) => ctx.services.blocks.block(ctx.user, input.id)),
  unblock: blockerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'DELETE',
        path: '/users/:id/block',
        summary: 'Unblock an account (idempotent)',
        output: blockStateSchema,
      },
    })
    .input(blockUserInput)
    .mutation(({ ctx, input }) => ctx.services.blocks.unblock(ctx.user, input.id)),
  /** `{blocks}`: the accounts the caller blocks, newest first. */
  list: blockerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/blocks',
        summary: 'The accounts the caller blocks, newest block first',
        output: blockListSchema,
      },
    })
    .query(({ ctx }) => ctx.services.blocks.list(ctx.user)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { giftListSchema, giftPurchaseSchema, giftTransactionListSchema, purchaseGiftInput } from '@tasbir/shared';
import { authedProcedure, publicProcedure, roleProcedure } from '../../trpc/trpc.js';

/** Regular users only: a visitor is asked to log in, every other role is refused. */
const gifterProcedure = roleProcedure(['user'], { refusal: 'onlyUsersGift', visitorRefusal: 'loginToGift' });

export const giftsRouter = {
  /** `{gifts}`: the catalogue, smallest first. */
  available: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/gifts/available',
        summary: 'The gift catalogue, smallest first: type, name, emoji, value in credits, description',
        output: giftListSchema,
      },
    })
    .query(({ ctx }) => ctx.services.gifts.available()),
  /** Sends a gift; a gift changes the photographer's card (gifts received) and the leaderboards. A retry with the same Idempotency-Key is charged once. */
  purchase: gifterProcedure
    .meta({
      staleAreas: ['directory', 'leaderboard'],
      rest: {
        method: 'POST',
        path: '/gifts/purchase',
        idempotencyKey: true,
        summary:
          "Send a gift to a photographer (regular users): the sender pays its value, the photographer gets their plan's share",
        output: giftPurchaseSchema,
      },
    })
    .input(purchaseGiftInput)
    .mutation(({ ctx, input }) => ctx.services.gifts.purchase(ctx.user, input)),
  /** `{transactions}`: the caller's gifts sent and received, newest first. */
  transactions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/gifts/transactions',
        summary: "The caller's gifts sent and received, newest first",
        output: giftTransactionListSchema,
      },
    })
    .query(({ ctx }) => ctx.services.gifts.transactions(ctx.user)),
} satisfies TRPCRouterRecord;

import { giftListSchema, giftPurchaseSchema, giftTransactionListSchema, purchaseGiftInput } from '@tasbir/shared';
import { bodyWithIdempotencyKey } from '../../idempotency.js';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { giftsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ gifts: typeof giftsRouter }>>();

export const giftsRestRoutes = [
  restRoute({ method: 'GET', path: '/gifts/available', summary: 'The gift catalogue, smallest first: type, name, emoji, value in credits, description', input: noInput, output: giftListSchema, call: (api) => api.gifts.available() }),
  restRoute({
    method: 'POST',
    path: '/gifts/purchase',
    summary: "Send a gift to a photographer (regular users): the sender pays its value, the photographer gets their plan's share",
    auth: true,
    input: purchaseGiftInput,
    // A retried request carries the same Idempotency-Key header and is charged once.
    read: bodyWithIdempotencyKey,
    output: giftPurchaseSchema,
    call: (api, input) => api.gifts.purchase(input),
  }),
  restRoute({
    method: 'GET',
    path: '/gifts/transactions',
    summary: "The caller's gifts sent and received, newest first",
    auth: true,
    input: noInput,
    output: giftTransactionListSchema,
    call: (api) => api.gifts.transactions(),
  }),
];

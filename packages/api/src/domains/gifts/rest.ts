import { giftPurchaseSchema, purchaseGiftInput } from '@tasbir/shared';
import { bodyWithIdempotencyKey } from '../../idempotency.js';
import { restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { giftsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ gifts: typeof giftsRouter }>>();

/** `gifts.purchase`'s row: a retried request carries the same Idempotency-Key header and is charged once. */
export const giftsRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/gifts/purchase',
    summary: "Send a gift to a photographer (regular users): the sender pays its value, the photographer gets their plan's share",
    auth: true,
    input: purchaseGiftInput,
    read: bodyWithIdempotencyKey,
    output: giftPurchaseSchema,
    call: (api, input) => api.gifts.purchase(input),
  }),
];

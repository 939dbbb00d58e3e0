import { subscriptionRequestSchema } from '@tasbir/shared';
import { restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { receiptUpload } from '../credits/rest.js';
import { upgradeInput, type subscriptionRouter } from './router.js';

type SubscriptionCaller = CallerOf<{ subscription: typeof subscriptionRouter }>;
const restRoute = restRoutesFor<SubscriptionCaller>();

const upload = receiptUpload<SubscriptionCaller>('payment_proof', (api) => api.subscription.receiptAllowance());

/** `subscription.upgrade`'s row: the receipt is streamed to the staging folder once the caller is admitted. */
export const subscriptionRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/subscription/upgrade',
    summary:
      'Ask for a paid plan: plan, payment_method, and payment_proof (a receipt image or PDF); one request may wait at a time',
    auth: true,
    upload,
    input: upgradeInput,
    output: subscriptionRequestSchema,
    call: (api, input) => api.subscription.upgrade(input),
  }),
];

import { setSubscriptionInput, userSchema } from '@tasbir/shared';
import { restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { testingRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ testing: typeof testingRouter }>>();

export const testingRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/test/set-subscription',
    summary: "Test only (ENABLE_TEST_ROUTES=1, else 404): set the caller's plan for 30 days (?plan=)",
    auth: true,
    input: setSubscriptionInput,
    output: userSchema,
    read: (r) => ({ ...(typeof r.body === 'object' && r.body !== null ? r.body : {}), ...r.query }),
    call: (api, input) => api.testing.setSubscription(input),
  }),
];

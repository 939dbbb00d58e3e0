import { setSubscriptionInput } from '@tasbir/shared';
import { restRoute } from '../../rest/route.js';

export const testingRestRoutes = [
  restRoute({
    method: 'POST',
    path: '/test/set-subscription',
    summary: "Test only (ENABLE_TEST_ROUTES=1, else 404): set the caller's plan for 30 days (?plan=)",
    auth: true,
    input: setSubscriptionInput,
    read: (r) => ({ ...(typeof r.body === 'object' && r.body !== null ? r.body : {}), ...r.query }),
    call: (api, input) => api.testing.setSubscription(input),
  }),
];

import { currentSubscriptionSchema, planMapSchema } from '@tasbir/shared';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { subscriptionRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ subscription: typeof subscriptionRouter }>>();

export const subscriptionRestRoutes = [
  restRoute({ method: 'GET', path: '/subscription/current', summary: "The caller's plan in force now, with its price, feature lines and days remaining", auth: true, input: noInput, output: currentSubscriptionSchema, call: (api) => api.subscription.current() }),
  restRoute({ method: 'GET', path: '/subscription/plans', summary: 'Every plan by name: price, upload limits, gift share and feature lines', input: noInput, output: planMapSchema, call: (api) => api.subscription.plans() }),
];

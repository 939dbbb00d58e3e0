import { currentSubscriptionSchema, idInput, planMapSchema, subscriptionRequestListSchema, subscriptionRequestSchema } from '@tasbir/shared';
import { noInput, restRoutesFor, type RestRequest } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import { receiptUpload } from '../credits/rest.js';
import { upgradeInput, type subscriptionRouter } from './router.js';

type SubscriptionCaller = CallerOf<{ subscription: typeof subscriptionRouter }>;
const restRoute = restRoutesFor<SubscriptionCaller>();

const upload = receiptUpload<SubscriptionCaller>('payment_proof', (api) => api.subscription.receiptAllowance());
const byId = (request: RestRequest) => request.params;

export const subscriptionRestRoutes = [
  restRoute({ method: 'GET', path: '/subscription/current', summary: "The caller's plan in force now, with its price, feature lines and days remaining", auth: true, input: noInput, output: currentSubscriptionSchema, call: (api) => api.subscription.current() }),
  restRoute({ method: 'POST', path: '/subscription/upgrade', summary: 'Ask for a paid plan: plan, payment_method, and payment_proof (a receipt image or PDF); one request may wait at a time', auth: true, upload, input: upgradeInput, output: subscriptionRequestSchema, call: (api, input) => api.subscription.upgrade(input) }),
  restRoute({ method: 'GET', path: '/subscription/my-requests', summary: "The caller's own plan requests, newest first", auth: true, input: noInput, output: subscriptionRequestListSchema, call: (api) => api.subscription.myRequests() }),
  restRoute({ method: 'GET', path: '/subscription/requests', summary: 'Every plan request, waiting ones first (admins)', auth: true, input: noInput, output: subscriptionRequestListSchema, call: (api) => api.subscription.requests() }),
  restRoute({ method: 'POST', path: '/subscription/approve/:id', summary: 'Approve a waiting plan request: the plan runs 30 days from now (admins); 409 when decided already', auth: true, input: idInput, output: subscriptionRequestSchema, read: byId, call: (api, input) => api.subscription.approve(input) }),
  restRoute({ method: 'POST', path: '/subscription/reject/:id', summary: 'Reject a waiting plan request (admins); 409 when decided already', auth: true, input: idInput, output: subscriptionRequestSchema, read: byId, call: (api, input) => api.subscription.reject(input) }),
  restRoute({ method: 'GET', path: '/subscription/plans', summary: 'Every plan by name: price, upload limits, gift share and feature lines', input: noInput, output: planMapSchema, call: (api) => api.subscription.plans() }),
];

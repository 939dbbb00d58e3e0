import { adminPayoutsInput, createPayoutInput, earningsSchema, markPayoutPaidInput, payoutListSchema, payoutSchema, rejectPayoutInput } from '@tasbir/shared';
import { bodyWithId, noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { payoutsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ payouts: typeof payoutsRouter }>>();

export const payoutsRestRoutes = [
  restRoute({ method: 'GET', path: '/payouts/earnings', summary: 'What the calling photographer may withdraw, has held and was paid', auth: true, input: noInput, output: earningsSchema, call: (api) => api.payouts.earnings() }),
  restRoute({ method: 'POST', path: '/payouts', summary: 'Withdraw credits (photographers): at least 1,000, no more than the balance; held at once until an admin pays or rejects it', auth: true, input: createPayoutInput, output: payoutSchema, call: (api, input) => api.payouts.request(input) }),
  restRoute({ method: 'GET', path: '/payouts/mine', summary: "The calling photographer's payouts, newest first", auth: true, input: noInput, output: payoutListSchema, call: (api) => api.payouts.mine() }),
  restRoute({ method: 'GET', path: '/admin/payouts', summary: 'Payouts by status (admins; held by default, oldest first)', auth: true, input: adminPayoutsInput, output: payoutListSchema, queryInput: true, call: (api, input) => api.payouts.adminList(input) }),
  restRoute({ method: 'POST', path: '/admin/payouts/:id/paid', summary: 'Mark a held payout paid with the transfer reference (admins); 409 when already decided', auth: true, input: markPayoutPaidInput, output: payoutSchema, read: bodyWithId, call: (api, input) => api.payouts.markPaid(input) }),
  restRoute({ method: 'POST', path: '/admin/payouts/:id/reject', summary: 'Reject a held payout with a note, giving the credits back (admins); 409 when already decided', auth: true, input: rejectPayoutInput, output: payoutSchema, read: bodyWithId, call: (api, input) => api.payouts.reject(input) }),
];

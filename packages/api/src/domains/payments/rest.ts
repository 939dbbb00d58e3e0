import { adminPaymentListSchema, adminPaymentSchema, adminPaymentsInput, createdPaymentSchema, createPaymentInput, myPaymentsInput, paymentIdInput, paymentPageSchema, paymentProvidersSchema, paymentViewSchema, refundPaymentInput } from '@tasbir/shared';
import { bodyWithId, noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { paymentsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ payments: typeof paymentsRouter }>>();

export const paymentsRestRoutes = [
  restRoute({ method: 'GET', path: '/payments/providers', summary: 'The wallets this server takes payments through', input: noInput, output: paymentProvidersSchema, call: (api) => api.payments.providers() }),
  restRoute({
    method: 'POST',
    path: '/payments',
    summary: "Pay for credits ({purpose:'credits', credits: 10–1,00,000, provider}) or a plan ({purpose:'plan', plan, provider}); answers the payment and the redirect to the provider (eSewa: a form to POST; Khalti: a URL)",
    auth: true,
    input: createPaymentInput,
    output: createdPaymentSchema,
    call: (api, input) => api.payments.create(input),
  }),
  restRoute({ method: 'GET', path: '/payments/mine', summary: "The caller's payments, newest first (X-Next-Cursor for the next page)", auth: true, paged: true, queryInput: true, input: myPaymentsInput, output: paymentPageSchema, call: (api, input) => api.payments.mine(input) }),
  restRoute({ method: 'GET', path: '/payments/:id', summary: 'One payment and its owner’s balance (owner or admin)', auth: true, queryInput: true, input: paymentIdInput, output: paymentViewSchema, call: (api, input) => api.payments.byId(input) }),
  restRoute({ method: 'POST', path: '/payments/:id/check', summary: 'Ask the provider about an unfinished payment now (owner or admin)', auth: true, input: paymentIdInput, output: paymentViewSchema, read: bodyWithId, call: (api, input) => api.payments.check(input) }),
  restRoute({ method: 'GET', path: '/admin/payments', summary: 'Payments by our id or the provider’s reference (query), or by status (admins)', auth: true, queryInput: true, input: adminPaymentsInput, output: adminPaymentListSchema, call: (api, input) => api.payments.adminList(input) }),
  restRoute({ method: 'POST', path: '/admin/payments/:id/refund', summary: 'Mark a completed payment refunded with the provider’s refund reference (admins); 409 when not completed or its credits are spent', auth: true, input: refundPaymentInput, output: adminPaymentSchema, read: bodyWithId, call: (api, input) => api.payments.refund(input) }),
];

import type { TRPCRouterRecord } from '@trpc/server';
import {
  adminPaymentListSchema,
  adminPaymentSchema,
  adminPaymentsInput,
  createdPaymentSchema,
  createPaymentInput,
  myPaymentsInput,
  paymentIdInput,
  paymentPageSchema,
  paymentProvidersSchema,
  paymentViewSchema,
  refundPaymentInput,
} from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

/** Users and photographers pay; admins look payments up and refund them. */
const payerProcedure = roleProcedure(['user', 'photographer'], { refusal: 'onlyUsersCredits' });
const ownerProcedure = roleProcedure(['user', 'photographer', 'admin']);
const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const paymentsRouter = {
  /** `{providers}`: the wallets this server takes payments through. */
  providers: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/payments/providers',
        summary: 'The wallets this server takes payments through',
        output: paymentProvidersSchema,
      },
    })
    .query(({ ctx }) => ctx.services.payments.offered()),
  /** Starts a payment for credits or a plan; `{payment, redirect}` tells the browser how to pay. */
  create: payerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/payments',
        summary:
          "Pay for credits ({purpose:'credits', credits: 10–1,00,000, provider}) or a plan ({purpose:'plan', plan, provider}); answers the payment and the redirect to the provider (eSewa: a form to POST; Khalti: a URL)",
        output: createdPaymentSchema,
      },
    })
    .input(createPaymentInput)
    .mutation(({ ctx, input }) => ctx.services.payments.create(ctx.user, input, ctx.origin)),
  /** The caller's payments, newest first, a page at a time. */
  mine: payerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/payments/mine',
        queryInput: true,
        summary: "The caller's payments, newest first (X-Next-Cursor for the next page)",
        output: paymentPageSchema,
        paged: true,
      },
    })
    .input(myPaymentsInput)
    .query(({ ctx, input }) => ctx.services.payments.mine(ctx.user, input.limit, input.cursor)),
  /** `{payment, credits}`: one payment and its owner's balance now (owner or admin). */
  byId: ownerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/payments/:id',
        queryInput: true,
        summary: 'One payment and its owner’s balance (owner or admin)',
        output: paymentViewSchema,
      },
    })
    .input(paymentIdInput)
    .query(({ ctx, input }) => ctx.services.payments.view(ctx.user, input.id)),
  /** Asks the provider about an unfinished payment now ("check again"); answers as byId. A plan it settles shows on the directory card. */
  check: ownerProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/payments/:id/check',
        summary: 'Ask the provider about an unfinished payment now (owner or admin)',
        output: paymentViewSchema,
      },
    })
    .input(paymentIdInput)
    .mutation(({ ctx, input }) => ctx.services.payments.checkAgain(ctx.user, input.id)),
  /** `{payments}`: found by our id or the provider's reference, or of one status (the ambiguous queue). */
  adminList: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/payments',
        queryInput: true,
        summary: 'Payments by our id or the provider’s reference (query), or by status (admins)',
        output: adminPaymentListSchema,
      },
    })
    .input(adminPaymentsInput)
    .query(({ ctx, input }) => ctx.services.payments.forAdmins(input)),
  /** Marks a completed payment refunded with the provider's refund reference; refused when its credits are spent. A refunded plan leaves the directory card. */
  refund: adminProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/admin/payments/:id/refund',
        summary:
          'Mark a completed payment refunded with the provider’s refund reference (admins); 409 when not completed or its credits are spent',
        output: adminPaymentSchema,
      },
    })
    .input(refundPaymentInput)
    .mutation(({ ctx, input }) => ctx.services.payments.refund(ctx.user, input.id, input.reference)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { adminPaymentsInput, createPaymentInput, myPaymentsInput, paymentIdInput, refundPaymentInput } from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

/** Users and photographers pay; admins look payments up and refund them. */
const payerProcedure = roleProcedure(['user', 'photographer'], { refusal: 'onlyUsersCredits' });
const ownerProcedure = roleProcedure(['user', 'photographer', 'admin']);
const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const paymentsRouter = {
  /** `{providers}`: the wallets this server takes payments through. */
  providers: publicProcedure.query(({ ctx }) => ctx.services.payments.offered()),
  /** Starts a payment for credits or a plan; `{payment, redirect}` tells the browser how to pay. */
  create: payerProcedure.meta({ staleAreas: [] }).input(createPaymentInput).mutation(({ ctx, input }) => ctx.services.payments.create(ctx.user, input, ctx.origin)),
  /** `{payment, credits}`: one payment and its owner's balance now (owner or admin). */
  byId: ownerProcedure.input(paymentIdInput).query(({ ctx, input }) => ctx.services.payments.view(ctx.user, input.id)),
  /** Asks the provider about an unfinished payment now ("check again"); answers as byId. A plan it settles shows on the directory card. */
  check: ownerProcedure.meta({ staleAreas: ['directory'] }).input(paymentIdInput).mutation(({ ctx, input }) => ctx.services.payments.checkAgain(ctx.user, input.id)),
  /** The caller's payments, newest first, a page at a time. */
  mine: payerProcedure.input(myPaymentsInput).query(({ ctx, input }) => ctx.services.payments.mine(ctx.user, input.limit, input.cursor)),
  /** `{payments}`: found by our id or the provider's reference, or of one status (the ambiguous queue). */
  adminList: adminProcedure.input(adminPaymentsInput).query(({ ctx, input }) => ctx.services.payments.forAdmins(input)),
  /** Marks a completed payment refunded with the provider's refund reference; refused when its credits are spent. A refunded plan leaves the directory card. */
  refund: adminProcedure.meta({ staleAreas: ['directory'] }).input(refundPaymentInput).mutation(({ ctx, input }) => ctx.services.payments.refund(ctx.user, input.id, input.reference)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import {
  adminPayoutsInput,
  createPayoutInput,
  earningsSchema,
  markPayoutPaidInput,
  payoutListSchema,
  payoutSchema,
  rejectPayoutInput,
} from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const photographerProcedure = roleProcedure(['photographer'], { refusal: 'onlyPhotographersPayout' });
const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const payoutsRouter = {
  /** `{credits, withdrawable, held, paid}` of the calling photographer. */
  earnings: photographerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/payouts/earnings',
        summary: 'What the calling photographer may withdraw, has held and was paid',
        output: earningsSchema,
      },
    })
    .query(({ ctx }) => ctx.services.payouts.earnings(ctx.user)),
  /** Withdraws at least 1,000 credits, no more than the balance: held at once until an admin decides. */
  request: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/payouts',
        summary:
          'Withdraw credits (photographers): at least 1,000, no more than the balance; held at once until an admin pays or rejects it',
        output: payoutSchema,
      },
    })
    .input(createPayoutInput)
    .mutation(({ ctx, input }) => ctx.services.payouts.request(ctx.user, input)),
  /** `{payouts}`: the caller's own, newest first. */
  mine: photographerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/payouts/mine',
        summary: "The calling photographer's payouts, newest first",
        output: payoutListSchema,
      },
    })
    .query(({ ctx }) => ctx.services.payouts.mine(ctx.user)),
  /** `{payouts}` of one status (held by default: the queue, oldest first). */
  adminList: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/payouts',
        queryInput: true,
        summary: 'Payouts by status (admins; held by default, oldest first)',
        output: payoutListSchema,
      },
    })
    .input(adminPayoutsInput)
    .query(({ ctx, input }) => ctx.services.payouts.forAdmins(input.status)),
  /** The credits leave the system; 409 when it was decided already. */
  markPaid: adminProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/admin/payouts/:id/paid',
        summary: 'Mark a held payout paid with the transfer reference (admins); 409 when already decided',
        output: payoutSchema,
      },
    })
    .input(markPayoutPaidInput)
    .mutation(({ ctx, input }) =>
      ctx.services.payouts.decide(ctx.user, input.id, { status: 'paid', reference: input.reference }),
    ),
  /** The credits go back to the photographer; 409 when it was decided already. */
  reject: adminProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/admin/payouts/:id/reject',
        summary: 'Reject a held payout with a note, giving the credits back (admins); 409 when already decided',
        output: payoutSchema,
      },
    })
    .input(rejectPayoutInput)
    .mutation(({ ctx, input }) =>
      ctx.services.payouts.decide(ctx.user, input.id, { status: 'rejected', note: input.note }),
    ),
} satisfies TRPCRouterRecord;

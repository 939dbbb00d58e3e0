import type { TRPCRouterRecord } from '@trpc/server';
import { adminPayoutsInput, createPayoutInput, markPayoutPaidInput, rejectPayoutInput } from '@tasbir/shared';
import { roleProcedure } from '../../trpc/trpc.js';

const photographerProcedure = roleProcedure(['photographer'], { refusal: 'onlyPhotographersPayout' });
const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const payoutsRouter = {
  /** `{credits, withdrawable, held, paid}` of the calling photographer. */
  earnings: photographerProcedure.query(({ ctx }) => ctx.services.payouts.earnings(ctx.user)),
  /** Withdraws at least 1,000 credits, no more than the balance: held at once until an admin decides. */
  request: photographerProcedure.meta({ staleAreas: [] }).input(createPayoutInput).mutation(({ ctx, input }) => ctx.services.payouts.request(ctx.user, input)),
  /** `{payouts}`: the caller's own, newest first. */
  mine: photographerProcedure.query(({ ctx }) => ctx.services.payouts.mine(ctx.user)),
  /** `{payouts}` of one status (held by default: the queue, oldest first). */
  adminList: adminProcedure.input(adminPayoutsInput).query(({ ctx, input }) => ctx.services.payouts.forAdmins(input.status)),
  /** The credits leave the system; 409 when it was decided already. */
  markPaid: adminProcedure.meta({ staleAreas: [] }).input(markPayoutPaidInput).mutation(({ ctx, input }) => ctx.services.payouts.decide(ctx.user, input.id, { status: 'paid', reference: input.reference })),
  /** The credits go back to the photographer; 409 when it was decided already. */
  reject: adminProcedure.meta({ staleAreas: [] }).input(rejectPayoutInput).mutation(({ ctx, input }) => ctx.services.payouts.decide(ctx.user, input.id, { status: 'rejected', note: input.note })),
} satisfies TRPCRouterRecord;

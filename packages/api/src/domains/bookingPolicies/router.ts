import type { TRPCRouterRecord } from '@trpc/server';
import { bookingPolicyInput, bookingPolicySchema, photographerIdInput } from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

const photographerProcedure = roleProcedure(['photographer'], { refusal: 'onlyPhotographersSetPolicy' });

export const bookingPoliciesRouter = {
  /** Anyone may read a photographer's advance and refund tiers before booking; the default until they set one. */
  byPhotographer: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/photographers/:id/booking-policy',
        pathFields: { id: 'photographer_id' },
        summary: "A photographer's booking policy: the advance and the refund tiers",
        output: bookingPolicySchema,
      },
    })
    .input(photographerIdInput)
    .query(({ ctx, input }) => ctx.services.bookingPolicies.forPhotographer(input.photographer_id)),
  /** Replaces the signed-in photographer's policy; answers the saved policy. */
  update: photographerProcedure
    .meta({
      // No cached list shows a policy yet: the directory's cards do not, and the policy's own read is not cached.
      staleAreas: [],
      rest: {
        method: 'PUT',
        path: '/photographer/booking-policy',
        summary: "Set the signed-in photographer's booking policy (advance 0-50%, up to 5 refund tiers)",
        output: bookingPolicySchema,
      },
    })
    .input(bookingPolicyInput)
    .mutation(({ ctx, input }) => ctx.services.bookingPolicies.update(ctx.user, input)),
} satisfies TRPCRouterRecord;

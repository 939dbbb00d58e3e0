import type { TRPCRouterRecord } from '@trpc/server';
import { setSubscriptionInput, userSchema } from '@tasbir/shared';
import { testOnlyProcedure } from '../../trpc/trpc.js';

export const testingRouter = {
  setSubscription: testOnlyProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/test/set-subscription',
        queryOverBody: true,
        summary: "Test only (ENABLE_TEST_ROUTES=1, else 404): set the caller's plan for 30 days (?plan=)",
        output: userSchema,
      },
    })
    .input(setSubscriptionInput)
    .mutation(({ ctx, input }) => ctx.services.testing.setSubscription(ctx.user, input.plan)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { setSubscriptionInput } from '@tasbir/shared';
import { testOnlyProcedure } from '../../trpc/trpc.js';

export const testingRouter = {
  setSubscription: testOnlyProcedure.meta({ staleAreas: ['directory'] }).input(setSubscriptionInput).mutation(({ ctx, input }) => ctx.services.testing.setSubscription(ctx.user, input.plan)),
} satisfies TRPCRouterRecord;

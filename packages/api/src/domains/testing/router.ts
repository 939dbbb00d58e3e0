import type { TRPCRouterRecord } from '@trpc/server';
import { TRPCError } from '@trpc/server';
import { errorMessages, setSubscriptionInput } from '@tasbir/shared';
import { publicProcedure } from '../../trpc/trpc.js';

/** Checked before authentication, so without ENABLE_TEST_ROUTES even a visitor gets 404, never 401. */
const testProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.services.testing.enabled) throw new TRPCError({ code: 'NOT_FOUND', message: errorMessages.notFound });
  const user = await ctx.authenticate();
  return next({ ctx: { ...ctx, user } });
});

export const testingRouter = {
  setSubscription: testProcedure.input(setSubscriptionInput).mutation(({ ctx, input }) => ctx.services.testing.setSubscription(ctx.user, input.plan)),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { bookingSchema, moveBookingDateInput, setSubscriptionInput, userSchema } from '@tasbir/shared';
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
  /** A booking's date moves, so the dates it holds in the directory's "free on" filter move with it. */
  moveBookingDate: testOnlyProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/test/move-booking-date',
        summary:
          "Test only (ENABLE_TEST_ROUTES=1, else 404): move one of the caller's bookings ({id}) to {event_date}, a past date included",
        output: bookingSchema,
      },
    })
    .input(moveBookingDateInput)
    .mutation(({ ctx, input }) => ctx.services.testing.moveBookingDate(ctx.user, input.id, input.event_date)),
} satisfies TRPCRouterRecord;

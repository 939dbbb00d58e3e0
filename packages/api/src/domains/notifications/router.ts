import type { TRPCRouterRecord } from '@trpc/server';
import { notificationIdInput, notificationListInput } from '@tasbir/shared';
import { authedProcedure } from '../../trpc/trpc.js';

export const notificationsRouter = {
  /** The caller's notifications, newest first. */
  list: authedProcedure.input(notificationListInput).query(({ ctx, input }) => ctx.services.notifications.list(ctx.user, input)),
  /** The bell's figures: unread notifications and unread chat messages. */
  counts: authedProcedure.query(({ ctx }) => ctx.services.notifications.counts(ctx.user)),
  markRead: authedProcedure.meta({ staleAreas: [] }).input(notificationIdInput).mutation(({ ctx, input }) => ctx.services.notifications.markRead(ctx.user, input.id)),
  markAllRead: authedProcedure.meta({ staleAreas: [] }).mutation(({ ctx }) => ctx.services.notifications.markAllRead(ctx.user)),
} satisfies TRPCRouterRecord;

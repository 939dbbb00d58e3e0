import type { TRPCRouterRecord } from '@trpc/server';
import {
  markedReadSchema,
  notificationCountsSchema,
  notificationIdInput,
  notificationListInput,
  notificationPageSchema,
} from '@tasbir/shared';
import { authedProcedure } from '../../trpc/trpc.js';

export const notificationsRouter = {
  /** The caller's notifications, newest first. */
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/notifications',
        summary: "The caller's notifications, newest first; next page in X-Next-Cursor",
        output: notificationPageSchema,
        paged: true,
      },
    })
    .input(notificationListInput)
    .query(({ ctx, input }) => ctx.services.notifications.list(ctx.user, input)),
  /** The bell's figures: unread notifications and unread chat messages. */
  counts: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/notifications/counts',
        summary: "The bell's figures: unread notifications and unread chat messages",
        output: notificationCountsSchema,
      },
    })
    .query(({ ctx }) => ctx.services.notifications.counts(ctx.user)),
  markAllRead: authedProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/notifications/read-all',
        summary: "Mark every one of the caller's notifications read",
        output: markedReadSchema,
      },
    })
    .mutation(({ ctx }) => ctx.services.notifications.markAllRead(ctx.user)),
  markRead: authedProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/notifications/:id/read',
        summary: 'Mark one notification read',
        output: markedReadSchema,
      },
    })
    .input(notificationIdInput)
    .mutation(({ ctx, input }) => ctx.services.notifications.markRead(ctx.user, input.id)),
} satisfies TRPCRouterRecord;

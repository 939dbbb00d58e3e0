import { markedReadSchema, notificationCountsSchema, notificationIdInput, notificationListInput, notificationPageSchema } from '@tasbir/shared';
import { noInput, restRoutesFor } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { notificationsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ notifications: typeof notificationsRouter }>>();

/** The notification paths (docs/product.md#notifications). */
export const notificationsRestRoutes = [
  restRoute({ method: 'GET', path: '/notifications', summary: "The caller's notifications, newest first; next page in X-Next-Cursor", auth: true, input: notificationListInput, output: notificationPageSchema, paged: true, read: (r) => r.query, call: (api, input) => api.notifications.list(input) }),
  restRoute({ method: 'GET', path: '/notifications/counts', summary: "The bell's figures: unread notifications and unread chat messages", auth: true, input: noInput, output: notificationCountsSchema, call: (api) => api.notifications.counts() }),
  restRoute({ method: 'POST', path: '/notifications/read-all', summary: "Mark every one of the caller's notifications read", auth: true, input: noInput, output: markedReadSchema, call: (api) => api.notifications.markAllRead() }),
  restRoute({ method: 'POST', path: '/notifications/:id/read', summary: 'Mark one notification read', auth: true, input: notificationIdInput, output: markedReadSchema, read: ({ params }) => ({ id: params.id }), call: (api, input) => api.notifications.markRead(input) }),
];

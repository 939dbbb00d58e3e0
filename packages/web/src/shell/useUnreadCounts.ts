import type { NotificationCounts } from '@tasbir/shared';
import { trpc } from '../trpc.js';

const none: NotificationCounts = { unread_notifications: 0, unread_messages: 0 };

/** Unread notifications and chat messages: the bell's and the Messages link's figures, kept fresh by the live events. */
export function useUnreadCounts(signedIn: boolean): NotificationCounts {
  return trpc.notifications.counts.useQuery(undefined, { enabled: signedIn }).data ?? none;
}

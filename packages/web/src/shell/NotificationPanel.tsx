import { useSetAtom } from 'jotai';
import type { Notification } from '@tasbir/shared';
import { FormError } from '../components/FormMessage.js';
import { useT } from '../i18n.js';
import { nextCursor } from '../paging.js';
import { openChatAtom } from '../state/chat.js';
import { useNavigate } from '../state/navigation.js';
import { dashboardFor, resolveMenuTarget } from '../state/routes.js';
import { useSession } from '../state/useSession.js';
import { trpc } from '../trpc.js';
import { NotificationItem } from './NotificationItem.js';
import './notifications.css';

/** The bell's panel: the account's notifications, newest first; a click marks one read (a message opens its chat, a booking or its advance the Bookings tab, another payment the Credits tab, a payout the Earnings tab). */
export default function NotificationPanel({ id, onDone }: { id: string; onDone: () => void }) {
  const t = useT();
  const utils = trpc.useUtils();
  const openChat = useSetAtom(openChatAtom);
  const navigate = useNavigate();
  const { user } = useSession();
  const list = trpc.notifications.list.useInfiniteQuery({}, { getNextPageParam: nextCursor });
  const refresh = () => {
    void utils.notifications.list.invalidate();
    void utils.notifications.counts.invalidate();
  };
  const markRead = trpc.notifications.markRead.useMutation({ onSettled: refresh });
  const markAllRead = trpc.notifications.markAllRead.useMutation({ onSettled: refresh });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const choose = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate({ id: notification.id });
    const { kind } = notification;
    const aboutBooking =
      kind.startsWith('booking_') ||
      kind.startsWith('advance_') ||
      kind === 'balance_paid' ||
      (kind === 'payment_settled' &&
        (notification.params.purpose === 'advance' || notification.params.purpose === 'balance'));
    if (aboutBooking && user) {
      onDone();
      navigate(resolveMenuTarget('bookings', user.role));
      return;
    }
    if ((notification.kind === 'payment_settled' || notification.kind.startsWith('payout_')) && user) {
      onDone();
      navigate({
        page: dashboardFor(user.role),
        tab: notification.kind === 'payment_settled' ? 'credits' : 'earnings',
      });
      return;
    }
    const from = notification.params.from_id;
    if (notification.kind !== 'message_received' || typeof from !== 'string') return;
    onDone();
    openChat(from);
  };

  let body;
  if (!list.data)
    body = list.isError ? (
      <FormError message={t.notificationsFailed} />
    ) : (
      <p role="status" className="dropdown__empty">
        {t.loading}
      </p>
    );
  else if (items.length === 0) body = <p className="dropdown__empty">{t.noNotifications}</p>;
  else
    body = (
      <ul className="notification-list">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onChoose={choose} />
        ))}
      </ul>
    );

  return (
    <div
      id={id}
      className="dropdown dropdown--panel notification-panel"
      role="region"
      aria-label={t.notificationsLabel}
    >
      <div className="notification-panel__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={markAllRead.isPending || !items.some((item) => item.read_at === null)}
          onClick={() => markAllRead.mutate()}
        >
          {t.notificationsMarkAllRead}
        </button>
      </div>
      {body}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button--ghost notification-panel__older"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t.loading : t.notificationsOlder}
        </button>
      )}
    </div>
  );
}

import { notificationKey, type Notification } from '@tasbir/shared';
import { useT } from '../i18n.js';
import { eventDateText } from '../pages/bookings/eventDate.js';
import { giftText } from '../pages/gifts/giftText.js';
import { useFormat } from '../useFormat.js';
import { repliesBlocksMessagesFor } from '../pages/repliesBlocks/repliesBlocksText.js';
import { localNames } from './notificationNames.js';

type Props = { notification: Notification; onChoose: (notification: Notification) => void };

/** A notification: its sentence in the reader's language, when it came, highlighted while unread. */
export function NotificationItem({ notification, onChoose }: Props) {
  const t = { ...useT(), ...repliesBlocksMessagesFor(useFormat().language) };
  const format = useFormat();
  const { date } = notification.params;
  // A booking's notice carries its event day (YYYY-MM-DD), written like the bookings write it.
  const { gift, gift_type: giftType } = notification.params;
  const params = {
    ...localNames(notification.params, t),
    ...(typeof date === 'string' && { date: eventDateText(date, format.language) }),
    // A gift's notice names it in the reader's language when the catalogue knows its type.
    ...(typeof gift === 'string' &&
      typeof giftType === 'string' && {
        gift: giftText({ type: giftType, name: gift, description: '' }, format.language).name,
      }),
  };
  const unread = notification.read_at === null;
  return (
    <li>
      <button
        type="button"
        className={`notification${unread ? ' notification--unread' : ''}`}
        onClick={() => onChoose(notification)}
      >
        {unread && <span className="visually-hidden">{t.notificationUnread}: </span>}
        <span className="notification__text">{format.fill(t[notificationKey(notification)], params)}</span>
        <time className="notification__time" dateTime={notification.created_at}>
          {format.dateTime(notification.created_at)}
        </time>
      </button>
    </li>
  );
}

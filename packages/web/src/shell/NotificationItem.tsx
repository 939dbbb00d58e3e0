import { useAtomValue } from 'jotai';
import { notificationKey, type Notification } from '@tasbir/shared';
import { localTime } from '../components/media/mediaText.js';
import { fill, useT } from '../i18n.js';
import { languageAtom } from '../state/language.js';

type Props = { notification: Notification; onChoose: (notification: Notification) => void };

/** A notification: its sentence in the reader's language, when it came, highlighted while unread. */
export function NotificationItem({ notification, onChoose }: Props) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const unread = notification.read_at === null;
  return (
    <li>
      <button type="button" className={`notification${unread ? ' notification--unread' : ''}`} onClick={() => onChoose(notification)}>
        {unread && <span className="visually-hidden">{t.notificationUnread}: </span>}
        <span className="notification__text">{fill(t[notificationKey(notification)], notification.params)}</span>
        <time className="notification__time" dateTime={notification.created_at}>
          {localTime(notification.created_at, language)}
        </time>
      </button>
    </li>
  );
}

import type { Conversation } from '@tasbir/shared';
import { Avatar } from '../../components/Avatar.js';
import { userWritten } from '../../components/userWritten.js';
import { fillParts } from '../../fillParts.js';
import { preview } from '../../components/media/mediaText.js';
import { VerifiedTick } from '../../components/VerifiedTick.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { badgeText } from '../../shell/navItems.js';
import { chatTime } from './chatTime.js';

/** How much of the newest message a list row shows. */
const excerptLength = 60;

type Props = { me: string; conversation: Conversation; selected: boolean; onSelect: (partnerId: string) => void };

/** A conversation in the list: who, the newest message's start and time, and the unread badge. */
export function ConversationItem({ me, conversation, selected, onSelect }: Props) {
  const t = useT();
  const format = useFormat();
  const other = conversation.other_user;
  const written = <span {...userWritten}>{preview(conversation.last_message, excerptLength)}</span>;
  const badge = badgeText(conversation.unread_count, format.language);
  return (
    <li>
      <button
        type="button"
        className="conversation"
        data-partner={other.id}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(other.id)}
      >
        <Avatar name={other.username} src={other.profile_picture} size="small" />
        <span className="conversation__body">
          <span className="conversation__top">
            <span className="conversation__name">
              {other.username} {other.verified && <VerifiedTick />}
            </span>
            {conversation.last_message_at && (
              <time className="conversation__time" dateTime={conversation.last_message_at}>
                {chatTime(conversation.last_message_at, format.language)}
              </time>
            )}
          </span>
          <span className="conversation__excerpt">
            {conversation.last_sender_id === me ? fillParts(t.chatLastFromYou, { message: written }) : written}
          </span>
        </span>
        {badge && (
          <span className="conversation__badge">
            <span aria-hidden="true">{badge}</span>
            <span className="visually-hidden">
              {format.fill(t.chatUnreadCount, { count: conversation.unread_count })}
            </span>
          </span>
        )}
      </button>
    </li>
  );
}

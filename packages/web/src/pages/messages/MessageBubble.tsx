import { useAtomValue } from 'jotai';
import { formatTime, type ChatMessage } from '@tasbir/shared';
import { userWritten } from '../../components/userWritten.js';
import { useT } from '../../i18n.js';
import { languageAtom } from '../../state/language.js';
import { ReportOffer } from '../reports/ReportAction.js';

type Props = { message: ChatMessage; mine: boolean; partnerName: string; seen: boolean };

/** One message: the text as the sender wrote it (plain text, line breaks kept), its time of day (its day heads the group), and "Seen" under the caller's newest once read. */
export function MessageBubble({ message, mine, partnerName, seen }: Props) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <li className={`message ${mine ? 'message--mine' : 'message--theirs'}`}>
      <p className="message__text">
        <span className="visually-hidden">{mine ? t.chatYou : partnerName}: </span>
        <span {...userWritten}>{message.message}</span>
      </p>
      <time className="message__time" dateTime={message.created_at}>
        {formatTime(new Date(message.created_at), language)}
      </time>
      {seen && <p className="message__seen">{t.chatSeen}</p>}
      {!mine && <ReportOffer type="message" targetId={message.id} />}
    </li>
  );
}

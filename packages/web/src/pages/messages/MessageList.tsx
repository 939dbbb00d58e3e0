import { Fragment, useLayoutEffect, useRef } from 'react';
import { localCalendarDay, type ChatMessage } from '@tasbir/shared';
import { fill, useT } from '../../i18n.js';
import { useDateWithBs } from '../../useDateWithBs.js';
import { MessageBubble } from './MessageBubble.js';

/** Within this many pixels of the bottom, the reader is following along and "Seen" scrolls into view. */
const followSlackPx = 48;

type Props = {
  me: string;
  /** Oldest first. */
  messages: ChatMessage[];
  seenId: string | null;
  partnerName: string;
  /** Earlier messages, when there are more. */
  earlier: { loading: boolean; load: () => void } | null;
};

/** The thread's messages, oldest at the top; it opens at the newest and follows new ones, and keeps its place when earlier ones load above. */
export function MessageList({ me, messages, seenId, partnerName, earlier }: Props) {
  const t = useT();
  const dateWithBs = useDateWithBs();
  const today = localCalendarDay(new Date());
  const scrollerRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  // Distance from the bottom when earlier messages were asked for: the place to keep once they are in.
  const keptFromBottom = useRef<number | null>(null);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [newestId]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && following.current) scroller.scrollTop = scroller.scrollHeight;
  }, [seenId]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || keptFromBottom.current === null) return;
    scroller.scrollTop = scroller.scrollHeight - keptFromBottom.current;
    keptFromBottom.current = null;
  }, [oldestId]);

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (scroller)
      following.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < followSlackPx;
  };

  const loadEarlier = () => {
    const scroller = scrollerRef.current;
    if (scroller) keptFromBottom.current = scroller.scrollHeight - scroller.scrollTop;
    earlier?.load();
  };

  return (
    <div
      className="thread__scroller"
      ref={scrollerRef}
      onScroll={onScroll}
      role="region"
      aria-label={fill(t.chatWithName, { name: partnerName })}
      tabIndex={0}
    >
      {earlier && (
        <button
          type="button"
          className="button button--ghost thread__earlier"
          disabled={earlier.loading}
          onClick={loadEarlier}
        >
          {earlier.loading ? t.loading : t.chatLoadEarlier}
        </button>
      )}
      {messages.length === 0 ? (
        <p className="chat__note">{fill(t.chatThreadEmpty, { name: partnerName })}</p>
      ) : (
        <ol className="thread__messages">
          {messages.map((message, index) => {
            const day = localCalendarDay(new Date(message.created_at));
            const previous = messages[index - 1];
            // A day's first message gets the day above it, with its Bikram Sambat date.
            const startsDay = !previous || localCalendarDay(new Date(previous.created_at)) !== day;
            return (
              <Fragment key={message.id}>
                {startsDay && (
                  <li className="thread__day">
                    <time dateTime={day}>{day === today ? t.chatToday : dateWithBs(message.created_at)}</time>
                  </li>
                )}
                <MessageBubble
                  message={message}
                  mine={message.sender_id === me}
                  partnerName={partnerName}
                  seen={message.id === seenId}
                />
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}

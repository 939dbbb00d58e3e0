import { useEffect, useId, useRef, useState } from 'react';
import type { ChatPartner } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { errorText } from '../../trpc.js';
import { ChatBlockNotice } from '../repliesBlocks/ChatBlockNotice.js';
import { Composer } from './Composer.js';
import { MessageList } from './MessageList.js';
import { ThreadHeader } from './ThreadHeader.js';
import { useThread } from './useThread.js';
import './thread.css';

type Props = {
  me: string;
  partnerId: string;
  /** The partner as the conversation list has them, shown until the thread loads. */
  listed: ChatPartner | undefined;
  /** Move the focus to the thread's heading when it opens (it was chosen in the list). */
  takeFocus: boolean;
  onBack: () => void;
};

/** The open conversation: who, the messages, "… is typing", and the message box. */
export function ThreadView({ me, partnerId, listed, takeFocus, onBack }: Props) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // `block`: one between the two (decision 021); the history stays, the message box gives way to a notice.
  const { query, partner, messages, seenId, online, typing, block } = useThread(me, partnerId, listed);
  const name = partner?.username ?? '';

  // The newest message when the thread first loaded: messages after it are announced as they come.
  const newest = messages.at(-1);
  const [openedWith, setOpenedWith] = useState<string | null | undefined>(undefined);
  if (openedWith === undefined && query.data) setOpenedWith(newest?.id ?? null);
  const arrived =
    newest && openedWith !== undefined && newest.id !== openedWith && newest.sender_id !== me ? newest : null;

  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);

  // A failed refetch (the server restarting) keeps the thread that is shown; only a first load's failure shows.
  let body;
  if (!query.data)
    body = query.isError ? (
      <FormError message={errorText(query.error, format.language, 'chatStartFailed')} />
    ) : (
      <p role="status" className="chat__note">
        {t.loading}
      </p>
    );
  else
    body = (
      <>
        <MessageList
          me={me}
          messages={messages}
          seenId={seenId}
          partnerName={name}
          earlier={
            query.hasNextPage ? { loading: query.isFetchingNextPage, load: () => void query.fetchNextPage() } : null
          }
        />
        <p className="thread__typing" aria-live="polite">
          {typing && fill(t.chatTyping, { name })}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {arrived && fill(t.chatNewMessageFrom, { name, message: arrived.message })}
        </p>
        {block && partner ? (
          <ChatBlockNotice standing={block} partner={partner} />
        ) : (
          <Composer partnerId={partnerId} partnerName={name} />
        )}
      </>
    );

  return (
    <section className="thread" aria-labelledby={headingId}>
      <ThreadHeader partner={partner} online={online} headingId={headingId} headingRef={headingRef} onBack={onBack} />
      {body}
    </section>
  );
}

import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.js';
import { useT } from '../../i18n.js';
import { nextCursor } from '../../paging.js';
import { chatPartnerAtom } from '../../state/chat.js';
import { trpc } from '../../trpc.js';
import { ConversationList } from './ConversationList.js';
import { ThreadView } from './ThreadView.js';

/**
 * The conversation list beside the open thread; on a phone (≤ 600 px) they are two screens, the
 * thread's back button returning to the list. The open thread is the route's partner.
 */
export function ChatLayout({ me }: { me: string }) {
  const t = useT();
  const [partnerId, setPartnerId] = useAtom(chatPartnerAtom);
  const conversations = trpc.chat.conversations.useInfiniteQuery({}, { getNextPageParam: nextCursor });
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  const chatRef = useRef<HTMLDivElement>(null);
  // A thread chosen in the list takes the focus (on a phone the list it was chosen in goes away).
  const [chosenInList, setChosenInList] = useState(false);

  const choose = (id: string) => {
    setChosenInList(true);
    setPartnerId(id);
  };

  const back = () => {
    const from = partnerId;
    setPartnerId(null);
    // Back on the list, focus returns to the conversation just left, once the list shows again.
    window.requestAnimationFrame(() => {
      const buttons = chatRef.current?.querySelectorAll<HTMLButtonElement>('[data-partner]') ?? [];
      [...buttons].find((button) => button.dataset.partner === from)?.focus();
    });
  };

  if (!partnerId && conversations.isSuccess && items.length === 0)
    return <EmptyState title={t.noConversations} body={t.noConversationsBody} icon="💬" />;

  return (
    <div className="chat" data-screen={partnerId ? 'thread' : 'list'} ref={chatRef}>
      <ConversationList
        me={me}
        items={items}
        state={conversations.data ? 'ready' : conversations.isError ? 'failed' : 'loading'}
        more={
          conversations.hasNextPage
            ? { loading: conversations.isFetchingNextPage, load: () => void conversations.fetchNextPage() }
            : null
        }
        selected={partnerId}
        onSelect={choose}
      />
      <div className="chat__thread">
        {partnerId ? (
          <ThreadView
            key={partnerId}
            me={me}
            partnerId={partnerId}
            listed={items.find((item) => item.other_user.id === partnerId)?.other_user}
            takeFocus={chosenInList}
            onBack={back}
          />
        ) : (
          <p className="chat__choose">{t.chatChooseConversation}</p>
        )}
      </div>
    </div>
  );
}

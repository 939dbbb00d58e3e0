import type { Conversation } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { useT } from '../../i18n.js';
import { ConversationItem } from './ConversationItem.js';

type Props = {
  me: string;
  items: Conversation[];
  state: 'loading' | 'failed' | 'ready';
  /** The next page of conversations, when there is one. */
  more: { loading: boolean; load: () => void } | null;
  selected: string | null;
  onSelect: (partnerId: string) => void;
};

/** The caller's conversations, newest activity first, each with its unread badge. */
export function ConversationList({ me, items, state, more, selected, onSelect }: Props) {
  const t = useT();
  let body;
  if (state === 'loading') body = <p role="status">{t.loading}</p>;
  else if (state === 'failed') body = <FormError message={t.chatConversationsFailed} />;
  else if (items.length === 0) body = <p className="chat__note">{t.noConversations}</p>;
  else
    body = (
      <ul className="conversations">
        {items.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            me={me}
            conversation={conversation}
            selected={conversation.other_user.id === selected}
            onSelect={onSelect}
          />
        ))}
      </ul>
    );
  return (
    <section className="chat__list" aria-label={t.chatConversationsLabel}>
      {body}
      {more && (
        <button type="button" className="button button--ghost chat__more" disabled={more.loading} onClick={more.load}>
          {more.loading ? t.loading : t.chatMoreConversations}
        </button>
      )}
    </section>
  );
}

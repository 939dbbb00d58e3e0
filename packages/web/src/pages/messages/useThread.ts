import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { BlockStanding, ChatMessage, ChatPartner } from '@tasbir/shared';
import { oldestFirst, seenMessageId, threadInput } from '../../live/chatCache.js';
import { isOnline, presenceAtom, typingAtom } from '../../live/liveState.js';
import { nextCursor } from '../../paging.js';
import { isServerError, trpc } from '../../trpc.js';

export type Thread = {
  query: ReturnType<typeof trpc.chat.messages.useInfiniteQuery>;
  partner: ChatPartner | undefined;
  /** Oldest at the top, newest at the bottom. */
  messages: ChatMessage[];
  /** The caller's newest message, when its recipient has seen it. */
  seenId: string | null;
  online: boolean;
  typing: boolean;
  /** A block between the two (docs/decisions/021-review-replies-and-blocks.md): no writing while it stands. */
  block: BlockStanding | null;
};

/**
 * The thread with a partner, a page at a time (its first page marks it read on the server), with
 * the partner's presence and typing from the live events.
 */
export function useThread(me: string, partnerId: string, listed: ChatPartner | undefined): Thread {
  const query = trpc.chat.messages.useInfiniteQuery(threadInput(partnerId), {
    getNextPageParam: nextCursor,
    // A message that came while the tab was hidden is marked read once the tab is looked at again.
    refetchOnWindowFocus: true,
    // A refusal (no such account, a chat that may not start) stays one; a lost connection is tried again.
    retry: (failures, error) => !isServerError(error) && failures < 3,
  });
  // Fetching the first page marked it read: the list's badges and the bell follow at once, even when
  // the list was fetched in the same batch, just before the marking.
  const utils = trpc.useUtils();
  const fetchedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (fetchedAt === 0) return;
    void utils.chat.conversations.invalidate();
    void utils.chat.unreadCount.invalidate();
    void utils.notifications.counts.invalidate();
  }, [fetchedAt, utils]);
  const presence = useAtomValue(presenceAtom).get(partnerId);
  const typing = useAtomValue(typingAtom).has(partnerId);
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const messages = oldestFirst(pages);
  return {
    query,
    partner: first?.other_user ?? listed,
    messages,
    seenId: seenMessageId(messages, me),
    online: first
      ? isOnline({ online: first.other_online, at: query.dataUpdatedAt }, presence)
      : (presence?.online ?? false),
    typing,
    block: first?.block ?? null,
  };
}

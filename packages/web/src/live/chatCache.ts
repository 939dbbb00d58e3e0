import type { ChatMessage, ThreadPage } from '@tasbir/shared';

/** A thread as the infinite query keeps it: pages newest first, each page's messages newest first. */
type CachedThread = { pages: ThreadPage[] };

/** The thread query's input for a partner: one shape everywhere, so every call finds the same cache entry. */
export const threadInput = (partnerId: string) => ({ other_user_id: partnerId });

/** The partner of a message, seen from one side of it. */
export const partnerOf = (message: ChatMessage, me: string) =>
  message.sender_id === me ? message.recipient_id : message.sender_id;

/** The thread with a message added as its newest (kept once: the send's answer and its live event both add it). */
export function withMessage<T extends CachedThread>(thread: T | undefined, message: ChatMessage): T | undefined {
  if (!thread || thread.pages.some((page) => page.items.some((item) => item.id === message.id))) return thread;
  const [first, ...older] = thread.pages;
  if (!first) return thread;
  return {
    ...thread,
    pages: [{ ...first, conversation_id: message.conversation_id, items: [message, ...first.items] }, ...older],
  };
}

/** The thread once its other party read it at `readAt`: the caller's messages sent until then are seen. */
export function withReadReceipt<T extends CachedThread>(
  thread: T | undefined,
  me: string,
  readAt: string,
): T | undefined {
  if (!thread) return thread;
  const seen = (message: ChatMessage) =>
    message.sender_id === me && message.read_at === null && message.created_at <= readAt;
  if (!thread.pages.some((page) => page.items.some(seen))) return thread;
  return {
    ...thread,
    pages: thread.pages.map((page) => ({
      ...page,
      items: page.items.map((message) => (seen(message) ? { ...message, read_at: readAt } : message)),
    })),
  };
}

/** The thread's messages oldest first, as the page shows them, each once. */
export function oldestFirst(pages: readonly ThreadPage[]): ChatMessage[] {
  const seen = new Set<string>();
  const messages: ChatMessage[] = [];
  for (const message of pages.flatMap((page) => page.items)) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    messages.push(message);
  }
  return messages.reverse();
}

/** The id of the caller's newest message when its recipient has read it ("Seen" goes under it), else null. */
export function seenMessageId(oldestToNewest: readonly ChatMessage[], me: string): string | null {
  const newestMine = oldestToNewest.findLast((message) => message.sender_id === me);
  return newestMine?.read_at ? newestMine.id : null;
}

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { ChatMessage } from '@tasbir/shared';
import { liveReconnectMs, trpc } from '../trpc.js';
import { partnerOf, threadInput, withMessage, withReadReceipt } from './chatCache.js';
import { notePresenceAtom, noteTypingAtom, stopTypingAtom } from './liveState.js';

/**
 * The signed-in account's live events (`live.events` over the WebSocket), applied to the query
 * cache and the typing and presence atoms. Mounted once, while signed in, for account `me`.
 */
export function useLiveEvents(me: string): void {
  const utils = trpc.useUtils();
  const noteTyping = useSetAtom(noteTypingAtom);
  const stopTyping = useSetAtom(stopTypingAtom);
  const notePresence = useSetAtom(notePresenceAtom);

  const refreshBookings = () => {
    void utils.bookings.invalidate();
    // The admin panel's Bookings tab counts the waiting ones, whether or not its list is open.
    void utils.dashboards.admin.invalidate();
  };

  const refreshCounts = () => {
    void utils.chat.unreadCount.invalidate();
    void utils.notifications.counts.invalidate();
  };

  const receive = (message: ChatMessage) => {
    const partner = partnerOf(message, me);
    if (message.sender_id === partner) stopTyping(partner);
    utils.chat.messages.setInfiniteData(threadInput(partner), (thread) => withMessage(thread, message));
    // Fetching an open thread's first page marks it read, which tells the sender "Seen"; a hidden tab waits until it is looked at.
    if (message.recipient_id === me)
      void utils.chat.messages.invalidate(threadInput(partner), {
        refetchType: document.visibilityState === 'hidden' ? 'none' : 'active',
      });
    void utils.chat.conversations.invalidate();
    void utils.notifications.list.invalidate();
    refreshCounts();
  };

  const read = (readerId: string, readAt: string) => {
    if (readerId === me) {
      // Read in another tab of this account: its badges go down here too.
      void utils.notifications.list.invalidate();
      refreshCounts();
    } else {
      utils.chat.messages.setInfiniteData(threadInput(readerId), (thread) => withReadReceipt(thread, me, readAt));
    }
    void utils.chat.conversations.invalidate();
  };

  const { status, reset } = trpc.live.events.useSubscription(undefined, {
    // The first start, and every restart after the socket reconnects: whatever passed while no
    // subscription listened (replay covers messages and notifications, not reads) is fetched again.
    onStarted: () => {
      void utils.chat.invalidate();
      void utils.notifications.invalidate();
      refreshBookings();
    },
    onData: ({ data: event }) => {
      switch (event.type) {
        case 'new_message':
          return receive(event.message);
        case 'messages_read':
          return read(event.reader_id, event.read_at);
        case 'typing':
          return noteTyping(event.from_id);
        case 'presence':
          return notePresence({ userId: event.user_id, online: event.online });
        case 'notification':
          // A booking's step, its advance or an online payment changed a booking: its lists (and the
          // dates it takes) and the advance receipts are fetched again: the Bookings tabs see what money moved.
          if (/^(booking|advance|balance|payment)_/.test(event.notification.kind)) refreshBookings();
          void utils.notifications.list.invalidate();
          return void utils.notifications.counts.invalidate();
        case 'notifications_read':
          void utils.notifications.list.invalidate();
          return void utils.notifications.counts.invalidate();
        case 'gallery_selection':
          // A client sent their picks: the gallery's selections (and the photos' marks) are fetched again.
          void utils.galleryVisits.selections.invalidate({ id: event.gallery_id });
          return void utils.galleries.mine.invalidate();
        case 'session_ended':
          // Suspended or deleted: asking who is signed in now is refused, and the session guard signs out.
          return void utils.auth.me.invalidate();
      }
    },
    onError: (error) => {
      console.error('Live events stopped', error);
      // A refused token ends the session (the session guard asks again and clears it).
      void utils.auth.me.invalidate();
    },
  });

  // The server ends a subscription that fell too far behind (or failed): start again after the
  // reconnect delay, and onStarted catches up.
  useEffect(() => {
    if (status !== 'error') return;
    const timer = setTimeout(reset, liveReconnectMs);
    return () => clearTimeout(timer);
  }, [status, reset]);
}

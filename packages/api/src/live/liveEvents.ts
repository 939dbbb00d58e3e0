import type { ChatMessage, Notification } from '@tasbir/shared';

/**
 * What reaches a signed-in account live, over its sockets. Messages and notifications are rows, so
 * a reconnecting client gets what it missed from the database; the others are passing states.
 */
export type LiveEvent =
  | { type: 'new_message'; message: ChatMessage }
  /** The reader saw the conversation's messages up to now: "Seen" for the sender, badges for the reader. */
  | { type: 'messages_read'; conversation_id: string; reader_id: string; read_at: string }
  | { type: 'typing'; from_id: string }
  | { type: 'presence'; user_id: string; online: boolean }
  | { type: 'notification'; notification: Notification }
  /** The account's notifications were marked read elsewhere (another tab): the bell refetches. */
  | { type: 'notifications_read' }
  /** A client sent their picks from one of the photographer's galleries: its selection view fetches again. */
  | { type: 'gallery_selection'; gallery_id: string; visitor_id: string }
  /** The account's session ended (suspended, deleted, demoted, password reset): its live connections close and its pages sign out. */
  | { type: 'session_ended' };

/** An event on its way: its id (a message's or notification's own, else a fresh one) and who gets it. */
export type LiveEnvelope = { id: string; to: readonly string[]; event: LiveEvent };

/** The id a durable event carries: its row's, so a client's last seen id says what it has. */
export function envelopeIdOf(event: LiveEvent): string | undefined {
  if (event.type === 'new_message') return event.message.id;
  if (event.type === 'notification') return event.notification.id;
  return undefined;
}

/**
 * How a socket closes when its account's session ends (suspended, deleted, demoted, password
 * reset), the same on the chat socket and on tRPC's: a moment after the event and the refusals of
 * the calls under way, so they reach the page first, and never later than `lastWaitMs`.
 */
export const sessionEndedClose = { code: 4001, reason: 'session ended', graceMs: 50, lastWaitMs: 5000 } as const;

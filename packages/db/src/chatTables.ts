import type { Selectable } from 'kysely';
import type { NotificationKind } from '@tasbir/shared';

/** Tables of migration 0014_chat. */

/** One per pair of accounts: `user_id` started it, `photographer_id` is who it was started with. */
export interface ConversationsTable {
  id: string;
  /** The two account ids in order, joined: the same pair whoever starts. */
  pair_key: string;
  user_id: string;
  photographer_id: string;
  last_message_id: string | null;
  last_message_at: string;
  created_at: string;
  /** When the one it was started with first wrote in it (migration 0026): the thread's answer. */
  answered_at: string | null;
}

export interface ChatMessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  message: string;
  message_type: 'text';
  created_at: string;
  /** When the recipient first read it. */
  read_at: string | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  /** What it is about (the conversation of a new message, a booking, a request), when there is one. */
  subject_id: string | null;
  /** The account whose action it reports (a gift's sender, a review's author), when one did. */
  actor_id: string | null;
  /** JSON text of the sentence's values (NotificationParams in shared). */
  params: string;
  created_at: string;
  read_at: string | null;
}

/** Table of migration 0019: the message a sender's `Idempotency-Key` stands for, and what was sent with it. */
export interface ChatIdempotencyKeysTable {
  sender_id: string;
  key: string;
  message_id: string;
  /** SHA-256 of the send's fields (recipient, text, type). */
  request_hash: string;
  created_at: string;
}

/** A live event's JSON, when too large to travel in a PostgreSQL notification itself. */
export interface LiveEventPayloadsTable {
  id: string;
  payload: string;
  created_at: string;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type NotificationRow = Selectable<NotificationsTable>;

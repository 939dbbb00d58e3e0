import { z } from 'zod';
import { blockStandings } from './blocks.js';
import { refuse } from '../messages/errors.js';
import { chatLimits } from '../limits.js';
import { roles } from '../roles.js';
import { lineText, multilineText } from './fields.js';
import { idempotencyKeyField } from './idempotency.js';
import { pageCursorField, pageLimitField } from './paging.js';

/** The other party of a chat, by id: opaque text. */
export const chatPartnerIdField = lineText(refuse('chatPartnerRequired'))
  .trim()
  .min(1, refuse('chatPartnerRequired'))
  .max(64, refuse('chatPartnerNotFound'));

/** The only kind of message there is; the field exists because the product's calls carry it. */
export const messageTypes = ['text'] as const;

/** `POST /chat/send`: a text to one account, trimmed, not blank, at most `chatLimits.messageMax` characters; limited per sender (`chatLimits`). */
export const sendMessageInput = z.object({
  recipient_id: chatPartnerIdField,
  message: multilineText(refuse('messageBlank'))
    .trim()
    .min(1, refuse('messageBlank'))
    .max(chatLimits.messageMax, refuse('messageTooLong')),
  message_type: z.enum(messageTypes, refuse('messageTypeInvalid')).default('text'),
  /** A retried send with the same key is stored once and answers that message (REST: the `Idempotency-Key` header); with another message, 422. */
  idempotency_key: idempotencyKeyField,
});
export type SendMessageInput = z.input<typeof sendMessageInput>;
export type SendMessageFields = z.output<typeof sendMessageInput>;

/** A message as both ends see it; `read_at` is when its recipient first saw it (null: not yet). */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  recipient_id: z.string(),
  message: z.string(),
  message_type: z.enum(messageTypes),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Who a chat is with: enough for a list row or a thread's header. */
export const chatPartnerSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(roles),
  profile_picture: z.string().nullable(),
  verified: z.boolean(),
});
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

/**
 * A conversation in the caller's list. `user_id` is the account that started it and
 * `photographer_id` the one it was started with, as the product names them; `other_user` is
 * whichever of the two the caller is not.
 */
export const conversationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  photographer_id: z.string(),
  user_username: z.string(),
  photographer_username: z.string(),
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
  last_sender_id: z.string().nullable(),
  /** Whether the newest message, when the caller sent it, has been seen. */
  last_message_read: z.boolean(),
  unread_count: z.number(),
  other_user: chatPartnerSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /chat/conversations`: newest activity first. */
export const conversationListInput = z.object({ limit: pageLimitField, cursor: pageCursorField });
export type ConversationListInput = z.input<typeof conversationListInput>;
export type ConversationListFields = z.output<typeof conversationListInput>;
export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  next_cursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** `GET /chat/messages/{otherUserId}`: newest first, a page at a time; reading marks them read. */
export const threadInput = z.object({
  other_user_id: chatPartnerIdField,
  limit: pageLimitField,
  cursor: pageCursorField,
});
export type ThreadInput = z.input<typeof threadInput>;
export type ThreadFields = z.output<typeof threadInput>;

/** A page of a thread, with who it is with (a thread not started yet has no conversation id). */
export const threadPageSchema = z.object({
  items: z.array(chatMessageSchema),
  next_cursor: z.string().nullable(),
  conversation_id: z.string().nullable(),
  other_user: chatPartnerSchema,
  /** Whether the other party has a live connection now (the presence dot). */
  other_online: z.boolean(),
  /** A block between the two (docs/decisions/021-review-replies-and-blocks.md): the thread is read-only while it stands. */
  block: z.enum(blockStandings).nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

/** `GET /chat/unread-count`: messages sent to the caller and not yet read. */
export const unreadCountSchema = z.object({ unread_count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The typing indicator: the caller is typing to this account. */
export const typingInput = z.object({ recipient_id: chatPartnerIdField });

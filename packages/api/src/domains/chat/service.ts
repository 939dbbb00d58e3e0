import { newId, type UserRow } from '@tasbir/db';
import type {
  ChatMessage,
  ChatPartner,
  ConversationListFields,
  ConversationPage,
  SendMessageFields,
  ThreadFields,
  ThreadPage,
  UnreadCount,
} from '@tasbir/shared';
import { requireChatPartner, requireNoBlock, requireOtherChatParty } from '../../access.js';
import { notFound } from '../../errors.js';
import { requestHash, requireSameRequest } from '../../idempotency.js';
import type { EventBus } from '../../live/eventBus.js';
import { decodeCursor, pageById } from '../../paging/cursor.js';
import type { MessageNotices } from '../notifications/service.js';
import type { Presence } from './presence.js';
import type { ChatSendLimits } from './sendLimits.js';
import { decodeTimeCursor, encodeTimeCursor } from './timeCursor.js';
import type { ChatRepository } from './repository.js';

type PartnerRow = NonNullable<Awaited<ReturnType<ChatRepository['partner']>>>;

const toPartner = (row: PartnerRow): ChatPartner => ({
  id: row.id,
  username: row.username,
  role: row.role,
  profile_picture: row.profile_picture,
  verified: row.verified === 1,
});

/** The message a key already stands for, when the send is the one it was stored with. */
function replayed(earlier: { message: ChatMessage; requestHash: string }, hash: string): ChatMessage {
  requireSameRequest(earlier.requestHash, hash);
  return earlier.message;
}

/** At most this many missed messages are replayed to a reconnecting client; it refetches beyond. */
const replayLimit = 200;

export type ChatDependencies = {
  repository: ChatRepository;
  bus: EventBus;
  presence: Presence;
  notices: MessageNotices;
  limits: ChatSendLimits;
  /** A photographer's reply changed what their directory card shows (docs/decisions/019-trust-signals.md). */
  directoryChanged: () => void;
};

/**
 * Conversations between two accounts (docs/product.md#chat). A chat starts with a photographer;
 * whoever was written to can answer. A suspended account neither sends (it cannot sign in) nor
 * receives. Every message goes out live to both parties' sockets.
 */
export class ChatService {
  constructor(private readonly deps: ChatDependencies) {}

  get presence(): Presence {
    return this.deps.presence;
  }

  /**
   * Sends a message, within the sender's limits (sendLimits.ts). A send retried with its
   * idempotency key answers the message stored the first time, counting and storing nothing; the
   * key with another message is refused (422).
   */
  async send(sender: UserRow, input: SendMessageFields, at = new Date()): Promise<ChatMessage> {
    requireOtherChatParty(sender, input.recipient_id);
    const { repository } = this.deps;
    const idempotency =
      input.idempotency_key === undefined
        ? undefined
        : {
            key: input.idempotency_key,
            hash: requestHash({
              recipient_id: input.recipient_id,
              message: input.message,
              message_type: input.message_type,
            }),
          };
    const earlier = idempotency && (await repository.sentWithKey(sender.id, idempotency.key));
    if (idempotency && earlier) return replayed(earlier, idempotency.hash);
    const [found, conversation, block] = await Promise.all([
      repository.partner(input.recipient_id),
      repository.conversationOf(sender.id, input.recipient_id),
      repository.blockStanding(sender.id, input.recipient_id),
    ]);
    const partner = requireChatPartner(found, conversation !== undefined);
    requireNoBlock(block);
    await this.deps.limits.admit(sender.id, { startsConversation: conversation === undefined, at });
    const outcome = await repository.send(
      {
        id: newId(),
        sender_id: sender.id,
        recipient_id: partner.id,
        message: input.message,
        message_type: input.message_type,
        created_at: at.toISOString(),
      },
      conversation?.id,
      idempotency,
      sender.role === 'photographer',
    );
    if ('replay' in outcome) return replayed(outcome.replay, idempotency?.hash ?? outcome.replay.requestHash);
    const row = outcome.sent;
    // Committed: the cached directory pages move on only when a figure on a card did.
    if (outcome.trustChanged) this.deps.directoryChanged();
    await this.deps.bus.publish([partner.id, sender.id], { type: 'new_message', message: row });
    await this.deps.notices.messageReceived(partner.id, {
      conversationId: row.conversation_id,
      fromId: sender.id,
      fromName: sender.username,
      text: row.message,
    });
    return row;
  }

  /** A message goes from its conversation (an admin's decision on a report); false when it was gone. */
  removeMessage(id: string): Promise<boolean> {
    return this.deps.repository.removeMessage(id);
  }

  /** The caller's conversations, newest activity first, each with its unread count. */
  async conversations(caller: UserRow, input: ConversationListFields): Promise<ConversationPage> {
    const rows = await this.deps.repository.conversations(caller.id, input.limit, decodeTimeCursor(input.cursor));
    const page = rows.slice(0, input.limit);
    const unread = await this.deps.repository.unreadByConversation(
      caller.id,
      page.map((row) => row.id),
    );
    const items = page.map(
      ({
        last_read_at: lastReadAt,
        last_message_id: _lastMessageId,
        other_id,
        other_username,
        other_role,
        other_profile_picture,
        other_verified,
        ...fields
      }) => ({
        ...fields,
        last_message_read: lastReadAt !== null,
        unread_count: unread.get(fields.id) ?? 0,
        other_user: {
          id: other_id,
          username: other_username,
          role: other_role,
          profile_picture: other_profile_picture,
          verified: other_verified === 1,
        },
      }),
    );
    const last = page.at(-1);
    return {
      items,
      next_cursor:
        rows.length > input.limit && last
          ? encodeTimeCursor({ at: last.last_message_at, id: last.last_message_id ?? last.id })
          : null,
    };
  }

  /**
   * A page of the thread with another account, newest first. Reading the first page marks what the
   * caller received read, and tells the other party ("Seen") and the caller's other tabs.
   */
  async thread(caller: UserRow, input: ThreadFields, at = new Date()): Promise<ThreadPage> {
    const partner = await this.deps.repository.partner(input.other_user_id);
    if (!partner || partner.id === caller.id) throw notFound('chatPartnerNotFound');
    const [conversation, block] = await Promise.all([
      this.deps.repository.conversationOf(caller.id, partner.id),
      this.deps.repository.blockStanding(caller.id, partner.id),
    ]);
    const other = { other_user: toPartner(partner), other_online: this.deps.presence.isOnline(partner.id), block };
    if (!conversation) {
      // Nothing yet: the thread opens empty when a chat may start here, and no chat starts across a block.
      requireChatPartner(partner, false);
      requireNoBlock(block);
      return { items: [], next_cursor: null, conversation_id: null, ...other };
    }
    const before = decodeCursor(input.cursor, false)?.id;
    if (!before) await this.markRead(caller.id, partner.id, conversation.id, at.toISOString());
    const page = pageById(await this.deps.repository.thread(conversation.id, input.limit, before), input.limit);
    return { items: page.rows, next_cursor: page.next, conversation_id: conversation.id, ...other };
  }

  async unreadCount(caller: UserRow): Promise<UnreadCount> {
    return { unread_count: await this.deps.repository.unreadCount(caller.id) };
  }

  /** Tells the other party the caller is typing, when they have a conversation. */
  async typing(caller: UserRow, recipientId: string): Promise<{ sent: boolean }> {
    const conversation = await this.deps.repository.conversationOf(caller.id, recipientId);
    if (!conversation || recipientId === caller.id) return { sent: false };
    if (await this.deps.repository.blockStanding(caller.id, recipientId)) return { sent: false };
    await this.deps.bus.publish([recipientId], { type: 'typing', from_id: caller.id });
    return { sent: true };
  }

  /** Messages to or from the caller after `afterId`, oldest first (a reconnecting client's gap). */
  async missedSince(accountId: string, afterId: string): Promise<ChatMessage[]> {
    return this.deps.repository.missedSince(accountId, afterId, replayLimit);
  }

  private async markRead(readerId: string, partnerId: string, conversationId: string, at: string): Promise<void> {
    const marked = await this.deps.repository.markRead(conversationId, readerId, at);
    if (marked === 0) return;
    await this.deps.bus.publish([partnerId, readerId], {
      type: 'messages_read',
      conversation_id: conversationId,
      reader_id: readerId,
      read_at: at,
    });
    await this.deps.notices.conversationRead(readerId, conversationId);
  }
}

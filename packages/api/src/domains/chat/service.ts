import { newId, type ChatMessageRow, type UserRow } from '@tasbir/db';
import type { ChatMessage, ChatPartner, ConversationListFields, ConversationPage, SendMessageFields, ThreadFields, ThreadPage, UnreadCount } from '@tasbir/shared';
import { requireChatPartner } from '../../access.js';
import { badRequest, notFound } from '../../errors.js';
import type { EventBus } from '../../live/eventBus.js';
import { decodeCursor, encodeCursor } from '../media/cursor.js';
import type { MessageNotices } from '../notifications/service.js';
import type { Presence } from './presence.js';
import { decodeTimeCursor, encodeTimeCursor } from './timeCursor.js';
import type { ChatRepository } from './repository.js';

type PartnerRow = NonNullable<Awaited<ReturnType<ChatRepository['partner']>>>;

const toPartner = (row: PartnerRow): ChatPartner => ({ id: row.id, username: row.username, role: row.role, profile_picture: row.profile_picture, verified: row.verified === 1 });
const toMessage = (row: ChatMessageRow): ChatMessage => ({ ...row });

/** At most this many missed messages are replayed to a reconnecting client; it refetches beyond. */
const replayLimit = 200;

export type ChatDependencies = {
  repository: ChatRepository;
  bus: EventBus;
  presence: Presence;
  notices: MessageNotices;
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

  async send(sender: UserRow, input: SendMessageFields, at = new Date()): Promise<ChatMessage> {
    const partner = await this.chattable(sender, input.recipient_id);
    const row = await this.deps.repository.send({ id: newId(), sender_id: sender.id, recipient_id: partner.id, message: input.message, message_type: input.message_type, created_at: at.toISOString() });
    const message = toMessage(row);
    await this.deps.bus.publish([partner.id, sender.id], { type: 'new_message', message });
    await this.deps.notices.messageReceived(partner.id, { conversationId: row.conversation_id, fromId: sender.id, fromName: sender.username, text: message.message });
    return message;
  }

  /** The caller's conversations, newest activity first, each with its unread count. */
  async conversations(caller: UserRow, input: ConversationListFields): Promise<ConversationPage> {
    const rows = await this.deps.repository.conversations(caller.id, input.limit, decodeTimeCursor(input.cursor));
    const page = rows.slice(0, input.limit);
    const otherIds = page.map((row) => (row.user_id === caller.id ? row.photographer_id : row.user_id));
    const [partners, unread] = await Promise.all([
      this.deps.repository.partners(otherIds),
      this.deps.repository.unreadByConversation(
        caller.id,
        page.map((row) => row.id),
      ),
    ]);
    const partnerById = new Map(partners.map((partner) => [partner.id, toPartner(partner)]));
    const items = page.flatMap((row, index) => {
      const other = partnerById.get(otherIds[index] ?? '');
      if (!other) return [];
      const { last_read_at: lastReadAt, ...fields } = row;
      return [{ ...fields, last_message_read: lastReadAt !== null, unread_count: unread.get(row.id) ?? 0, other_user: other }];
    });
    const last = page.at(-1);
    return { items, next_cursor: rows.length > input.limit && last ? encodeTimeCursor({ at: last.last_message_at, id: last.id }) : null };
  }

  /**
   * A page of the thread with another account, newest first. Reading the first page marks what the
   * caller received read, and tells the other party ("Seen") and the caller's other tabs.
   */
  async thread(caller: UserRow, input: ThreadFields, at = new Date()): Promise<ThreadPage> {
    const partner = await this.deps.repository.partner(input.other_user_id);
    if (!partner || partner.id === caller.id) throw notFound('chatPartnerNotFound');
    const conversation = await this.deps.repository.conversationOf(caller.id, partner.id);
    const other = { other_user: toPartner(partner), other_online: this.deps.presence.isOnline(partner.id) };
    if (!conversation) {
      // Nothing yet: the thread opens empty when a chat may start here.
      await this.chattable(caller, partner.id);
      return { items: [], next_cursor: null, conversation_id: null, ...other };
    }
    const before = decodeCursor(input.cursor, false)?.id;
    if (!before) await this.markRead(caller.id, partner.id, conversation.id, at.toISOString());
    const rows = await this.deps.repository.thread(conversation.id, input.limit, before);
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    return { items: page.map(toMessage), next_cursor: rows.length > input.limit && last ? encodeCursor({ id: last.id }) : null, conversation_id: conversation.id, ...other };
  }

  async unreadCount(caller: UserRow): Promise<UnreadCount> {
    return { unread_count: await this.deps.repository.unreadCount(caller.id) };
  }

  /** Tells the other party the caller is typing, when they have a conversation. */
  async typing(caller: UserRow, recipientId: string): Promise<{ sent: boolean }> {
    const conversation = await this.deps.repository.conversationOf(caller.id, recipientId);
    if (!conversation || recipientId === caller.id) return { sent: false };
    await this.deps.bus.publish([recipientId], { type: 'typing', from_id: caller.id });
    return { sent: true };
  }

  /** Messages to or from the caller after `afterId`, oldest first (a reconnecting client's gap). */
  async missedSince(accountId: string, afterId: string): Promise<ChatMessage[]> {
    const rows = await this.deps.repository.missedSince(accountId, afterId, replayLimit);
    return rows.map(toMessage);
  }

  private async markRead(readerId: string, partnerId: string, conversationId: string, at: string): Promise<void> {
    const marked = await this.deps.repository.markRead(conversationId, readerId, at);
    if (marked === 0) return;
    await this.deps.bus.publish([partnerId, readerId], { type: 'messages_read', conversation_id: conversationId, reader_id: readerId, read_at: at });
    await this.deps.notices.conversationRead(readerId, conversationId);
  }

  /** The account a message may go to (access.ts). */
  private async chattable(sender: UserRow, partnerId: string): Promise<PartnerRow> {
    if (partnerId === sender.id) throw badRequest('chatWithSelf');
    const [partner, conversation] = await Promise.all([this.deps.repository.partner(partnerId), this.deps.repository.conversationOf(sender.id, partnerId)]);
    return requireChatPartner(sender, partner, conversation !== undefined);
  }
}

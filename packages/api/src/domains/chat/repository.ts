import { isUniqueViolation, type ChatMessageRow, type Db } from '@tasbir/db';
import { blockStandingBetween } from '../blocks/repository.js';
import { answerWithMessage, keepTrust } from '../trust/repository.js';

/** The two ids of a pair in order, joined: the same conversation whoever writes first. */
export const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Where the next page of a list ordered by time then id starts. */
export type TimeCursor = { at: string; id: string };

const partnerColumns = ['id', 'username', 'role', 'profile_picture', 'verified', 'suspended'] as const;

/** Conversations and their messages: the only code of the chat domain that touches Kysely. */
export class ChatRepository {
  constructor(private readonly db: Db) {}

  /** Who a chat would be with, whatever their state, so the service can tell why not. */
  partner(id: string) {
    return this.db.selectFrom('users').select(partnerColumns).where('id', '=', id).executeTakeFirst();
  }

  /** Where a block stands between the caller and another account (docs/decisions/021-review-replies-and-blocks.md). */
  blockStanding(callerId: string, otherId: string) {
    return blockStandingBetween(this.db, callerId, otherId);
  }

  conversationOf(a: string, b: string) {
    return this.db
      .selectFrom('conversations')
      .select(['id', 'user_id', 'photographer_id'])
      .where('pair_key', '=', pairKeyOf(a, b))
      .executeTakeFirst();
  }

  /** How many conversations the account started since the moment, and when the oldest of them began. */
  async startedSince(accountId: string, since: string): Promise<{ count: number; oldest: string | null }> {
    const row = await this.db
      .selectFrom('conversations')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('user_id', '=', accountId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
  }

  /** The message a sender's idempotency key stands for, and the hash of the send it came with. */
  async sentWithKey(
    senderId: string,
    key: string,
  ): Promise<{ message: ChatMessageRow; requestHash: string } | undefined> {
    const row = await this.db
      .selectFrom('chat_idempotency_keys as k')
      .innerJoin('chat_messages as m', 'm.id', 'k.message_id')
      .selectAll('m')
      .select('k.request_hash')
      .where('k.sender_id', '=', senderId)
      .where('k.key', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    const { request_hash: requestHash, ...message } = row;
    return { message, requestHash };
  }

  /**
   * Stores a message in the pair's conversation (`knownId` when the caller has just read it), opening
   * one first when there is none (the sender is its `user_id`), with the sender's idempotency key
   * when there is one. In one transaction, so a conversation never lacks its first message. A key
   * another send stored meanwhile answers that send (`replay`), storing nothing. A photographer's
   * message that first answers a thread keeps their trust figures in the same transaction
   * (`trustChanged`: a figure the directory shows moved; docs/decisions/019-trust-signals.md).
   */
  async send(
    message: Omit<ChatMessageRow, 'conversation_id' | 'read_at'>,
    knownId?: string,
    idempotency?: { key: string; hash: string },
    fromPhotographer = false,
  ): Promise<
    { sent: ChatMessageRow; trustChanged: boolean } | { replay: { message: ChatMessageRow; requestHash: string } }
  > {
    const pairKey = pairKeyOf(message.sender_id, message.recipient_id);
    const store = (known: string | undefined) =>
      this.db.transaction().execute(async (trx) => {
        let conversation =
          known === undefined
            ? await trx.selectFrom('conversations').select('id').where('pair_key', '=', pairKey).executeTakeFirst()
            : { id: known };
        if (!conversation) {
          conversation = { id: message.id };
          await trx
            .insertInto('conversations')
            .values({
              id: conversation.id,
              pair_key: pairKey,
              user_id: message.sender_id,
              photographer_id: message.recipient_id,
              last_message_id: null,
              last_message_at: message.created_at,
              created_at: message.created_at,
            })
            .execute();
        }
        const row = { ...message, conversation_id: conversation.id, read_at: null };
        await trx.insertInto('chat_messages').values(row).execute();
        if (idempotency) {
          await trx
            .insertInto('chat_idempotency_keys')
            .values({
              sender_id: message.sender_id,
              key: idempotency.key,
              message_id: row.id,
              request_hash: idempotency.hash,
              created_at: message.created_at,
            })
            .execute();
        }
        // Ids grow with time: a message committed late never replaces a newer one as the last.
        await trx
          .updateTable('conversations')
          .set({ last_message_id: row.id, last_message_at: row.created_at })
          .where('id', '=', conversation.id)
          .where((eb) => eb.or([eb('last_message_id', 'is', null), eb('last_message_id', '<', row.id)]))
          .execute();
        const trustChanged =
          fromPhotographer &&
          (await answerWithMessage(trx, row)) &&
          (await keepTrust(trx, row.sender_id, new Date(row.created_at)));
        return { sent: row, trustChanged };
      });
    try {
      return await store(knownId);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key sent twice at once: the second waited for the first and collided with its key.
      const replay = idempotency && (await this.sentWithKey(message.sender_id, idempotency.key));
      if (replay) return { replay };
      // Both of the pair wrote first at once (PostgreSQL): the conversation now exists; write into it.
      return await store(undefined);
    }
  }

  /** The caller's conversations, newest activity first, with both names, the other party and the newest message. */
  conversations(accountId: string, limit: number, after: TimeCursor | undefined) {
    let query = this.db
      .selectFrom('conversations as c')
      .innerJoin('users as starter', 'starter.id', 'c.user_id')
      .innerJoin('users as started', 'started.id', 'c.photographer_id')
      // Whichever of the two the caller is not.
      .innerJoin('users as other', (join) =>
        join.on((eb) =>
          eb(
            'other.id',
            '=',
            eb
              .case()
              .when('c.user_id', '=', accountId)
              .then(eb.ref('c.photographer_id'))
              .else(eb.ref('c.user_id'))
              .end(),
          ),
        ),
      )
      .leftJoin('chat_messages as last', 'last.id', 'c.last_message_id')
      .select([
        'c.id',
        'c.user_id',
        'c.photographer_id',
        'c.last_message_at',
        'c.last_message_id',
        'starter.username as user_username',
        'started.username as photographer_username',
        'last.message as last_message',
        'last.sender_id as last_sender_id',
        'last.read_at as last_read_at',
        'other.id as other_id',
        'other.username as other_username',
        'other.role as other_role',
        'other.profile_picture as other_profile_picture',
        'other.verified as other_verified',
      ])
      .where((eb) => eb.or([eb('c.user_id', '=', accountId), eb('c.photographer_id', '=', accountId)]));
    // Two messages in one millisecond: the later message's id (ids grow with time) says which came last.
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('c.last_message_at', '<', after.at),
          eb.and([eb('c.last_message_at', '=', after.at), eb('c.last_message_id', '<', after.id)]),
        ]),
      );
    return query
      .orderBy('c.last_message_at', 'desc')
      .orderBy('c.last_message_id', 'desc')
      .limit(limit + 1)
      .execute();
  }

  /** Every account the given one has a conversation with (whom its presence concerns). */
  async partnerIds(accountId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('conversations')
      .select(['user_id', 'photographer_id'])
      .where((eb) => eb.or([eb('user_id', '=', accountId), eb('photographer_id', '=', accountId)]))
      .execute();
    return rows.map((row) => (row.user_id === accountId ? row.photographer_id : row.user_id));
  }

  /** A page of a conversation, newest first, before the cursor's message. */
  thread(conversationId: string, limit: number, beforeId: string | undefined) {
    let query = this.db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId);
    if (beforeId) query = query.where('id', '<', beforeId);
    return query
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
  }

  /** Marks what the reader received in the conversation read; how many were unread. */
  async markRead(conversationId: string, readerId: string, at: string): Promise<number> {
    const result = await this.db
      .updateTable('chat_messages')
      .set({ read_at: at })
      .where('recipient_id', '=', readerId)
      .where('conversation_id', '=', conversationId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async unreadCount(accountId: string): Promise<number> {
    const row = await this.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('recipient_id', '=', accountId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** Unread messages per conversation, for the conversations of one page. */
  async unreadByConversation(accountId: string, conversationIds: readonly string[]): Promise<Map<string, number>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('chat_messages')
      .select(['conversation_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('recipient_id', '=', accountId)
      .where('read_at', 'is', null)
      .where('conversation_id', 'in', conversationIds)
      .groupBy('conversation_id')
      .execute();
    return new Map(rows.map((row) => [row.conversation_id, Number(row.count)]));
  }

  /** Messages to or from the account after the given id, oldest first: what a reconnecting client missed. */
  missedSince(accountId: string, afterId: string, limit: number) {
    return this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where((eb) => eb.or([eb('recipient_id', '=', accountId), eb('sender_id', '=', accountId)]))
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * Deletes a message (an admin's decision on a report); its conversation's newest message becomes
   * the one before it, in the same transaction. False when it was gone already.
   */
  async removeMessage(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('chat_messages')
        .where('id', '=', id)
        .returning('conversation_id')
        .executeTakeFirst();
      if (!removed) return false;
      const newest = await trx
        .selectFrom('chat_messages')
        .select('id')
        .where('conversation_id', '=', removed.conversation_id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      await trx
        .updateTable('conversations')
        .set({ last_message_id: newest?.id ?? null })
        .where('id', '=', removed.conversation_id)
        .where('last_message_id', '=', id)
        .execute();
      return true;
    });
  }
}

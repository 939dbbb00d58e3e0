import type { Transaction } from 'kysely';
import {
  compiledOnce,
  isUniqueViolation,
  platformAccount,
  type Database,
  type Db,
  type NewGiftTransactionRow,
  type NotificationRow,
  type TransactionRunner,
} from '@tasbir/db';
import { moveCredits, type CreditMove } from '../credits/ledger.js';
import { countGiftOnBoards } from '../leaderboard/repository.js';
import { insertNotification } from '../notifications/repository.js';

// Every purchase runs this; compiled once (compiledOnce) like the boards' totals.
const countReceived = compiledOnce({ recipient: '', value: 0 }, (db, { recipient, value }) =>
  db
    .updateTable('users')
    .set((eb) => ({ total_gifts_received: eb('total_gifts_received', '+', value) }))
    .where('id', '=', recipient),
);

/** A gift about to be sent, its split already decided by the photographer's plan. */
export type GiftSend = Omit<NewGiftTransactionRow, 'sender_id' | 'recipient_id'> & {
  sender_id: string;
  recipient_id: string;
};

/** The gift catalogue, gift sends and their ledger rows: the only code of the gifts domain that touches Kysely. */
export class GiftsRepository {
  constructor(
    private readonly db: Db,
    /** How a purchase's transaction runs: grouped with others on SQLite (GroupCommit), alone on PostgreSQL. */
    private readonly runWrite: TransactionRunner,
  ) {}

  /** Gifts still offered, smallest first. */
  available() {
    return this.db
      .selectFrom('gifts')
      .select(['type', 'name', 'emoji', 'value', 'description'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('type')
      .execute();
  }

  offered(type: string) {
    return this.db
      .selectFrom('gifts')
      .select(['type', 'name', 'emoji', 'value'])
      .where('type', '=', type)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  /**
   * Who a gift would go to, whatever the role (so the caller can tell "not a photographer" from "no
   * one"), and the gift if it is on offer: one read for the common case of both.
   */
  recipientAndGift(recipientId: string, giftType: string, senderId: string) {
    return this.db
      .selectFrom('users as u')
      .leftJoin('gifts as g', (join) => join.on('g.type', '=', giftType).on('g.active', '=', 1))
      .select([
        'u.id',
        'u.username',
        'u.role',
        'u.suspended',
        'u.subscription_plan',
        'u.subscription_expires_at',
        'g.type as gift_type',
        'g.name as gift_name',
        'g.emoji as gift_emoji',
        'g.value as gift_value',
        // A block either way between sender and recipient (docs/decisions/021-review-replies-and-blocks.md), in the same read.
        (eb) =>
          eb
            .selectFrom('user_blocks as b')
            .select('b.blocker_id')
            .where((inner) =>
              inner.or([
                inner.and([inner('b.blocker_id', '=', senderId), inner('b.blocked_id', '=', recipientId)]),
                inner.and([inner('b.blocker_id', '=', recipientId), inner('b.blocked_id', '=', senderId)]),
              ]),
            )
            .orderBy((order) => order.case().when('b.blocker_id', '=', senderId).then(0).else(1).end())
            .limit(1)
            .as('blocker_id'),
      ])
      .where('u.id', '=', recipientId)
      .executeTakeFirst();
  }

  credits(userId: string) {
    return this.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirst();
  }

  /**
   * Sends the gift in one transaction: the sender pays its value only while their balance covers it
   * (a conditional update, so no concurrency can overdraw), the photographer gets their share, the
   * platform the rest, each as a ledger row beside the gift row, and the photographer's notification
   * commits with them. `short` when the balance does not cover it (nothing written); `replayOf` when
   * the sender's idempotency key already stands for a purchase, with the hash of the request it was
   * sent with (nothing written either).
   */
  async send(
    gift: GiftSend,
    notice: NotificationRow,
    idempotency?: { key: string; hash: string },
  ): Promise<{ sent: { credits: number } } | { short: true } | { replayOf: string; requestHash: string | null }> {
    const idempotencyKey = idempotency?.key;
    const purchaseOfKey = async (db: Db | Transaction<Database>, key: string) => {
      const row = await db
        .selectFrom('gift_idempotency_keys')
        .select(['transaction_id', 'request_hash'])
        .where('user_id', '=', gift.sender_id)
        .where('key', '=', key)
        .executeTakeFirst();
      return row && { replayOf: row.transaction_id, requestHash: row.request_hash };
    };
    try {
      return await this.runWrite(async (trx) => {
        if (idempotencyKey !== undefined) {
          const known = await purchaseOfKey(trx, idempotencyKey);
          if (known) return known;
        }
        const sent = await this.pay(trx, gift);
        if (!sent) {
          // The same key sent twice at once (PostgreSQL) when the balance covers one: the second's
          // debit waited for the first to commit and found the balance spent by it. It is that purchase.
          const first = idempotencyKey === undefined ? undefined : await purchaseOfKey(trx, idempotencyKey);
          return first ?? { short: true };
        }
        await insertNotification(trx, notice);
        if (idempotency !== undefined) {
          await trx
            .insertInto('gift_idempotency_keys')
            .values({
              user_id: gift.sender_id,
              key: idempotency.key,
              transaction_id: gift.id,
              created_at: gift.created_at,
              request_hash: idempotency.hash,
            })
            .execute();
        }
        return { sent };
      });
    } catch (error) {
      // The same key sent twice at once (PostgreSQL): the second waits for the first, then collides.
      if (idempotencyKey === undefined || !isUniqueViolation(error)) throw error;
      const known = await purchaseOfKey(this.db, idempotencyKey);
      if (!known) throw error;
      return known;
    }
  }

  private async pay(trx: Transaction<Database>, gift: GiftSend): Promise<{ credits: number } | undefined> {
    const {
      sender_id: sender,
      recipient_id: recipient,
      gift_value: value,
      photographer_share: share,
      platform_share: platformShare,
      id,
      created_at: now,
    } = gift;
    const moves: CreditMove[] = [
      { account: sender, delta: -value, reason: 'gift_sent' },
      { account: recipient, delta: share, reason: 'gift_received' },
      { account: platformAccount, delta: platformShare, reason: 'gift_platform_share' },
    ];
    const moved = await moveCredits(trx, moves, id, now);
    if ('short' in moved) return undefined;
    await countReceived(trx, { recipient, value });
    await trx.insertInto('gift_transactions').values(gift).execute();
    await countGiftOnBoards(trx, { recipient_id: recipient, day: now.slice(0, 10), value });
    return { credits: moved.balances.get(sender) ?? 0 };
  }

  /** The newest 100 gifts the user sent or received, with names and emoji. */
  transactionsOf(userId: string) {
    return this.transactions()
      .where((eb) => eb.or([eb('g.sender_id', '=', userId), eb('g.recipient_id', '=', userId)]))
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(100)
      .execute();
  }

  /** The newest gifts the user sent, or received. */
  recent(userId: string, side: 'sent' | 'received', limit: number) {
    return this.transactions()
      .where(side === 'sent' ? 'g.sender_id' : 'g.recipient_id', '=', userId)
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .execute();
  }

  transactionById(id: string) {
    return this.transactions().where('g.id', '=', id).executeTakeFirst();
  }

  private transactions() {
    return this.db
      .selectFrom('gift_transactions as g')
      .leftJoin('users as s', 's.id', 'g.sender_id')
      .leftJoin('users as r', 'r.id', 'g.recipient_id')
      .leftJoin('gifts as c', 'c.type', 'g.gift_type')
      .select([
        'g.id',
        'g.gift_type',
        'c.name as gift_name',
        'c.emoji',
        'g.gift_value',
        'g.message',
        's.username as sender_username',
        'r.username as recipient_username',
        'g.created_at',
      ]);
  }
}

import { newId, type UserRow } from '@tasbir/db';
import {
  plans,
  type GiftList,
  type GiftPurchase,
  type GiftTransaction,
  type GiftTransactionList,
  type PurchaseGiftFields,
} from '@tasbir/shared';
import { requireNoBlock } from '../../access.js';
import { badRequest, notFound } from '../../errors.js';
import { requestHash, requireSameRequest } from '../../idempotency.js';
import { effectivePlan } from '../subscriptions/effectivePlan.js';
import type { Notifier } from '../notifications/service.js';
import type { GiftsRepository } from './repository.js';

/** Shown when a gift's type has left the catalogue since it was sent. */
const fallbackEmoji = '🎁';

type ListedGift = Omit<GiftTransaction, 'emoji' | 'gift_name'> & { emoji: string | null; gift_name: string | null };

type RecipientAndGift = NonNullable<Awaited<ReturnType<GiftsRepository['recipientAndGift']>>>;

/** The gift read beside its recipient, when it is on offer. */
function offeredGift(row: RecipientAndGift) {
  const { gift_type: type, gift_name: name, gift_emoji: emoji, gift_value: value } = row;
  return type === null || name === null || emoji === null || value === null ? undefined : { type, name, emoji, value };
}
/** A listed gift with its catalogue's emoji and name, or stand-ins when it has left the catalogue. */
const withCatalogueFields = (row: ListedGift): GiftTransaction => ({
  ...row,
  gift_name: row.gift_name ?? row.gift_type,
  emoji: row.emoji ?? fallbackEmoji,
});

export class GiftsService {
  constructor(
    private readonly repository: GiftsRepository,
    private readonly notifier: Notifier,
  ) {}

  /** The gift grid: every gift on offer, smallest first (anyone may read it). */
  async available(): Promise<GiftList> {
    return { gifts: await this.repository.available() };
  }

  /**
   * Sends a gift of the catalogue to a photographer (docs/product.md#credits-gifts-and-plans): the sender pays its value,
   * the photographer receives their plan's share at this moment, the platform keeps the rest.
   */
  async purchase(sender: UserRow, input: PurchaseGiftFields, at = new Date()): Promise<GiftPurchase> {
    const recipient = await this.repository.recipientAndGift(input.recipient_id, input.gift_type, sender.id);
    const gift = recipient ? offeredGift(recipient) : await this.repository.offered(input.gift_type);
    if (!gift) throw notFound('giftNotFound');
    if (!recipient || recipient.suspended === 1) throw notFound('photographerNotFound');
    if (recipient.role !== 'photographer') throw badRequest('giftRecipientInvalid');
    if (recipient.blocker_id) requireNoBlock(recipient.blocker_id === sender.id ? 'by_me' : 'by_them');

    const share = Math.floor((gift.value * plans[effectivePlan(recipient)].photographerSharePercent) / 100);
    const row = {
      id: newId(),
      sender_id: sender.id,
      recipient_id: recipient.id,
      gift_type: gift.type,
      gift_value: gift.value,
      photographer_share: share,
      platform_share: gift.value - share,
      message: input.message,
      created_at: at.toISOString(),
    };
    const notice = this.notifier.prepare({
      to: recipient.id,
      kind: 'gift_received',
      params: { name: sender.username, gift: gift.name, gift_type: gift.type, emoji: gift.emoji, value: gift.value },
      subjectId: row.id,
      actorId: sender.id,
    });
    const idempotency =
      input.idempotency_key === undefined
        ? undefined
        : {
            key: input.idempotency_key,
            hash: requestHash({ recipient_id: recipient.id, gift_type: gift.type, message: input.message }),
          };
    const outcome = await this.repository.send(row, notice, idempotency);
    if ('replayOf' in outcome) {
      // Checked before anything is charged: a key sent with another gift moves nothing.
      if (idempotency) requireSameRequest(outcome.requestHash, idempotency.hash);
      return this.replay(sender, outcome.replayOf);
    }
    if ('short' in outcome) {
      const available = (await this.repository.credits(sender.id))?.credits ?? 0;
      throw badRequest('insufficientCredits', { needed: gift.value, available });
    }
    await this.notifier.announce(notice);
    const transaction = {
      id: row.id,
      gift_type: gift.type,
      gift_name: gift.name,
      emoji: gift.emoji,
      gift_value: gift.value,
      message: row.message,
      sender_username: sender.username,
      recipient_username: recipient.username,
      created_at: row.created_at,
    };
    return { transaction, credits: outcome.sent.credits };
  }

  /** The answer to a purchase already made under the same idempotency key: that gift, today's balance. */
  private async replay(sender: UserRow, transactionId: string): Promise<GiftPurchase> {
    const [row, balance] = await Promise.all([
      this.repository.transactionById(transactionId),
      this.repository.credits(sender.id),
    ]);
    if (!row) throw notFound('giftNotFound');
    return { transaction: withCatalogueFields(row), credits: balance?.credits ?? 0 };
  }

  /** The newest gifts the user sent, or received (dashboards). */
  async recent(user: UserRow, side: 'sent' | 'received', limit: number): Promise<GiftTransaction[]> {
    const rows = await this.repository.recent(user.id, side, limit);
    return rows.map(withCatalogueFields);
  }

  /** Gifts the user sent and received, newest first. */
  async transactions(user: UserRow): Promise<GiftTransactionList> {
    const rows = await this.repository.transactionsOf(user.id);
    return { transactions: rows.map(withCatalogueFields) };
  }
}

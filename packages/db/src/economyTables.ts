import type { Generated, Selectable } from 'kysely';
import type { PlanName } from '@tasbir/shared';

/** Tables of migration 0006_gift_catalogue. */

/** A gift anyone may send, in credits (the catalogue lives in the database; seeded by its migration). */
export interface GiftsTable {
  type: string;
  name: string;
  emoji: string;
  value: number;
  description: string;
  /** Smallest first in the gift grid. */
  sort_order: number;
  /** 0: no longer offered; sent gifts keep their type. */
  active: Generated<number>;
}

export type GiftRow = Selectable<GiftsTable>;

/** Tables of migration 0007_credit_ledger. */

/** The account of credits that are the platform's (its share of gifts, deleted accounts' balances). */
export const platformAccount = 'platform';

/** Where credits bought online come from: one account per payment gateway, negative by what it sold. */
export const gatewayAccount = (provider: 'esewa' | 'khalti') => `gateway-${provider}` as const;

/** Credits a photographer asked to withdraw, until an admin pays them out or turns the payout down. */
export const payoutsHeldAccount = 'payouts-held';

/** Credits paid out to photographers: they left the system. */
export const payoutsPaidAccount = 'payouts-paid';

/** The accounts that are no user's: their balance is the sum of their rows, with no `users.credits` beside it. */
export const systemAccounts: readonly string[] = [
  platformAccount,
  gatewayAccount('esewa'),
  gatewayAccount('khalti'),
  payoutsHeldAccount,
  payoutsPaidAccount,
];

/**
 * A booking's advance while the platform holds it (docs/decisions/016-booking-advances.md): one
 * account per booking, its rows summing to what the booking still holds.
 */
export const bookingHoldPrefix = 'booking-';
export const bookingHoldAccount = (bookingId: string) => `${bookingHoldPrefix}${bookingId}` as const;

/**
 * The reference of a booking's balance paid through Tasbir: a balance is paid once, so its
 * movement is found from the booking (the receipts) without a column of its own.
 */
export const bookingBalanceReference = (bookingId: string) => `balance-${bookingId}` as const;

/** Whether an account is no user's: one of `systemAccounts` or a booking's hold. */
export const isSystemAccount = (account: string) =>
  systemAccounts.includes(account) || account.startsWith(bookingHoldPrefix);

/**
 * Why credits moved. Minting (credits enter the system): opening_balance, credit_request_approved,
 * admin_grant. Movements between accounts, each summing to zero by reference: gift_sent,
 * gift_received, gift_platform_share, account_deleted, payment_completed, payment_refunded,
 * payout_requested, payout_paid, payout_rejected, advance_paid (into a booking's hold),
 * advance_refunded (back to the client), advance_released and advance_platform_share (to the
 * photographer and the platform), balance_paid and balance_platform_share (a booking's balance paid
 * through Tasbir: from the client or a gateway to the photographer, and the platform's share).
 */
export type LedgerReason =
  | 'opening_balance'
  | 'credit_request_approved'
  | 'admin_grant'
  | 'gift_sent'
  | 'gift_received'
  | 'gift_platform_share'
  | 'account_deleted'
  | 'payment_completed'
  | 'payment_refunded'
  | 'payout_requested'
  | 'payout_paid'
  | 'payout_rejected'
  | 'advance_paid'
  | 'advance_refunded'
  | 'advance_released'
  | 'advance_platform_share'
  | 'balance_paid'
  | 'balance_platform_share';

/** The ledger account a deleted user's rows move to: a fresh id, so nothing leads back to the person. */
export const closedAccountLabel = (id: string) => `deleted-${id}`;

/**
 * One movement of credits: the account is a user's id, a system account (`systemAccounts`), or a
 * deleted account's anonymised label (`deleted-<id>`, whose rows sum to zero). A user's `credits` column is always the sum of
 * their rows, changed only in the transaction that writes them.
 */
export interface CreditLedgerTable {
  id: string;
  account: string;
  delta: number;
  reason: LedgerReason;
  /** What moved the credits: a gift transaction's id, a credit request's id, a grant's or a deletion's own id. */
  reference: string;
  created_at: string;
}

export type CreditLedgerRow = Selectable<CreditLedgerTable>;

/** Tables of migration 0008_gift_totals. */

/** What one photographer received on one UTC day; a gift adds to it in its own transaction. */
export interface GiftDailyTotalsTable {
  recipient_id: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  gift_value: number;
  gift_count: number;
}

/**
 * What one photographer received in a leaderboard window (weekly: today and the 6 days before;
 * monthly 30 days; yearly 365): a gift adds to all three as it lands, and an hourly recount from the
 * daily totals lets days that left a window age out.
 */
export interface GiftPeriodTotalsTable {
  recipient_id: string;
  period: string;
  gift_value: number;
  gift_count: number;
}

/** Table of migration 0009_gift_idempotency: the purchase a sender's `Idempotency-Key` stands for. */
export interface GiftIdempotencyKeysTable {
  user_id: string;
  key: string;
  transaction_id: string;
  created_at: string;
  /** SHA-256 of the purchase's fields (migration 0019); null for a key stored before, which matches every request. */
  request_hash: string | null;
}

/** Table of migration 0010_credit_requests. */
export interface CreditRequestsTable {
  id: string;
  user_id: string;
  amount: number;
  payment_method: 'bank_transfer' | 'esewa' | 'khalti' | 'ime_pay';
  /** `<sha256>.<ext>` in the receipt store (never the public media store). */
  receipt_key: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  admin_note: string | null;
  created_at: string;
  processed_at: string | null;
  processed_by: string | null;
}

/** Table of migration 0011_subscription_requests. */
export interface SubscriptionRequestsTable {
  id: string;
  user_id: string;
  plan: PlanName;
  /** The plan's price when it was asked for. */
  monthly_price: number;
  payment_method: 'bank_transfer' | 'esewa' | 'khalti' | 'ime_pay';
  receipt_key: string;
  receipt_size: number;
  status: Generated<'pending_approval' | 'approved' | 'rejected'>;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  PaymentProvider,
  PaymentPurpose,
  PaymentStatus,
  PayoutMethod,
  PayoutStatus,
  PlanName,
} from '@tasbir/shared';

/** Tables of migration 0021_payments_and_payouts. */

/** One online payment; its id is the one the provider knows (eSewa's transaction_uuid, Khalti's purchase_order_id). */
export interface PaymentsTable {
  id: string;
  /** Null once the account is deleted: the payment stays in the books. */
  user_id: string | null;
  purpose: PaymentPurpose;
  /** Credits bought (purpose `credits`), 1 credit = Rs 1. */
  credits: number | null;
  /** The plan bought (purpose `plan`) for 30 days from completion. */
  plan: PlanName | null;
  /** The booking whose advance this pays (purpose `advance`, migration 0023); null once the booking is deleted. */
  booking_id: string | null;
  amount_paisa: number;
  provider: PaymentProvider;
  status: PaymentStatus;
  /** The provider's session for this payment, needed to ask about it (Khalti's pidx; none for eSewa). */
  provider_session: string | null;
  /** The provider's own id of the completed payment (eSewa's ref_id, Khalti's transaction_id); unique per provider. */
  provider_reference: string | null;
  /** The provider's last status word, as it wrote it (admins read it on ambiguous payments). */
  provider_status: string | null;
  refund_reference: string | null;
  /** How many times we asked the provider (the reconciler backs off by it). */
  checks: Generated<number>;
  created_at: string;
  updated_at: string;
  checked_at: string | null;
  completed_at: string | null;
}
export type PaymentRow = Selectable<PaymentsTable>;
export type NewPaymentRow = Insertable<PaymentsTable>;

/** A photographer's withdrawal: its credits sit in `payouts-held` until an admin pays or rejects it. */
export interface PayoutsTable {
  id: string;
  photographer_id: string | null;
  credits: number;
  method: PayoutMethod;
  account_name: string;
  account_number: string;
  bank_name: string | null;
  status: PayoutStatus;
  /** The transfer's reference, once paid. */
  reference: string | null;
  /** Why it was rejected. */
  note: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}
export type PayoutRow = Selectable<PayoutsTable>;

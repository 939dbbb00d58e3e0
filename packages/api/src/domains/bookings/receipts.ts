import { bookingBalanceReference, bookingHoldAccount, platformAccount, type Db } from '@tasbir/db';
import { advancePaymentMethods, type AdvanceReceipt, type AdvanceReceiptList } from '@tasbir/shared';
import type { AuthenticatedUser } from '../auth/service.js';

/** The most bookings one answer covers, newest first: a year of a busy photographer's advances. */
const bookingsPerAnswer = 200;

const methodOf = (provider: string | undefined) =>
  advancePaymentMethods.find((method) => method === provider) ?? 'credits';

/**
 * The receipts of an account's advances (issue 24), read from the ledger, which is the record of
 * what moved: each booking's hold account took the advance in (paid), and each payout moved it out
 * under one reference to the client (refunded), the photographer and the platform (released). A
 * balance paid through Tasbir is one movement under the booking's balance reference.
 */
export class AdvanceReceipts {
  constructor(private readonly db: Db) {}

  async of(user: AuthenticatedUser): Promise<AdvanceReceiptList> {
    const receipts = [...(await this.advances(user)), ...(await this.balances(user))];
    receipts.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    return { receipts };
  }

  /** Balances paid through Tasbir: the whole balance for the client, what reached the photographer for them. */
  private async balances(user: AuthenticatedUser): Promise<AdvanceReceipt[]> {
    const bookings = await this.parties(user)
      .select('b.balance_paid_via')
      .where('b.balance_paid_via', 'in', advancePaymentMethods)
      .orderBy('b.id', 'desc')
      .limit(bookingsPerAnswer)
      .execute();
    if (bookings.length === 0) return [];
    const byReference = new Map(bookings.map((booking) => [bookingBalanceReference(booking.id) as string, booking]));
    const rows = await this.db
      .selectFrom('credit_ledger')
      .select(['id', 'account', 'delta', 'reason', 'reference', 'created_at'])
      .where('reference', 'in', [...byReference.keys()])
      .execute();
    const receipts: AdvanceReceipt[] = [];
    for (const [reference, booking] of byReference) {
      const moves = rows.filter((row) => row.reference === reference);
      const paid = moves.find((row) => Number(row.delta) < 0);
      if (!paid) continue;
      const isClient = booking.user_id === user.id;
      const sumOf = (account: string) =>
        moves.filter((row) => row.account === account).reduce((sum, row) => sum + Number(row.delta), 0);
      receipts.push({
        id: `${paid.id}-balance`,
        kind: 'balance_paid',
        booking_id: booking.id,
        event_date: booking.event_date,
        other_party: isClient ? booking.photographer_name : booking.requester_name,
        created_at: paid.created_at,
        amount: isClient ? -Number(paid.delta) : sumOf(booking.photographer_id),
        platform_share: isClient ? null : sumOf(platformAccount),
        method: methodOf(booking.balance_paid_via ?? undefined),
      });
    }
    return receipts;
  }

  /** The caller's bookings, as either party, with both parties' names. */
  private parties(user: AuthenticatedUser) {
    return this.db
      .selectFrom('bookings as b')
      .innerJoin('users as requester', 'requester.id', 'b.user_id')
      .innerJoin('users as photographer', 'photographer.id', 'b.photographer_id')
      .select(['b.id', 'b.user_id', 'b.photographer_id', 'b.event_date'])
      .select(['requester.username as requester_name', 'photographer.username as photographer_name'])
      .where((eb) => eb.or([eb('b.user_id', '=', user.id), eb('b.photographer_id', '=', user.id)]));
  }

  private async advances(user: AuthenticatedUser): Promise<AdvanceReceipt[]> {
    const bookings = await this.parties(user)
      .where('b.advance_status', 'in', ['held', 'released', 'refunded'])
      .orderBy('b.id', 'desc')
      .limit(bookingsPerAnswer)
      .execute();
    if (bookings.length === 0) return [];
    const byHold = new Map(bookings.map((booking) => [bookingHoldAccount(booking.id) as string, booking]));
    const holdRows = await this.db
      .selectFrom('credit_ledger')
      .select(['id', 'account', 'delta', 'reference', 'created_at'])
      .where('account', 'in', [...byHold.keys()])
      .execute();
    const references = [...new Set(holdRows.map((row) => row.reference))];
    const [moves, payments] = await Promise.all([
      this.db
        .selectFrom('credit_ledger')
        .select(['account', 'delta', 'reason', 'reference'])
        .where('reference', 'in', references)
        .execute(),
      this.db
        .selectFrom('payments')
        .select(['id', 'provider'])
        .where('id', 'in', references)
        .where('purpose', '=', 'advance')
        .execute(),
    ]);
    const providers = new Map(payments.map((payment) => [payment.id, payment.provider]));
    const receipts: AdvanceReceipt[] = [];
    for (const row of holdRows) {
      const booking = byHold.get(row.account);
      if (!booking) continue;
      const isClient = booking.user_id === user.id;
      const base = {
        booking_id: booking.id,
        event_date: booking.event_date,
        other_party: isClient ? booking.photographer_name : booking.requester_name,
        created_at: row.created_at,
        platform_share: null,
        method: null,
      };
      const delta = Number(row.delta);
      if (delta > 0) {
        receipts.push({
          ...base,
          id: row.id,
          kind: 'advance_paid',
          amount: delta,
          method: methodOf(providers.get(row.reference)),
        });
        continue;
      }
      const payout = moves.filter((move) => move.reference === row.reference);
      const amountTo = (account: string, reason: string) =>
        payout
          .filter((move) => move.account === account && move.reason === reason)
          .reduce((sum, move) => sum + Number(move.delta), 0);
      const refunded = amountTo(booking.user_id, 'advance_refunded');
      const released = amountTo(booking.photographer_id, 'advance_released');
      const kept = amountTo(platformAccount, 'advance_platform_share');
      if (refunded > 0) receipts.push({ ...base, id: `${row.id}-refund`, kind: 'advance_refunded', amount: refunded });
      if (released + kept > 0)
        receipts.push({
          ...base,
          id: `${row.id}-release`,
          kind: 'advance_released',
          amount: released,
          platform_share: isClient ? null : kept,
        });
    }
    return receipts;
  }
}

import type { Transaction } from 'kysely';
import {
  bookingBalanceReference,
  gatewayAccount,
  type BookingRow,
  type Database,
  type Db,
  type NotificationRow,
} from '@tasbir/db';
import { balancePayableStatuses, paisaPerRupee, paymentProviderLabels, type BalancePaidVia } from '@tasbir/shared';
import { moveCredits } from '../credits/ledger.js';
import { insertNotification } from '../notifications/repository.js';
import type { Notifier } from '../notifications/service.js';
import type { BookingPaymentSettler } from '../payments/repository.js';
import { balanceMoves } from './advanceMoney.js';
import { advanceSettler, photographerSharePercent, settledAsCredits, type StepOutcome } from './stepRepository.js';

type Trx = Transaction<Database>;

/** A balance paid or marked paid, as it is written: how, its money (paid through Tasbir), the notices. */
export type BalanceWrite = {
  via: BalancePaidVia;
  at: string;
  /** Paid from the client's credits: this many rupees from their balance, the photographer's share on. */
  fromCredits?: { client: string; amount: number };
  notices: NotificationRow[];
};

/**
 * Marks a booking's balance paid in one conditional write: only while the booking goes ahead or
 * was completed and its balance is not paid yet, so of two payments, or a payment and the
 * photographer's mark, exactly one applies. Its money and notices go in the same transaction.
 */
export class BookingBalanceRepository {
  constructor(private readonly db: Db) {}

  async write(id: string, write: BalanceWrite): Promise<StepOutcome> {
    return this.db
      .transaction()
      .execute(async (trx): Promise<StepOutcome> => {
        const booking = await markPaid(trx, id, write.via, write.at);
        if (!booking) return 'lost';
        if (write.fromCredits) {
          const { client, amount } = write.fromCredits;
          const share = await photographerSharePercent(trx, booking.photographer_id);
          const { moves } = balanceMoves(client, booking.photographer_id, amount, share);
          const paid = await moveCredits(trx, moves, bookingBalanceReference(id), write.at);
          if ('short' in paid) throw new BalanceShort(paid.short);
        }
        for (const notice of write.notices) await insertNotification(trx, notice);
        return 'moved';
      })
      .catch((error: unknown) => {
        if (error instanceof BalanceShort) return { short: error.account };
        throw error;
      });
  }
}

/** Thrown inside the balance's transaction to roll the mark back when the client's credits fall short. */
class BalanceShort extends Error {
  constructor(readonly account: string) {
    super('booking balance: the debit fell short');
  }
}

/** The conditional update itself; `amount`, when given, must be exactly the booking's balance. */
function markPaid(
  trx: Trx,
  id: string,
  via: BalancePaidVia,
  at: string,
  payment?: { payer: string; amount: number },
): Promise<BookingRow | undefined> {
  let update = trx
    .updateTable('bookings')
    .set({ balance_paid_at: at, balance_paid_via: via })
    .where('id', '=', id)
    .where('status', 'in', balancePayableStatuses)
    .where('balance_paid_at', 'is', null);
  if (payment)
    update = update
      .where('user_id', '=', payment.payer)
      .where('agreed_price', 'is not', null)
      .where((eb) => eb(eb('agreed_price', '-', eb.fn.coalesce('advance_amount', eb.lit(0))), '=', payment.amount));
  return update.returningAll().executeTakeFirst();
}

/**
 * Applies a completed online payment of a balance, inside the payment's settlement: a booking still
 * waiting for exactly this balance has it paid, to the photographer less the platform's share;
 * otherwise (paid twice, marked paid meanwhile, cancelled, or gone with an account) the money
 * becomes the payer's credits, so nothing paid is lost. Both parties hear which.
 */
export function balanceSettler(prepare: Notifier['prepare']): BookingPaymentSettler {
  return async (trx, payment, now) => {
    const amount = payment.amount_paisa / paisaPerRupee;
    const payer = payment.user_id;
    // A deleted payer's payment is settled as ambiguous before it gets here.
    if (payer === null) throw new Error(`balanceSettler: payment ${payment.id} has no payer`);
    const booking =
      payment.booking_id === null
        ? undefined
        : await markPaid(trx, payment.booking_id, payment.provider, now, { payer, amount });
    const provider = paymentProviderLabels[payment.provider];
    const notices: NotificationRow[] = [];
    if (booking) {
      const share = await photographerSharePercent(trx, booking.photographer_id);
      const { moves } = balanceMoves(gatewayAccount(payment.provider), booking.photographer_id, amount, share);
      await moveCredits(trx, moves, bookingBalanceReference(booking.id), now);
      const client = await trx.selectFrom('users').select('username').where('id', '=', payer).executeTakeFirst();
      const date = booking.event_date;
      notices.push(
        prepare({
          to: payer,
          kind: 'payment_settled',
          params: { purpose: 'balance', provider, date },
          subjectId: payment.id,
        }),
        prepare({
          to: booking.photographer_id,
          kind: 'balance_paid',
          params: { name: client?.username ?? '', amount, date, via: payment.provider },
          subjectId: booking.id,
          actorId: payer,
        }),
      );
    } else notices.push(await settledAsCredits(trx, prepare, payment, payer, now));
    for (const notice of notices) await insertNotification(trx, notice);
    return notices;
  };
}

/** What a completed payment for a booking does, by what it paid: the advance or the balance. */
export function bookingPaymentSettler(prepare: Notifier['prepare']): BookingPaymentSettler {
  const advance = advanceSettler(prepare);
  const balance = balanceSettler(prepare);
  return (trx, payment, now) => (payment.purpose === 'balance' ? balance : advance)(trx, payment, now);
}

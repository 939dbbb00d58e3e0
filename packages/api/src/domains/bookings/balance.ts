import { nowIso } from '@tasbir/db';
import {
  balanceAmountOf,
  balancePayableStatuses,
  type AdvancePaymentMethod,
  type Booking,
  type BookingStatus,
  type Payment,
  type PaymentRedirect,
} from '@tasbir/shared';
import { requireBookingParty } from '../../access.js';
import { badRequest, conflict } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { Notifier } from '../notifications/service.js';
import type { PaymentsService } from '../payments/service.js';
import type { BookingBalanceRepository, BalanceWrite } from './balanceRepository.js';
import type { BookingRowWithNames, BookingsRepository } from './repository.js';
import type { BookingsService } from './service.js';

export type BookingBalanceOptions = {
  bookings: BookingsService;
  repository: BookingsRepository;
  balances: BookingBalanceRepository;
  /** The client's credits, for the refusal of a short balance. */
  balanceOf: (userId: string) => Promise<number>;
  payments: PaymentsService;
  notifier: Notifier;
  now?: () => Date;
};

const payable = (status: BookingStatus) => (balancePayableStatuses as readonly BookingStatus[]).includes(status);

/**
 * A booking's balance, the agreed price less the advance (docs/decisions/017-delivery-galleries.md):
 * the client pays it through Tasbir (credits, eSewa, Khalti) to the photographer less the platform's
 * share, or the photographer marks it paid (cash, a transfer outside). It opens a tied gallery's
 * originals. Once paid it is paid: a second payment or mark is refused, and the booking can no longer
 * be cancelled.
 */
export class BookingBalance {
  private readonly now: () => Date;

  constructor(private readonly options: BookingBalanceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** The photographer marks the balance paid (with or without an agreed price); the client hears of it. */
  async markPaid(user: AuthenticatedUser, id: string): Promise<Booking> {
    const row = requireBookingParty(user, await this.options.repository.byId(id), 'photographer');
    requirePayable(row);
    const notice = this.options.notifier.prepare({
      to: row.user_id,
      kind: 'balance_paid',
      params: { name: user.username, date: row.event_date, via: 'marked' },
      subjectId: id,
      actorId: user.id,
    });
    return this.write(id, { via: 'marked', at: nowIso(this.now()), notices: [notice] });
  }

  /** The client pays the balance: from credits at once, or online (the payment's settlement marks it paid). */
  async pay(
    user: AuthenticatedUser,
    id: string,
    method: AdvancePaymentMethod,
    origin: string,
  ): Promise<Booking | { payment: Payment; redirect: PaymentRedirect }> {
    const row = requireBookingParty(user, await this.options.repository.byId(id), 'requester');
    requirePayable(row);
    const amount = balanceAmountOf(row.agreed_price, row.advance_amount);
    if (amount === null) throw conflict('balanceWithoutPrice');
    if (method !== 'credits')
      return this.options.payments.startForBooking(
        user,
        { purpose: 'balance', bookingId: id, amount, provider: method },
        origin,
      );
    const notice = this.options.notifier.prepare({
      to: row.photographer_id,
      kind: 'balance_paid',
      params: { name: user.username, amount, date: row.event_date, via: 'credits' },
      subjectId: id,
      actorId: user.id,
    });
    return this.write(id, {
      via: 'credits',
      at: nowIso(this.now()),
      fromCredits: { client: user.id, amount },
      notices: [notice],
    });
  }

  private async write(id: string, write: BalanceWrite): Promise<Booking> {
    const outcome = await this.options.balances.write(id, write);
    if (outcome === 'lost') {
      const now = await this.options.repository.byId(id);
      throw conflict(now?.balance_paid_at ? 'balanceAlreadyPaid' : 'balanceNotPayable');
    }
    if (outcome !== 'moved') {
      const needed = write.fromCredits?.amount ?? 0;
      const available = await this.options.balanceOf(outcome.short);
      throw badRequest('insufficientCredits', { needed, available });
    }
    for (const notice of write.notices) await this.options.notifier.announce(notice);
    return this.options.bookings.get(id);
  }
}

/** A balance can be paid once, and only for a booking that went ahead or was completed. */
function requirePayable(row: BookingRowWithNames): void {
  if (row.balance_paid_at !== null) throw conflict('balanceAlreadyPaid');
  if (!payable(row.status)) throw conflict('balanceNotPayable');
}

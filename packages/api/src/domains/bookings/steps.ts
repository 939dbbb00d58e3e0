import { bookingHoldAccount, newId, nowIso, type NotificationRow } from '@tasbir/db';
import {
  advanceAmountOf,
  advanceDueHours,
  daysUntil,
  nepalToday,
  type AdvancePaymentMethod,
  type Booking,
  type BookingCanceller,
  type BookingStatus,
  type Payment,
  type PaymentRedirect,
} from '@tasbir/shared';
import { requireBookingParty } from '../../access.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { Notice, Notifier } from '../notifications/service.js';
import type { PaymentsService } from '../payments/service.js';
import { clientRefundOf, heldOf, payOut, policyOfBooking } from './advanceMoney.js';
import type { BookingRowWithNames, BookingsRepository } from './repository.js';
import type { BookingsService } from './service.js';
import type { BookingStepsRepository, StepWrite } from './stepRepository.js';

type Row = BookingRowWithNames;
type Refusal = 'bookingNotPending' | 'bookingNotCancellable' | 'bookingNotAccepted';

export type BookingStepsOptions = {
  bookings: BookingsService;
  repository: BookingsRepository;
  steps: BookingStepsRepository;
  payments: PaymentsService;
  notifier: Notifier;
  /** A photographer's answer or cancellation changed what their directory card shows (decision 019). */
  directoryChanged: () => void;
  /** Nepal's date today, and now: tests move them. */
  today?: () => string;
  now?: () => Date;
};

/** Statuses each party may cancel from: a photographer declines a pending request instead. */
const cancellableBy: Record<Exclude<BookingCanceller, 'admin'>, readonly BookingStatus[]> = {
  requester: ['pending', 'awaiting_advance', 'accepted', 'confirmed'],
  photographer: ['awaiting_advance', 'accepted', 'confirmed'],
};

/**
 * A booking's steps after the request (docs/decisions/016-booking-advances.md): the photographer's
 * answer with the agreed price, the advance paid, cancellations refunded by the booking's own policy,
 * completion releasing the advance, an admin's settlement of a dispute. Each step is one conditional
 * write with its money, so of two at once exactly one applies.
 */
export class BookingSteps {
  private readonly today: () => string;
  private readonly now: () => Date;

  constructor(private readonly options: BookingStepsOptions) {
    this.now = options.now ?? (() => new Date());
    this.today = options.today ?? (() => nepalToday(this.now()));
  }

  /** The photographer takes a pending request: with an advance it waits for it (48 hours), without one it is accepted. */
  async accept(user: AuthenticatedUser, id: string, agreedPrice: number | null | undefined): Promise<Booking> {
    const row = await this.party(user, id, 'photographer');
    if (row.status !== 'pending') throw conflict('bookingNotPending');
    const { advance_percent: percent } = policyOfBooking(row);
    const now = this.now();
    const at = nowIso(now);
    if (percent > 0 && (agreedPrice === null || agreedPrice === undefined))
      throw badRequest('agreedPriceRequired', { percent });
    if (percent === 0 || agreedPrice === null || agreedPrice === undefined)
      return this.write(row, 'bookingNotPending', {
        seen: row,
        set: { status: 'accepted', agreed_price: agreedPrice ?? null, updated_at: at },
        notices: [this.notice(row.user_id, 'booking_accepted', user, row)],
        trust: this.trust(true),
      });
    const amount = advanceAmountOf(agreedPrice, percent);
    return this.write(row, 'bookingNotPending', {
      seen: row,
      set: {
        status: 'awaiting_advance',
        agreed_price: agreedPrice,
        advance_amount: amount,
        advance_status: 'due',
        advance_due_at: nowIso(new Date(now.getTime() + advanceDueHours * 3_600_000)),
        updated_at: at,
      },
      notices: [
        this.notice(row.user_id, 'booking_awaiting_advance', user, row, {
          price: agreedPrice,
          amount,
          hours: advanceDueHours,
        }),
      ],
      trust: this.trust(true),
    });
  }

  async decline(user: AuthenticatedUser, id: string): Promise<Booking> {
    const row = await this.party(user, id, 'photographer');
    if (row.status !== 'pending') throw conflict('bookingNotPending');
    return this.write(row, 'bookingNotPending', {
      seen: row,
      set: { status: 'declined', updated_at: nowIso(this.now()) },
      notices: [this.notice(row.user_id, 'booking_declined', user, row)],
      trust: this.trust(true),
    });
  }

  /**
   * Either party cancels. The client gets back what the booking's own policy promises for the whole
   * days left until the event (Nepal time); the rest goes to the photographer. A photographer who
   * cancels refunds everything, and the booking records that they did. A booking whose balance is
   * paid is not cancelled.
   */
  async cancel(user: AuthenticatedUser, id: string): Promise<Booking> {
    const row = await this.party(user, id, 'either');
    const side = row.user_id === user.id ? 'requester' : 'photographer';
    if (!cancellableBy[side].includes(row.status)) throw conflict('bookingNotCancellable');
    // Paid in full (through Tasbir or by the photographer's word): the booking stands.
    if (row.balance_paid_at !== null) throw conflict('bookingBalancePaid');
    const refund = side === 'photographer' ? heldOf(row) : clientRefundOf(row, daysUntil(row.event_date, this.today()));
    const other = side === 'requester' ? row.photographer_id : row.user_id;
    return this.payOutStep(row, 'bookingNotCancellable', refund, {
      status: 'cancelled',
      cancelledBy: side,
      notices: [this.notice(other, 'booking_cancelled', user, row)],
      // A photographer's cancellation counts against their reliability.
      trust: side === 'photographer' ? this.trust(false) : undefined,
    });
  }

  /** The photographer closes a booking that went ahead, after its date: the held advance is released to them. */
  async complete(user: AuthenticatedUser, id: string): Promise<Booking> {
    const row = await this.party(user, id, 'photographer');
    if (row.status !== 'accepted' && row.status !== 'confirmed') throw conflict('bookingNotAccepted');
    if (row.event_date >= this.today()) throw conflict('bookingEventNotPassed');
    return this.payOutStep(row, 'bookingNotAccepted', 0, {
      status: 'completed',
      notices: [this.notice(row.user_id, 'booking_completed', user, row)],
    });
  }

  /** The client pays the due advance before its deadline: from credits at once, or online (the payment settles it). */
  async payAdvance(
    user: AuthenticatedUser,
    id: string,
    method: AdvancePaymentMethod,
    origin: string,
  ): Promise<Booking | { payment: Payment; redirect: PaymentRedirect }> {
    const row = await this.party(user, id, 'requester');
    const at = nowIso(this.now());
    const amount = row.advance_amount;
    if (row.status !== 'awaiting_advance' || row.advance_status !== 'due' || amount === null)
      throw conflict('advanceNotDue');
    if (row.advance_due_at === null || row.advance_due_at <= at) throw conflict('advanceDeadlinePassed');
    if (method !== 'credits')
      return this.options.payments.startForBooking(
        user,
        { purpose: 'advance', bookingId: id, amount, provider: method },
        origin,
      );
    const step: StepWrite = {
      seen: row,
      set: { status: 'confirmed', advance_status: 'held', updated_at: at },
      dueAfter: at,
      money: {
        moves: [
          { account: user.id, delta: -amount, reason: 'advance_paid' },
          { account: bookingHoldAccount(id), delta: amount, reason: 'advance_paid' },
        ],
        reference: newId(),
      },
      notices: [this.notice(row.photographer_id, 'advance_paid', user, row, { amount })],
    };
    const outcome = await this.options.steps.write(id, step);
    if (outcome === 'lost') {
      const now = await this.options.repository.byId(id);
      throw conflict(now?.status === 'awaiting_advance' ? 'advanceDeadlinePassed' : 'advanceNotDue');
    }
    if (outcome !== 'moved') {
      const available = await this.options.steps.balanceOf(user.id);
      throw badRequest('insufficientCredits', { needed: amount, available });
    }
    return this.announce(step.notices, id);
  }

  /** An admin settles a dispute over a held advance: `refund` back to the client, the rest released; the booking ends. */
  async settle(admin: AuthenticatedUser, id: string, refund: number, note: string): Promise<Booking> {
    const row = await this.options.repository.byId(id);
    if (!row) throw notFound('bookingNotFound');
    const held = heldOf(row);
    if (held === 0) throw conflict('bookingNothingHeld');
    if (refund > held) throw badRequest('settlementRefundInvalid', { held });
    const audit = {
      actorId: admin.id,
      action: 'booking.settled' as const,
      target: { type: 'booking' as const, id, userId: row.user_id },
      details: {
        before: { status: row.status, held },
        after: { status: 'cancelled', refunded: refund, released: held - refund, note },
      },
    };
    const settled = { refunded: refund, released: held - refund };
    const notices = [row.user_id, row.photographer_id].map((to) =>
      this.notice(to, 'booking_settled', undefined, row, settled),
    );
    return this.payOutStep(row, 'bookingNothingHeld', refund, {
      status: 'cancelled',
      cancelledBy: 'admin',
      notices,
      audit,
    });
  }

  /** A step that ends the booking and pays out what it holds: `refund` to the client, the rest to the photographer. */
  private async payOutStep(
    row: Row,
    refusal: Refusal | 'bookingNothingHeld',
    refund: number,
    end: {
      status: 'cancelled' | 'completed';
      cancelledBy?: BookingCanceller;
      notices: NotificationRow[];
      audit?: StepWrite['audit'];
      trust?: StepWrite['trust'];
    },
  ): Promise<Booking> {
    const held = heldOf(row);
    const at = nowIso(this.now());
    const notices = [...end.notices];
    let money: StepWrite['money'];
    let advance: Partial<StepWrite['set']> = {};
    if (held > 0) {
      const share = await this.options.steps.photographerSharePercent(row.photographer_id);
      const paid = payOut(row, refund, share);
      money = { moves: paid.moves, reference: newId() };
      advance = {
        advance_status: paid.refunded > 0 ? 'refunded' : 'released',
        advance_refunded: row.advance_refunded + paid.refunded,
        advance_released: row.advance_released + paid.released,
      };
      if (paid.refunded > 0)
        notices.push(this.notice(row.user_id, 'advance_refunded', undefined, row, { amount: paid.refunded }));
      if (paid.photographerShare > 0)
        notices.push(
          this.notice(row.photographer_id, 'advance_released', undefined, row, { amount: paid.photographerShare }),
        );
    } else if (row.advance_status === 'due') {
      // Cancelled before it was paid: the advance will never be due again.
      advance = { advance_status: 'expired' };
    }
    return this.write(row, refusal, {
      seen: row,
      set: { status: end.status, cancelled_by: end.cancelledBy ?? null, updated_at: at, ...advance },
      money,
      notices,
      audit: end.audit,
      trust: end.trust,
    });
  }

  /** The step keeps the photographer's trust figures: `answers` when it is their answer to the request. */
  private trust(answers: boolean): StepWrite['trust'] {
    return { answers, changed: this.options.directoryChanged };
  }

  private async write(row: Row, refusal: Refusal | 'bookingNothingHeld', step: StepWrite): Promise<Booking> {
    const outcome = await this.options.steps.write(row.id, step);
    if (outcome !== 'moved') throw conflict(refusal);
    return this.announce(step.notices, row.id);
  }

  private async announce(notices: NotificationRow[], id: string): Promise<Booking> {
    for (const notice of notices) await this.options.notifier.announce(notice);
    return this.options.bookings.get(id);
  }

  private async party(
    user: AuthenticatedUser,
    id: string,
    side: 'requester' | 'photographer' | 'either',
  ): Promise<Row> {
    return requireBookingParty(user, await this.options.repository.byId(id), side);
  }

  /** A notification about the booking, naming the party who acted (none for money moving on its own). */
  private notice(
    to: string,
    kind: Notice['kind'],
    actor: AuthenticatedUser | undefined,
    row: Row,
    params: Record<string, number> = {},
  ): NotificationRow {
    return this.options.notifier.prepare({
      to,
      kind,
      params: { ...(actor && { name: actor.username }), date: row.event_date, ...params },
      subjectId: row.id,
      ...(actor && { actorId: actor.id }),
    });
  }
}

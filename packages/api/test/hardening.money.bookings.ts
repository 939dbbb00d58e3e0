import fc from 'fast-check';
import { advanceAmountOf, daysUntil, nepalToday, refundPercentAt } from '@tasbir/shared';
import { acceptAt, journeyTiers, setPolicy } from './bookings.advances.fixtures.js';
import { bookingFields, daysFromToday, moveEventDate, requestBooking } from './bookings.fixtures.js';
import {
  atOnce,
  expectModelHolds,
  expectStatus,
  photographerShare,
  pick,
  type BookingModel,
  type Expected,
  type MoneyModel,
  type MoneyReal,
  type Op,
} from './hardening.money.model.js';

/**
 * The booking advance commands of the money model test (issue 24): a client books a photographer
 * whose policy takes an advance and the photographer accepts at a price; the client pays it from
 * credits (once or twice at once); either party cancels (the client refunded by the journey's tiers
 * for the days left, the photographer refunding all); the photographer completes after the date;
 * an admin settles a dispute; and a cancel racing a completion. The platform holds each advance in
 * the booking's own account until it goes to the client or, less the plan's share, to the photographer.
 */
type MoneyCommand = fc.AsyncCommand<MoneyModel, MoneyReal>;

const live = (m: MoneyModel, index: number) => m.accounts[index]?.deleted === false;

/** Pays out what a booking holds: `refund` to the client, the rest to the photographer less the platform's share. */
function payOut(m: MoneyModel, booking: BookingModel, refund: number): void {
  const released = booking.held - refund;
  const photographer = m.accounts[booking.photographer];
  const client = m.accounts[booking.client];
  const share = photographerShare(released, photographer?.plan ?? 'free');
  if (client && refund > 0) client.balance += refund;
  if (photographer) photographer.balance += share;
  m.platform += released - share;
  booking.held = 0;
}

/** What deleting an account does to its bookings: a photographer who goes refunds all, a client who goes leaves it to the photographer. */
export function deleteBookingsOf(m: MoneyModel, account: number): void {
  for (const booking of m.bookings) {
    if (booking.gone || (booking.client !== account && booking.photographer !== account)) continue;
    if (booking.held > 0) payOut(m, booking, booking.photographer === account ? booking.held : 0);
    booking.gone = true;
  }
}

/** Who takes a step on a booking now: 401 once their account is gone, 404 once the booking went with the other's. */
function reach(m: MoneyModel, booking: BookingModel, actor: number): Expected | undefined {
  if (!live(m, actor)) return { status: 401 };
  if (booking.gone) return { status: 404, code: 'bookingNotFound' };
  return undefined;
}

function payOp(m: MoneyModel, r: MoneyReal, index: number): Op {
  const booking = m.bookings[index];
  if (!booking) throw new Error(`no booking ${index}`);
  return {
    what: `pay the advance of booking ${index}`,
    send: () =>
      r.t.call('POST', `/api/bookings/${booking.id}/pay-advance`, {
        token: r.accounts[booking.client]?.access_token,
        body: { method: 'credits' },
      }),
    step: (model) => {
      const now = model.bookings[index];
      const client = model.accounts[booking.client];
      if (!now || !client) throw new Error(`no booking ${index}`);
      const unreachable = reach(model, now, booking.client);
      if (unreachable) return unreachable;
      if (now.state !== 'awaiting_advance') return { status: 409, code: 'advanceNotDue' };
      if (client.balance < now.amount) return { status: 400, code: 'insufficientCredits' };
      client.balance -= now.amount;
      now.held = now.amount;
      now.state = 'confirmed';
      return { status: 200 };
    },
  };
}

function cancelOp(m: MoneyModel, r: MoneyReal, index: number, by: 'client' | 'photographer'): Op {
  const booking = m.bookings[index];
  if (!booking) throw new Error(`no booking ${index}`);
  const actor = by === 'client' ? booking.client : booking.photographer;
  return {
    what: `${by} cancels booking ${index}`,
    send: () => r.t.call('POST', `/api/bookings/${booking.id}/cancel`, { token: r.accounts[actor]?.access_token }),
    step: (model, sentAt) => {
      const now = model.bookings[index];
      if (!now) throw new Error(`no booking ${index}`);
      const unreachable = reach(model, now, actor);
      if (unreachable) return unreachable;
      if (now.state !== 'awaiting_advance' && now.state !== 'confirmed')
        return { status: 409, code: 'bookingNotCancellable' };
      const refund =
        by === 'photographer'
          ? now.held
          : Math.floor(
              (now.held *
                refundPercentAt({ refund_tiers: journeyTiers }, daysUntil(now.date, nepalToday(new Date(sentAt))))) /
                100,
            );
      payOut(model, now, refund);
      now.state = 'cancelled';
      return { status: 200 };
    },
  };
}

function completeOp(m: MoneyModel, r: MoneyReal, index: number): Op {
  const booking = m.bookings[index];
  if (!booking) throw new Error(`no booking ${index}`);
  return {
    what: `photographer completes booking ${index}`,
    send: () =>
      r.t.call('POST', `/api/bookings/${booking.id}/complete`, {
        token: r.accounts[booking.photographer]?.access_token,
      }),
    step: (model) => {
      const now = model.bookings[index];
      if (!now) throw new Error(`no booking ${index}`);
      const unreachable = reach(model, now, booking.photographer);
      if (unreachable) return unreachable;
      if (now.state !== 'confirmed') return { status: 409, code: 'bookingNotAccepted' };
      payOut(model, now, 0);
      now.state = 'completed';
      return { status: 200 };
    },
  };
}

function settleOp(m: MoneyModel, r: MoneyReal, index: number, refundPercent: number): Op {
  const booking = m.bookings[index];
  if (!booking) throw new Error(`no booking ${index}`);
  const refund = Math.floor((booking.held * refundPercent) / 100);
  return {
    what: `admin settles booking ${index}, ${refund} back`,
    send: () =>
      r.t.call('POST', `/api/admin/bookings/${booking.id}/settle`, {
        token: r.admin.access_token,
        body: { refund, note: 'Settled after hearing both sides' },
      }),
    step: (model) => {
      const now = model.bookings[index];
      if (!now) throw new Error(`no booking ${index}`);
      if (now.gone) return { status: 404, code: 'bookingNotFound' };
      if (now.held === 0) return { status: 409, code: 'bookingNothingHeld' };
      payOut(model, now, Math.min(refund, now.held));
      now.state = 'cancelled';
      return { status: 200 };
    },
  };
}

/** Moves a confirmed booking's event to yesterday, so it can be completed (and a client's cancel refunds nothing). */
async function datePassed(m: MoneyModel, r: MoneyReal, index: number): Promise<void> {
  const booking = m.bookings[index];
  if (booking?.state !== 'confirmed' || booking.gone) return;
  await moveEventDate(r.t, booking.id, daysFromToday(-1));
  booking.date = daysFromToday(-1);
}

class BookWithAdvance implements MoneyCommand {
  constructor(
    readonly who: number,
    readonly whom: number,
    readonly price: number,
    readonly percent: number,
    readonly daysBefore: number,
  ) {}
  check = () => true;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const clients = m.accounts.flatMap((account, index) =>
      account.role === 'user' && !account.deleted ? [index] : [],
    );
    const photographers = m.accounts.flatMap((account, index) =>
      account.role === 'photographer' && !account.deleted ? [index] : [],
    );
    // Half the time the richest client books, so that advances get paid often enough to move money.
    const richest = clients.reduce<number | undefined>(
      (best, index) =>
        best === undefined || (m.accounts[index]?.balance ?? 0) > (m.accounts[best]?.balance ?? 0) ? index : best,
      undefined,
    );
    const client = this.who % 2 === 0 ? richest : clients[pick(clients.length, this.who) ?? 0];
    const photographer = photographers[pick(photographers.length, this.whom) ?? 0];
    if (client === undefined || photographer === undefined) return;
    const [clientAccount, photographerAccount] = [r.accounts[client], r.accounts[photographer]];
    if (!clientAccount || !photographerAccount) return;
    const date = daysFromToday(this.daysBefore);
    await setPolicy(r.t, photographerAccount, { advance_percent: this.percent, refund_tiers: journeyTiers });
    const requested = await requestBooking(
      r.t,
      clientAccount,
      bookingFields(photographerAccount.user.id, { event_date: date }),
    );
    const taken = m.bookings.some(
      (booking) =>
        !booking.gone &&
        booking.photographer === photographer &&
        booking.date === date &&
        (booking.state === 'awaiting_advance' || booking.state === 'confirmed'),
    );
    expectStatus(requested, taken ? 409 : 200, this.toString());
    if (taken) return;
    const id = String(requested.body.id);
    expectStatus(await acceptAt(r.t, photographerAccount, id, this.price), 200, this.toString());
    const amount = advanceAmountOf(this.price, this.percent);
    m.bookings.push({ id, client, photographer, amount, state: 'awaiting_advance', date, held: 0, gone: false });
    await expectModelHolds(m, r, { money: true });
  }
  toString = () =>
    `BookWithAdvance(client ${this.who}, photographer ${this.whom}, Rs ${this.price} at ${this.percent}%, ${this.daysBefore} days ahead)`;
}

class PayAdvance implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly times: 1 | 2,
  ) {}
  check = (m: Readonly<MoneyModel>) => m.bookings.length > 0;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const index = pick(m.bookings.length, this.which) ?? 0;
    await atOnce(
      m,
      r,
      Array.from({ length: this.times }, () => payOp(m, r, index)),
      this.toString(),
    );
  }
  toString = () => `PayAdvance(booking ${this.which}${this.times === 2 ? ', twice at once' : ''})`;
}

class CancelBooking implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly by: 'client' | 'photographer',
  ) {}
  check = (m: Readonly<MoneyModel>) => m.bookings.length > 0;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const index = pick(m.bookings.length, this.which) ?? 0;
    await atOnce(m, r, [cancelOp(m, r, index, this.by)], this.toString());
  }
  toString = () => `CancelBooking(booking ${this.which} by the ${this.by})`;
}

/** The photographer completes once the date has passed, alone or racing the client's cancel. */
class CompleteBooking implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly racingCancel: boolean,
  ) {}
  check = (m: Readonly<MoneyModel>) => m.bookings.length > 0;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const index = pick(m.bookings.length, this.which) ?? 0;
    await datePassed(m, r, index);
    const ops = [completeOp(m, r, index), ...(this.racingCancel ? [cancelOp(m, r, index, 'client')] : [])];
    await atOnce(m, r, ops, this.toString());
  }
  toString = () =>
    `CompleteBooking(booking ${this.which}${this.racingCancel ? ', the client cancelling at once' : ''})`;
}

class SettleBooking implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly refundPercent: number,
  ) {}
  check = (m: Readonly<MoneyModel>) => m.bookings.length > 0;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const index = pick(m.bookings.length, this.which) ?? 0;
    await atOnce(m, r, [settleOp(m, r, index, this.refundPercent)], this.toString());
  }
  toString = () => `SettleBooking(booking ${this.which}, ${this.refundPercent}% back)`;
}

/** Booking and paying come twice as often as the rest, so that most runs hold, release and refund advances. */
export function bookingCommands(): fc.Arbitrary<MoneyCommand>[] {
  const daysBefore = fc.oneof(
    fc.integer({ min: 1, max: 6 }),
    fc.integer({ min: 7, max: 29 }),
    fc.integer({ min: 30, max: 400 }),
  );
  const book = fc
    .tuple(fc.nat(), fc.nat(), fc.constantFrom(1_000, 2_500, 10_000, 123_457), fc.constantFrom(1, 20, 50), daysBefore)
    .map(([who, whom, price, percent, days]) => new BookWithAdvance(who, whom, price, percent, days));
  const pay = fc
    .tuple(
      fc.nat(),
      fc.oneof({ weight: 4, arbitrary: fc.constant<1 | 2>(1) }, { weight: 1, arbitrary: fc.constant<1 | 2>(2) }),
    )
    .map(([which, times]) => new PayAdvance(which, times));
  return [
    book,
    book,
    pay,
    pay,
    fc
      .tuple(fc.nat(), fc.constantFrom<'client' | 'photographer'>('client', 'photographer'))
      .map(([which, by]) => new CancelBooking(which, by)),
    fc.tuple(fc.nat(), fc.boolean()).map(([which, racing]) => new CompleteBooking(which, racing)),
    fc.tuple(fc.nat(), fc.constantFrom(0, 30, 100)).map(([which, percent]) => new SettleBooking(which, percent)),
  ];
}

import fc from 'fast-check';
import { gatewayAccount } from '@tasbir/db';
import { onlineCredits, planNames, type PlanName } from '@tasbir/shared';
import { expect } from 'vitest';
import {
  expectModelHolds,
  expectStatus,
  atOnce,
  pick,
  type AtProvider,
  type Expected,
  type MoneyModel,
  type MoneyReal,
  type Op,
  type Provider,
} from './hardening.money.model.js';
import { atProvider, comeBack, type Created } from './payments.fixtures.js';

/**
 * The online payment commands of the money model test: a payment started through the API, taken
 * through the in-process sandbox to an outcome (paid, cancelled, paid but never back, pending then
 * paid, ambiguous, or never reached), its returns opened again and its "check again" pressed,
 * alone or at once; and admins refunding completed ones. Credits move only when the provider says
 * paid, once, from the gateway's account; a refund takes them back while the owner still holds them.
 */
type MoneyCommand = fc.AsyncCommand<MoneyModel, MoneyReal>;
/** What the payer does at the provider; `leave`: the browser never got there. */
export type Visit = 'pay' | 'cancel' | 'abandon' | 'pending' | 'ambiguous' | 'leave';
export type Order = { purpose: 'credits'; credits: number } | { purpose: 'plan'; plan: PlanName };
/** Who settles a payment: its owner's or an admin's "check again", or the browser opening the return again. */
export type SettleWay = 'owner' | 'admin' | 'return';

/** The sandbox's "pending, then complete": PENDING for this many status calls, or until this long after the choice (its defaults). */
const pendingCalls = 2;
const pendingLimitMs = 30_000;

const validOrder = (order: Order) =>
  order.purpose === 'plan'
    ? order.plan !== 'free'
    : Number.isInteger(order.credits) && order.credits >= onlineCredits.min && order.credits <= onlineCredits.max;
const atProviderAfter: Record<Exclude<Visit, 'leave'>, AtProvider> = {
  pay: 'paid',
  abandon: 'paid',
  cancel: 'canceled',
  pending: 'pending',
  ambiguous: 'ambiguous',
};

/** What one status call answers about the payment now, as the sandbox does: a pending one counts down, then is paid. */
function providerAnswer(
  m: MoneyModel,
  index: number,
  sentAt: number,
): 'pending' | 'completed' | 'failed' | 'ambiguous' {
  const payment = m.payments[index];
  switch (payment?.atProvider) {
    case undefined:
      throw new Error(`no payment ${index}`);
    case 'unvisited':
      // eSewa knows a payment once its form is posted (NOT_FOUND before); Khalti from the initiate (Initiated).
      return payment.provider === 'esewa' ? 'failed' : 'pending';
    case 'paid':
      return 'completed';
    case 'canceled':
      return 'failed';
    case 'ambiguous':
      return 'ambiguous';
    case 'pending':
      // sentAt is before the call reached the sandbox and pendingSince after the choice, so a call this late is past the limit.
      if (payment.pendingCalls > 0 && sentAt < payment.pendingSince + pendingLimitMs) {
        payment.pendingCalls -= 1;
        return 'pending';
      }
      payment.atProvider = 'paid';
      return 'completed';
  }
}

/** One settle: an unfinished payment asks the provider and takes its answer; a completion credits its live owner once (a deleted owner's is ambiguous). */
function settle(m: MoneyModel, index: number, sentAt: number): void {
  const payment = m.payments[index];
  if (!payment || (payment.state !== 'initiated' && payment.state !== 'pending')) return;
  const answer = providerAnswer(m, index, sentAt);
  const owner = m.accounts[payment.owner];
  if (answer !== 'completed' || !owner || owner.deleted) {
    payment.state = answer === 'completed' ? 'ambiguous' : answer;
    return;
  }
  payment.state = 'completed';
  if (payment.credits !== null) {
    owner.balance += payment.credits;
    m.system[gatewayAccount(payment.provider)] -= payment.credits;
  }
  if (payment.plan !== null) owner.plan = payment.plan;
}

/** The browser opens the payment's return URL again: settles, and is sent on (303) to the payment's page. */
export function returnOp(m: MoneyModel, r: MoneyReal, index: number): Op {
  const payment = m.payments[index];
  if (!payment?.returnTo) throw new Error(`payment ${index} has no return`);
  const { id, returnTo } = payment;
  return {
    what: `return of payment ${index}`,
    send: async () => {
      const back = await comeBack(r.t, returnTo);
      if (back.status === 303) expect(back.headers.location).toBe(`/payments/${id}`);
      return back;
    },
    step: (model, sentAt) => {
      settle(model, index, sentAt);
      return { status: 303 };
    },
  };
}

/** "Check again" by the owner (401 once deleted) or an admin (404 once the owner is gone: the payment is nobody's). */
export function checkOp(m: MoneyModel, r: MoneyReal, index: number, by: 'owner' | 'admin'): Op {
  const payment = m.payments[index];
  if (!payment) throw new Error(`no payment ${index}`);
  const token = by === 'owner' ? r.accounts[payment.owner]?.access_token : r.admin.access_token;
  return {
    what: `check of payment ${index} by ${by === 'owner' ? 'its owner' : 'an admin'}`,
    send: () => r.t.call('POST', `/api/payments/${payment.id}/check`, { token }),
    step: (model, sentAt) => {
      if (model.accounts[payment.owner]?.deleted)
        return by === 'owner' ? { status: 401 } : { status: 404, code: 'paymentNotFound' };
      settle(model, index, sentAt);
      return { status: 200 };
    },
    alone: (model, reply) => {
      if (reply.status !== 200) return;
      expect(reply.body, 'the payment and balance a check answers').toMatchObject({
        payment: { status: model.payments[index]?.state },
        credits: model.accounts[payment.owner]?.balance,
      });
    },
  };
}

/** An admin refunds: a completed payment only; credits back to the gateway while the owner holds them (none once the account is deleted); a refunded plan ends if it is still the owner's. */
export function refundOp(m: MoneyModel, r: MoneyReal, index: number): Op {
  const payment = m.payments[index];
  if (!payment) throw new Error(`no payment ${index}`);
  return {
    what: `refund of payment ${index}`,
    send: () =>
      r.t.call('POST', `/api/admin/payments/${payment.id}/refund`, {
        token: r.admin.access_token,
        body: { reference: `RF-${payment.id}` },
      }),
    step: (model): Expected => {
      const refunded = model.payments[index];
      const owner = model.accounts[payment.owner];
      if (refunded?.state !== 'completed') return { status: 409, code: 'paymentNotRefundable' };
      const live = owner !== undefined && !owner.deleted;
      if (refunded.credits !== null) {
        // A deleted account holds nothing: its credits count as spent.
        if (!live || owner.balance < refunded.credits) return { status: 409, code: 'refundCreditsSpent' };
        owner.balance -= refunded.credits;
        model.system[gatewayAccount(refunded.provider)] += refunded.credits;
      }
      if (refunded.plan !== null && live && owner.plan === refunded.plan) owner.plan = 'free';
      refunded.state = 'refunded';
      return { status: 200 };
    },
  };
}

/** The payments a refund may name: every one (a refund of one not completed is refused). */
export const refundable = (m: MoneyModel): number[] => m.payments.map((_payment, index) => index);

/** Starts a payment, takes it through the sandbox to an outcome, and comes back (once, or twice at once) unless the payer never does. */
class PayOnline implements MoneyCommand {
  constructor(
    readonly who: number,
    readonly order: Order,
    readonly provider: Provider,
    readonly visit: Visit,
    readonly backTimes: 1 | 2,
  ) {}
  check = () => true;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const owner = pick(m.accounts.length, this.who) ?? 0;
    const reply = await r.t.call<Created>('POST', '/api/payments', {
      token: r.accounts[owner]?.access_token,
      body: { ...this.order, provider: this.provider },
    });
    // The input is read first (REST checks it before the caller): a bad order of a deleted account is 400.
    const expected = !validOrder(this.order) ? 400 : m.accounts[owner]?.deleted ? 401 : 200;
    expectStatus(reply, expected, this.toString());
    if (expected !== 200) return expectModelHolds(m, r);
    const credits = this.order.purpose === 'credits' ? this.order.credits : null;
    const plan = this.order.purpose === 'plan' ? this.order.plan : null;
    expect(reply.body.payment).toMatchObject({ status: 'initiated', provider: this.provider, credits, plan });
    const index =
      m.payments.push({
        id: reply.body.payment.id,
        owner,
        provider: this.provider,
        credits,
        plan,
        state: 'initiated',
        atProvider: 'unvisited',
        pendingCalls: 0,
        pendingSince: 0,
        returnTo: null,
      }) - 1;
    const payment = m.payments[index];
    if (this.visit === 'leave' || !payment) return expectModelHolds(m, r, { money: true });
    const location = await atProvider(r.t, reply.body, this.visit);
    Object.assign(payment, {
      atProvider: atProviderAfter[this.visit],
      pendingCalls: this.visit === 'pending' ? pendingCalls : 0,
      pendingSince: Date.now(),
    });
    if (this.visit === 'abandon') return expectModelHolds(m, r, { money: true });
    payment.returnTo = location;
    await atOnce(
      m,
      r,
      Array.from({ length: this.backTimes }, () => returnOp(m, r, index)),
      this.toString(),
    );
  }
  toString = () =>
    `PayOnline(account ${this.who}, ${this.order.purpose === 'credits' ? `${this.order.credits} credits` : `${this.order.plan} plan`} through ${this.provider}, ${this.visit}${this.backTimes === 2 ? ', back twice at once' : ''})`;
}

/** Settles a payment by one to three returns and checks at the same moment: however many, it credits once. A return of a payment whose browser never came back is its owner's check instead. */
class SettlePayment implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly ways: SettleWay[],
  ) {}
  check = (m: Readonly<MoneyModel>) => m.payments.length > 0;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const index = pick(m.payments.length, this.which) ?? 0;
    const hasReturn = m.payments[index]?.returnTo !== null;
    const ops = this.ways.map((way) =>
      way === 'return' && hasReturn ? returnOp(m, r, index) : checkOp(m, r, index, way === 'admin' ? 'admin' : 'owner'),
    );
    await atOnce(m, r, ops, this.toString());
  }
  toString = () => `SettlePayment(${this.which}, ${this.ways.join(' + ')})`;
}

class RefundPayment implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly times: 1 | 2,
  ) {}
  check = (m: Readonly<MoneyModel>) => refundable(m).length > 0;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const choices = refundable(m);
    const index = choices[pick(choices.length, this.which) ?? 0] ?? 0;
    await atOnce(
      m,
      r,
      Array.from({ length: this.times }, () => refundOp(m, r, index)),
      this.toString(),
    );
  }
  toString = () => `RefundPayment(${this.which}${this.times === 2 ? ', twice at once' : ''})`;
}

const order = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .oneof(
        { weight: 8, arbitrary: fc.integer({ min: onlineCredits.min, max: onlineCredits.max }) },
        { weight: 4, arbitrary: fc.constantFrom(onlineCredits.min, 500, 1000, 5000, onlineCredits.max) },
        { weight: 1, arbitrary: fc.constantFrom(9, onlineCredits.max + 1, 12.5) },
      )
      .map((credits): Order => ({ purpose: 'credits', credits })),
  },
  { weight: 2, arbitrary: fc.constantFrom(...planNames).map((plan): Order => ({ purpose: 'plan', plan })) },
);
const visit = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Visit>('pay') },
  { weight: 2, arbitrary: fc.constantFrom<Visit>('abandon', 'pending') },
  { weight: 1, arbitrary: fc.constantFrom<Visit>('cancel', 'ambiguous', 'leave') },
);
const once = <T>(one: T, two: T) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(one) }, { weight: 1, arbitrary: fc.constant(two) });
const settleWays = fc.array(fc.constantFrom<SettleWay>('owner', 'owner', 'admin', 'return', 'return'), {
  minLength: 1,
  maxLength: 3,
});

export function paymentCommands(): fc.Arbitrary<MoneyCommand>[] {
  const pay = fc
    .tuple(fc.nat({ max: 99 }), order, fc.constantFrom<Provider>('esewa', 'khalti'), visit, once<1 | 2>(1, 2))
    .map(([who, chosen, provider, outcome, times]) => new PayOnline(who, chosen, provider, outcome, times));
  return [
    pay,
    pay,
    fc.tuple(fc.nat(), settleWays).map(([which, ways]) => new SettlePayment(which, ways)),
    fc.tuple(fc.nat(), once<1 | 2>(1, 2)).map(([which, times]) => new RefundPayment(which, times)),
  ];
}

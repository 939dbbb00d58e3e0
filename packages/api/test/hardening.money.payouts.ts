import fc from 'fast-check';
import { payoutsHeldAccount, payoutsPaidAccount } from '@tasbir/db';
import { payoutMinCredits, type PayoutMethod } from '@tasbir/shared';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { dearestAffordable, giftOp, giftTypeFor } from './hardening.money.gifts.js';
import {
  atOnce,
  photographerShare,
  pick,
  type Decision,
  type Expected,
  type MoneyModel,
  type MoneyReal,
  type Op,
} from './hardening.money.model.js';
import { refundOp } from './hardening.money.payments.js';

/**
 * The payout commands of the money model test: a photographer withdraws (the credits are held at
 * once), an admin pays the payout (the credits leave the system) or rejects it (they go back, to
 * the platform when the account is gone), once or twice at once. And races: a payout against a
 * gift to the same photographer, against a refund or a rejection that moves the same balance, and
 * a refund against a gift from the same user; whatever the server did must be one order of the two.
 */
type MoneyCommand = fc.AsyncCommand<MoneyModel, MoneyReal>;
/** How much a payout asks: the whole balance, the least, one credit too little or too much, or a number. */
export type PayoutSize = 'balance' | 'least' | 'tooSmall' | 'overBalance' | number;
type PayoutDecision = 'paid' | Extract<Decision, 'rejected'>;

const accountOf: Record<PayoutMethod, Record<string, string>> = {
  esewa: { account_name: 'Sita Gurung', account_number: '+977 981-234-5678' },
  khalti: { account_name: 'Ram Thapa', account_number: '9801234567' },
  bank: { account_name: 'Hari Shrestha', account_number: '0012345678901', bank_name: 'Nabil Bank' },
};

function creditsFor(m: MoneyModel, owner: number, size: PayoutSize): number {
  const balance = m.accounts[owner]?.balance ?? 0;
  if (typeof size === 'number') return size;
  return {
    balance: Math.max(balance, payoutMinCredits),
    least: payoutMinCredits,
    tooSmall: payoutMinCredits - 1,
    overBalance: Math.max(balance + 1, payoutMinCredits),
  }[size];
}

/** A photographer asks for a payout: held at once when the balance covers it; the id comes with the answer. */
function payoutOp(r: MoneyReal, owner: number, credits: number, method: PayoutMethod): Op {
  const placeholder = `payout asked ${randomUUID()}`;
  return {
    what: `payout of ${credits} for account ${owner}`,
    send: () =>
      r.t.call('POST', '/api/payouts', {
        token: r.accounts[owner]?.access_token,
        body: { credits, method, ...accountOf[method] },
      }),
    step: (m): Expected => {
      // The input is read first (REST checks it before the caller), then the account, its role, its balance.
      const account = m.accounts[owner];
      if (credits < payoutMinCredits) return { status: 400, code: 'payoutTooSmall' };
      if (!account || account.deleted) return { status: 401 };
      if (account.role !== 'photographer') return { status: 403, code: 'onlyPhotographersPayout' };
      if (account.balance < credits) return { status: 400, code: 'payoutOverBalance' };
      account.balance -= credits;
      m.system[payoutsHeldAccount] += credits;
      m.payouts.push({ id: placeholder, owner, credits, state: 'held' });
      return { status: 200 };
    },
    adopt: (m, reply) => {
      const payout = m.payouts.find((held) => held.id === placeholder);
      if (payout && typeof reply.body.id === 'string') payout.id = reply.body.id;
    },
    alone: (_m, reply) => {
      if (reply.status === 200)
        expect(reply.body, 'the payout answered').toMatchObject({ credits, status: 'held', method });
    },
  };
}

/** An admin pays or rejects a payout: once while held, 409 after. */
function decideOp(m: MoneyModel, r: MoneyReal, index: number, decision: PayoutDecision): Op {
  const payout = m.payouts[index];
  if (!payout) throw new Error(`no payout ${index}`);
  const [path, body] =
    decision === 'paid'
      ? ['paid', { reference: `ESW-${payout.id}` }]
      : ['reject', { note: 'The name on the wallet differs' }];
  return {
    what: `${decision} payout ${index}`,
    send: () => r.t.call('POST', `/api/admin/payouts/${payout.id}/${path}`, { token: r.admin.access_token, body }),
    step: (model): Expected => {
      const decided = model.payouts[index];
      if (decided?.state !== 'held') return { status: 409, code: 'payoutDecided' };
      decided.state = decision;
      model.system[payoutsHeldAccount] -= decided.credits;
      const owner = model.accounts[decided.owner];
      if (decision === 'paid') model.system[payoutsPaidAccount] += decided.credits;
      else if (owner && !owner.deleted) owner.balance += decided.credits;
      else model.platform += decided.credits;
      return { status: 200 };
    },
  };
}

class RequestPayout implements MoneyCommand {
  constructor(
    readonly who: number,
    readonly size: PayoutSize,
    readonly method: PayoutMethod,
    readonly times: 1 | 2,
  ) {}
  check = () => true;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const owner = pick(m.accounts.length, this.who) ?? 0;
    const credits = creditsFor(m, owner, this.size);
    await atOnce(
      m,
      r,
      Array.from({ length: this.times }, () => payoutOp(r, owner, credits, this.method)),
      this.toString(),
    );
  }
  toString = () =>
    `RequestPayout(account ${this.who}, ${this.size} through ${this.method}${this.times === 2 ? ', twice at once' : ''})`;
}

class DecidePayout implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly decisions: PayoutDecision[],
  ) {}
  check = (m: Readonly<MoneyModel>) => m.payouts.length > 0;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const index = pick(m.payouts.length, this.which) ?? 0;
    await atOnce(
      m,
      r,
      this.decisions.map((decision) => decideOp(m, r, index, decision)),
      this.toString(),
    );
  }
  toString = () =>
    `DecidePayout(${this.which}, ${this.decisions.join(' and ')}${this.decisions.length > 1 ? ' at once' : ''})`;
}

/** What two requests at once share: a photographer's balance (a payout against a gift to them, a refund or a rejection), or a user's (a refund against a gift). */
export type RaceKind = 'payoutVsGift' | 'payoutVsRefund' | 'payoutVsRejection' | 'refundVsGift';

const liveOf = (m: MoneyModel, role: 'user' | 'photographer') =>
  m.accounts.flatMap((account, index) => (account.role === role && !account.deleted ? [index] : []));
const completedCreditsOf = (m: MoneyModel, owner: number) =>
  m.payments.flatMap((payment, index) =>
    payment.owner === owner && payment.state === 'completed' && payment.credits !== null ? [index] : [],
  );
const richest = (m: MoneyModel, indices: number[]) =>
  indices.reduce<number | undefined>(
    (best, index) =>
      best === undefined || (m.accounts[index]?.balance ?? 0) > (m.accounts[best]?.balance ?? 0) ? index : best,
    undefined,
  );

/** The accounts and records a race of this kind would use now (picked by `who`), or undefined when there are none. */
function raceParties(
  m: MoneyModel,
  kind: RaceKind,
  who: number,
): { account: number; other?: number; record?: number } | undefined {
  const photographers = liveOf(m, 'photographer');
  const users = liveOf(m, 'user');
  const withPayment = (candidates: number[]) => candidates.filter((index) => completedCreditsOf(m, index).length > 0);
  const chosen = (candidates: number[]) => candidates[pick(candidates.length, who) ?? 0];
  switch (kind) {
    case 'payoutVsGift': {
      const [account, other] = [chosen(photographers), richest(m, users)];
      return account === undefined || other === undefined ? undefined : { account, other };
    }
    case 'payoutVsRefund':
    case 'refundVsGift': {
      const account = chosen(withPayment(kind === 'payoutVsRefund' ? photographers : users));
      const other = chosen(photographers);
      return account === undefined || (kind === 'refundVsGift' && other === undefined)
        ? undefined
        : { account, ...(other === undefined ? {} : { other }), record: completedCreditsOf(m, account).at(-1) ?? 0 };
    }
    case 'payoutVsRejection': {
      const held = m.payouts.flatMap((payout, index) =>
        payout.state === 'held' && !m.accounts[payout.owner]?.deleted ? [index] : [],
      );
      const record = held[pick(held.length, who) ?? 0];
      const payout = record === undefined ? undefined : m.payouts[record];
      return payout && record !== undefined ? { account: payout.owner, record } : undefined;
    }
  }
}

/**
 * Two requests on one balance at once. `reach`: the payout asks for the balance plus what the other
 * request would bring or needs, so which of the two wins depends on the order they land in.
 */
class Race implements MoneyCommand {
  constructor(
    readonly kind: RaceKind,
    readonly who: number,
    readonly reach: boolean,
  ) {}
  check = (m: Readonly<MoneyModel>) => raceParties(m, this.kind, this.who) !== undefined;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const parties = raceParties(m, this.kind, this.who);
    if (!parties) throw new Error(`${this.toString()}: no parties`);
    const { account, other = 0, record = 0 } = parties;
    const balance = m.accounts[account]?.balance ?? 0;
    const payout = (extra: number) =>
      payoutOp(r, account, Math.max(payoutMinCredits, balance + (this.reach ? extra : 0)), 'khalti');
    const ops: Op[] = [];
    if (this.kind === 'payoutVsGift' || this.kind === 'refundVsGift') {
      const [sender, recipient] = this.kind === 'payoutVsGift' ? [other, account] : [account, other];
      const giftType = giftTypeFor(m, r, sender, dearestAffordable);
      const share = photographerShare(r.catalogue.get(giftType) ?? 0, m.accounts[recipient]?.plan ?? 'free');
      ops.push(
        this.kind === 'payoutVsGift' ? payout(share) : refundOp(m, r, record),
        giftOp(r, { sender, recipient, giftType }),
      );
    } else if (this.kind === 'payoutVsRefund') {
      ops.push(payout(0), refundOp(m, r, record));
    } else {
      ops.push(payout(m.payouts[record]?.credits ?? 0), decideOp(m, r, record, 'rejected'));
    }
    await atOnce(m, r, ops, this.toString());
  }
  toString = () => `Race(${this.kind}, ${this.who}${this.reach ? ', reaching' : ''})`;
}

const once = <T>(one: T, two: T) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(one) }, { weight: 1, arbitrary: fc.constant(two) });
/** Mostly a photographer (the second half of a run's accounts), now and then anyone. */
const payee = (users: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.nat({ max: users - 1 }).map((index) => index + users) },
    { weight: 1, arbitrary: fc.nat({ max: 99 }) },
  );
const size = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<PayoutSize>('balance', 'least') },
  { weight: 2, arbitrary: fc.integer({ min: payoutMinCredits, max: 20_000 }) },
  { weight: 1, arbitrary: fc.constantFrom<PayoutSize>('tooSmall', 'overBalance') },
);
const decisions = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<PayoutDecision>('paid', 'rejected').map((decision) => [decision]) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom<PayoutDecision>('paid', 'rejected'),
      fc.constantFrom<PayoutDecision>('paid', 'rejected'),
    ),
  },
);

export function payoutCommands(users: number): fc.Arbitrary<MoneyCommand>[] {
  return [
    fc
      .tuple(payee(users), size, fc.constantFrom<PayoutMethod>('esewa', 'khalti', 'bank'), once<1 | 2>(1, 2))
      .map(([who, chosen, method, times]) => new RequestPayout(who, chosen, method, times)),
    fc.tuple(fc.nat(), decisions).map(([which, chosen]) => new DecidePayout(which, chosen)),
    fc
      .tuple(
        fc.constantFrom<RaceKind>('payoutVsGift', 'payoutVsRefund', 'payoutVsRejection', 'refundVsGift'),
        fc.nat(),
        fc.boolean(),
      )
      .map(([kind, who, reach]) => new Race(kind, who, reach)),
  ];
}

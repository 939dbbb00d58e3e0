import {
  bookingHoldAccount,
  gatewayAccount,
  payoutsHeldAccount,
  payoutsPaidAccount,
  platformAccount,
} from '@tasbir/db';
import { plans, type PaymentStatus, type PayoutStatus, type PlanName } from '@tasbir/shared';
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import type { NewUser } from './factories.js';
import type { Reply, TestApp } from './harness.js';

/**
 * The simple model of the money test (hardening.money.test.ts): what each account of one run
 * should hold, which requests exist in which state, and what the platform's account should hold.
 * The real side is the running app and the run's accounts.
 */
export type Decision = 'approved' | 'rejected';
export type RequestState = 'pending' | Decision;

export type AccountModel = { role: 'user' | 'photographer'; balance: number; plan: PlanName; deleted: boolean };
export type CreditRequestModel = { id: string; owner: number; amount: number; state: RequestState; deleted: boolean };
export type PlanRequestModel = { id: string; owner: number; plan: PlanName; state: RequestState };
/** A purchase sent with an idempotency key, to send again. */
export type KeyedGift = { sender: number; recipient: number; giftType: string; key: string };

export type Provider = 'esewa' | 'khalti';
/**
 * What the payer did on the provider's page, as the sandbox keeps it: never got there, paid (and
 * came back or not), cancelled, chose "pending, then complete", or an ambiguous end.
 */
export type AtProvider = 'unvisited' | 'paid' | 'canceled' | 'pending' | 'ambiguous';
export type PaymentModel = {
  id: string;
  owner: number;
  provider: Provider;
  credits: number | null;
  plan: PlanName | null;
  state: PaymentStatus;
  atProvider: AtProvider;
  /** A pending one: how many more status calls the sandbox answers PENDING, and (ms) when it was chosen at the latest. */
  pendingCalls: number;
  pendingSince: number;
  /** Where the provider sent the browser back, to open again; null when it never came back. */
  returnTo: string | null;
};
export type PayoutModel = { id: string; owner: number; credits: number; state: PayoutStatus };
/** A booking accepted with an advance (hardening.money.bookings.ts); `held` is what its hold account should hold. */
export type BookingModel = {
  id: string;
  client: number;
  photographer: number;
  amount: number;
  state: 'awaiting_advance' | 'confirmed' | 'cancelled' | 'completed';
  /** The event's date (YYYY-MM-DD, Nepal): a client's cancel is refunded by the whole days left until it. */
  date: string;
  held: number;
  /** Gone with one of its parties' accounts. */
  gone: boolean;
};

/** The system accounts the run's payments and payouts move, by their ledger id. */
export const systemAccounts = [
  gatewayAccount('esewa'),
  gatewayAccount('khalti'),
  payoutsHeldAccount,
  payoutsPaidAccount,
] as const;
export type SystemAccount = (typeof systemAccounts)[number];
export const noSystemGains = (): Record<SystemAccount, number> => ({
  'gateway-esewa': 0,
  'gateway-khalti': 0,
  'payouts-held': 0,
  'payouts-paid': 0,
});

export type MoneyModel = {
  accounts: AccountModel[];
  creditRequests: CreditRequestModel[];
  planRequests: PlanRequestModel[];
  /** What the platform's account gained during the run: its share of gifts and the balances of deleted accounts. */
  platform: number;
  /** The last approval sent (a credit or a plan request), for the double submit. */
  lastApproval?: { kind: 'credit' | 'plan'; index: number };
  lastKeyedGift?: KeyedGift;
  /** Keys of purchases that went through: the same key again answers that purchase and charges nothing. */
  usedKeys: Set<string>;
  payments: PaymentModel[];
  payouts: PayoutModel[];
  bookings: BookingModel[];
  /** What each system account gained during the run: a gateway minus what it sold, held and paid payouts. */
  system: Record<SystemAccount, number>;
};

export type MoneyReal = {
  t: TestApp;
  admin: NewUser;
  accounts: NewUser[];
  /** A small valid JPEG receipt as a data URL. */
  receipt: string;
  /** Gift values by type, as the catalogue serves them. */
  catalogue: ReadonlyMap<string, number>;
  /** Makes idempotency keys unique across runs. */
  runId: string;
  /** When the run began: the platform's ledger rows from then on are the run's. */
  startedAt: string;
};

/** A request is gone once deleted, or once its owner is: the owner's requests go with the account. */
export const isGone = (m: MoneyModel, request: { owner: number; deleted?: boolean }) =>
  request.deleted === true || (m.accounts[request.owner]?.deleted ?? true);

/** What deciding a plan request answers now: 404 once it is gone, 409 once it is decided, else 200. */
export const decisionStatus = (m: MoneyModel, request: { owner: number; state: RequestState; deleted?: boolean }) =>
  isGone(m, request) ? 404 : request.state === 'pending' ? 200 : 409;

/**
 * What deciding a credit request answers now: 409 once it was decided, even after it is gone (the
 * answer never says "not found" for a request that was approved, issue 21), 404 when it went
 * undecided, else 200.
 */
export const creditDecisionStatus = (m: MoneyModel, request: CreditRequestModel) =>
  request.state !== 'pending' ? 409 : isGone(m, request) ? 404 : 200;

/** The photographer's share of a gift of this value on this plan, as the product computes it. */
export const photographerShare = (value: number, plan: PlanName) =>
  Math.floor((value * plans[plan].photographerSharePercent) / 100);

/** Picks one of `count` things by a generated number, or undefined when there are none. */
export const pick = (count: number, chosen: number): number | undefined => (count === 0 ? undefined : chosen % count);

/** What the platform's and the system accounts gained since a moment (their ledger index is by account and time, so earlier runs cost nothing). */
async function gainsSince(t: TestApp, since: string): Promise<Record<string, number>> {
  const rows = await t.db
    .selectFrom('credit_ledger')
    .select((eb) => ['account', eb.fn.sum<number>('delta').as('total')])
    .where('account', 'in', [platformAccount, ...systemAccounts])
    .where('created_at', '>=', since)
    .groupBy('account')
    .execute();
  const gains: Record<string, number> = { [platformAccount]: 0, ...noSystemGains() };
  for (const row of rows) gains[row.account] = Number(row.total);
  return gains;
}

/** Expects an answer's status, saying what was sent when it differs. */
export function expectStatus(reply: Reply<unknown>, expected: number, what: string): void {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBe(expected);
}

/** Which parts a comparison covers: the accounts always; the platform; the payments, payouts and system accounts. */
export type Parts = { platform?: boolean; money?: boolean };

/** What the model says of the parts, in the shape `storedView` reads them. */
function modelView(m: MoneyModel, { platform = false, money = false }: Parts) {
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    accounts: m.accounts.map((account) =>
      account.deleted ? 'deleted' : { balance: account.balance, plan: account.plan },
    ),
    ...(platform || money ? { platform: m.platform } : {}),
    ...(money
      ? {
          system: { ...m.system },
          payments: byId(m.payments.map((payment) => ({ id: payment.id, status: payment.state }))),
          payouts: byId(m.payouts.map((payout) => ({ id: payout.id, status: payout.state }))),
          bookings: byId(
            m.bookings.map((booking) => ({
              id: booking.id,
              status: booking.gone ? 'gone' : booking.state,
              held: booking.held,
            })),
          ),
        }
      : {}),
  };
}

/** The parts as stored: balance and plan of every account of the run, what the platform and system accounts gained, the payments' and payouts' statuses. */
async function storedView(
  m: MoneyModel,
  r: MoneyReal,
  { platform = false, money = false }: Parts,
): Promise<ReturnType<typeof modelView>> {
  const ids = r.accounts.map((account) => account.user.id);
  const rows = await r.t.db
    .selectFrom('users')
    .select(['id', 'credits', 'subscription_plan'])
    .where('id', 'in', ids)
    .execute();
  const stored = new Map(rows.map((row) => [row.id, { balance: Number(row.credits), plan: row.subscription_plan }]));
  const view: ReturnType<typeof modelView> = { accounts: ids.map((id) => stored.get(id) ?? 'deleted') };
  if (!platform && !money) return view;
  const { [platformAccount]: platformGain = 0, ...system } = await gainsSince(r.t, r.startedAt);
  view.platform = platformGain;
  if (!money) return view;
  const paymentIds = m.payments.map((payment) => payment.id);
  const payoutIds = m.payouts.map((payout) => payout.id);
  const orderedById = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  view.system = { ...noSystemGains(), ...system };
  view.payments =
    paymentIds.length === 0
      ? []
      : orderedById(
          await r.t.db.selectFrom('payments').select(['id', 'status']).where('id', 'in', paymentIds).execute(),
        );
  view.payouts =
    payoutIds.length === 0
      ? []
      : orderedById(await r.t.db.selectFrom('payouts').select(['id', 'status']).where('id', 'in', payoutIds).execute());
  view.bookings = await storedBookings(
    r,
    m.bookings.map((booking) => booking.id),
  );
  return view;
}

/** Each booking's status ('gone' once deleted with an account) and what its hold account holds by the ledger. */
async function storedBookings(r: MoneyReal, ids: string[]): Promise<{ id: string; status: string; held: number }[]> {
  if (ids.length === 0) return [];
  const rows = await r.t.db.selectFrom('bookings').select(['id', 'status']).where('id', 'in', ids).execute();
  const holds = await r.t.db
    .selectFrom('credit_ledger')
    .select((eb) => ['account', eb.fn.sum<number>('delta').as('total')])
    .where('account', 'in', ids.map(bookingHoldAccount))
    .groupBy('account')
    .execute();
  const status = new Map(rows.map((row) => [row.id, row.status]));
  const held = new Map(holds.map((row) => [row.account, Number(row.total)]));
  return ids
    .map((id) => ({ id, status: status.get(id) ?? 'gone', held: held.get(bookingHoldAccount(id)) ?? 0 }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Compares every account of the run with the model: balance and plan of the live ones, absence of
 * the deleted ones; the platform's gain when the command could move it; and with `money`, the
 * system accounts and every payment's and payout's status too.
 */
export async function expectModelHolds(m: MoneyModel, r: MoneyReal, parts: Parts = {}): Promise<void> {
  expect(await storedView(m, r, parts), 'the run is as the model says').toEqual(modelView(m, parts));
}

/** What one request should answer: its status, and for a refusal the code when it matters. */
export type Expected = { status: number; code?: string };

/**
 * One request of a command: how to send it, and what it does to a model when it runs alone now.
 * `step` mutates the model it is given and answers what the request should answer; `adopt` takes
 * into the model what only the answer knows (a new id); `alone` checks the answer's body when the
 * request ran alone.
 */
export type Op = {
  what: string;
  send: () => Promise<Reply>;
  step: (m: MoneyModel, sentAt: number) => Expected;
  adopt?: (m: MoneyModel, reply: Reply) => void;
  alone?: (m: MoneyModel, reply: Reply) => void;
};

/** Every order of 0…n−1. */
const orders = (n: number): number[][] =>
  n <= 1
    ? [[...Array(n).keys()]]
    : orders(n - 1).flatMap((order) =>
        Array.from({ length: n }, (_, at) => [...order.slice(0, at), n - 1, ...order.slice(at)]),
      );

const answered = (expected: Expected, reply: Reply) =>
  expected.status === reply.status && (expected.code === undefined || expected.code === reply.body.code);

/**
 * Sends the requests at the same moment. Whatever the server did must be what some order of them,
 * one after the other, does to the model: the answers match that order's, and the model becomes
 * that order's (when several orders answer alike, the one the stored state shows). Then the run
 * is compared with the model, payments, payouts and system accounts included.
 */
export async function atOnce(m: MoneyModel, r: MoneyReal, ops: Op[], what: string): Promise<void> {
  const sentAt = Date.now();
  const replies = await Promise.all(ops.map((op) => op.send()));
  const candidates = orders(ops.length).map((order) => {
    const model = structuredClone(m);
    const expected: Expected[] = [];
    for (const index of order) expected[index] = ops[index]?.step(model, sentAt) ?? { status: 0 };
    ops.forEach((op, index) => {
      const reply = replies[index];
      if (op.adopt && reply?.status === 200 && expected[index]?.status === 200) op.adopt(model, reply);
    });
    return { model, expected };
  });
  const matching = candidates.filter((candidate) =>
    candidate.expected.every((expected, index) =>
      answered(expected, replies[index] ?? { status: 0, body: {}, headers: {} }),
    ),
  );
  const said = `${what}: answered ${JSON.stringify(replies.map((reply) => [reply.status, reply.body]))}; the model allows ${JSON.stringify(candidates.map((candidate) => candidate.expected))}`;
  expect(matching.length, said).toBeGreaterThan(0);
  // Orders that answer alike mostly end alike too; only when they do not does the stored state tell which it was.
  const views = matching.map((candidate) => modelView(candidate.model, { money: true }));
  let chosen = matching[0];
  if (chosen && views.some((view) => !isDeepStrictEqual(view, views[0]))) {
    const stored = await storedView(chosen.model, r, { money: true });
    chosen = matching.find((_candidate, index) => isDeepStrictEqual(views[index], stored)) ?? chosen;
  }
  if (chosen) Object.assign(m, chosen.model);
  const [only] = replies;
  if (ops.length === 1 && only) ops[0]?.alone?.(m, only);
  await expectModelHolds(m, r, { money: true });
}

import { platformAccount } from '@tasbir/db';
import { plans, type PlanName } from '@tasbir/shared';
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
export const isGone = (m: MoneyModel, request: { owner: number; deleted?: boolean }) => request.deleted === true || (m.accounts[request.owner]?.deleted ?? true);

/** What deciding a plan request answers now: 404 once it is gone, 409 once it is decided, else 200. */
export const decisionStatus = (m: MoneyModel, request: { owner: number; state: RequestState; deleted?: boolean }) => (isGone(m, request) ? 404 : request.state === 'pending' ? 200 : 409);

/**
 * What deciding a credit request answers now: 409 once it was decided, even after it is gone (the
 * answer never says "not found" for a request that was approved, issue 21), 404 when it went
 * undecided, else 200.
 */
export const creditDecisionStatus = (m: MoneyModel, request: CreditRequestModel) => (request.state !== 'pending' ? 409 : isGone(m, request) ? 404 : 200);

/** The photographer's share of a gift of this value on this plan, as the product computes it. */
export const photographerShare = (value: number, plan: PlanName) => Math.floor((value * plans[plan].photographerSharePercent) / 100);

/** Picks one of `count` things by a generated number, or undefined when there are none. */
export const pick = (count: number, chosen: number): number | undefined => (count === 0 ? undefined : chosen % count);

/** What the platform's account gained since a moment (its ledger index is by account and time, so earlier runs cost nothing). */
export async function platformGainSince(t: TestApp, since: string): Promise<number> {
  const row = await t.db.selectFrom('credit_ledger').select((eb) => eb.fn.sum<number>('delta').as('total')).where('account', '=', platformAccount).where('created_at', '>=', since).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Expects an answer's status, saying what was sent when it differs. */
export function expectStatus(reply: Reply<unknown>, expected: number, what: string): void {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBe(expected);
}

/**
 * Compares every account of the run with the model: balance and plan of the live ones, absence of
 * the deleted ones; and the platform's balance when the command could move it.
 */
export async function expectModelHolds(m: MoneyModel, r: MoneyReal, { platform = false } = {}): Promise<void> {
  const ids = r.accounts.map((account) => account.user.id);
  const rows = await r.t.db.selectFrom('users').select(['id', 'credits', 'subscription_plan']).where('id', 'in', ids).execute();
  const stored = new Map(rows.map((row) => [row.id, { balance: Number(row.credits), plan: row.subscription_plan }]));
  const seen = ids.map((id) => stored.get(id) ?? 'deleted');
  const expected = m.accounts.map((account) => (account.deleted ? 'deleted' : { balance: account.balance, plan: account.plan }));
  expect(seen, 'the accounts hold what the model says').toEqual(expected);
  if (platform) expect(await platformGainSince(r.t, r.startedAt), 'the platform gained what the model says').toBe(m.platform);
}

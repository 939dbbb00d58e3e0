import fc from 'fast-check';
import { creditAmountMax, creditAmountMin, pendingCreditRequestsMax, planNames, type PlanName } from '@tasbir/shared';
import { expect } from 'vitest';
import type { Reply } from './harness.js';
import {
  creditDecisionStatus,
  decisionStatus,
  expectModelHolds,
  expectStatus,
  isGone,
  pick,
  type Decision,
  type MoneyModel,
  type MoneyReal,
} from './hardening.money.model.js';
import { bookingCommands, deleteBookingsOf } from './hardening.money.bookings.js';
import { giftCommands } from './hardening.money.gifts.js';
import { paymentCommands } from './hardening.money.payments.js';
import { payoutCommands } from './hardening.money.payouts.js';

/**
 * The commands of the money model test: each goes through the REST API as a client would, says
 * what the model expects (the status, and how balances, plans and requests change), and compares
 * the run's accounts with the model afterwards. Accounts, requests and plans are picked by a
 * generated number modulo how many there are, so a command stays meaningful while shrinking.
 */
type MoneyCommand = fc.AsyncCommand<MoneyModel, MoneyReal>;

const isValidAmount = (amount: number) =>
  Number.isInteger(amount) && amount >= creditAmountMin && amount <= creditAmountMax;
const sortedStatuses = (replies: Reply<unknown>[]) => replies.map((reply) => reply.status).sort();

class RequestCredits implements MoneyCommand {
  constructor(
    readonly who: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const owner = pick(m.accounts.length, this.who) ?? 0;
    const body = { amount: this.amount, payment_method: 'esewa', receipt_image: r.receipt };
    const reply = await r.t.call<{ id: string; status: string }>('POST', '/api/credits/request', {
      token: r.accounts[owner]?.access_token,
      body,
    });
    const waiting = m.creditRequests.filter(
      (request) => request.owner === owner && request.state === 'pending' && !request.deleted,
    ).length;
    const expected = m.accounts[owner]?.deleted
      ? 401
      : !isValidAmount(this.amount)
        ? 400
        : waiting >= pendingCreditRequestsMax
          ? 409
          : 200;
    expectStatus(reply, expected, this.toString());
    if (expected === 200) {
      expect(reply.body.status).toBe('pending');
      m.creditRequests.push({ id: reply.body.id, owner, amount: this.amount, state: 'pending', deleted: false });
    }
    await expectModelHolds(m, r);
  }
  toString = () => `RequestCredits(account ${this.who}, ${this.amount})`;
}

/** Approves or rejects a credit request, once or twice at the same moment (a double click). */
async function decideCredit(
  m: MoneyModel,
  r: MoneyReal,
  index: number,
  decision: Decision,
  times: 1 | 2,
  what: string,
): Promise<number[]> {
  const request = m.creditRequests[index];
  if (!request) throw new Error(`no credit request ${index}`);
  const send = () =>
    r.t.call('PUT', `/api/admin/credits/requests/${request.id}`, {
      token: r.admin.access_token,
      body: { status: decision, admin_note: 'Checked against the bank statement' },
    });
  const replies = await Promise.all(times === 2 ? [send(), send()] : [send()]);
  const first = creditDecisionStatus(m, request);
  const expected = times === 1 ? [first] : first === 200 ? [200, 409] : [first, first];
  expect(sortedStatuses(replies), `${what}: ${JSON.stringify(replies.map((reply) => reply.body))}`).toEqual(expected);
  if (first === 200) {
    request.state = decision;
    const owner = m.accounts[request.owner];
    if (decision === 'approved' && owner) owner.balance += request.amount;
  }
  if (decision === 'approved') m.lastApproval = { kind: 'credit', index };
  await expectModelHolds(m, r);
  return replies.map((reply) => reply.status);
}

class DecideCreditRequest implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly decision: Decision,
    readonly times: 1 | 2,
  ) {}
  check = (m: Readonly<MoneyModel>) => m.creditRequests.length > 0;
  run = async (m: MoneyModel, r: MoneyReal) =>
    void (await decideCredit(
      m,
      r,
      pick(m.creditRequests.length, this.which) ?? 0,
      this.decision,
      this.times,
      this.toString(),
    ));
  toString = () => `DecideCreditRequest(${this.which}, ${this.decision}${this.times === 2 ? ', twice at once' : ''})`;
}

/** Decides a plan request: approved, the owner is on the plan asked for (30 days). */
async function decidePlan(
  m: MoneyModel,
  r: MoneyReal,
  index: number,
  decision: Decision,
  times: 1 | 2,
  what: string,
): Promise<number[]> {
  const request = m.planRequests[index];
  if (!request) throw new Error(`no plan request ${index}`);
  const send = () =>
    r.t.call('POST', `/api/subscription/${decision === 'approved' ? 'approve' : 'reject'}/${request.id}`, {
      token: r.admin.access_token,
    });
  const replies = await Promise.all(times === 2 ? [send(), send()] : [send()]);
  const first = decisionStatus(m, request);
  const expected = times === 1 ? [first] : first === 200 ? [200, 409] : [first, first];
  expect(sortedStatuses(replies), `${what}: ${JSON.stringify(replies.map((reply) => reply.body))}`).toEqual(expected);
  if (first === 200) {
    request.state = decision;
    const owner = m.accounts[request.owner];
    if (decision === 'approved' && owner) owner.plan = request.plan;
  }
  if (decision === 'approved') m.lastApproval = { kind: 'plan', index };
  await expectModelHolds(m, r);
  return replies.map((reply) => reply.status);
}

class DecidePlanRequest implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly decision: Decision,
    readonly times: 1 | 2,
  ) {}
  check = (m: Readonly<MoneyModel>) => m.planRequests.length > 0;
  run = async (m: MoneyModel, r: MoneyReal) =>
    void (await decidePlan(
      m,
      r,
      pick(m.planRequests.length, this.which) ?? 0,
      this.decision,
      this.times,
      this.toString(),
    ));
  toString = () => `DecidePlanRequest(${this.which}, ${this.decision}${this.times === 2 ? ', twice at once' : ''})`;
}

/** The last approval sent again, as a retried request would: it never counts a second time. */
class RepeatLastApproval implements MoneyCommand {
  check = (m: Readonly<MoneyModel>) => m.lastApproval !== undefined;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const last = m.lastApproval;
    if (!last) return;
    const statuses =
      last.kind === 'credit'
        ? await decideCredit(m, r, last.index, 'approved', 1, this.toString())
        : await decidePlan(m, r, last.index, 'approved', 1, this.toString());
    expect(statuses).not.toContain(200);
  }
  toString = () => 'RepeatLastApproval';
}

/** Deletes a credit request: an admin may, in every state (balances stay); its owner may not. */
class DeleteCreditRequest implements MoneyCommand {
  constructor(
    readonly which: number,
    readonly byOwner: boolean,
  ) {}
  check = (m: Readonly<MoneyModel>) => m.creditRequests.length > 0;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const request = m.creditRequests[pick(m.creditRequests.length, this.which) ?? 0];
    if (!request) return;
    const token = this.byOwner ? r.accounts[request.owner]?.access_token : r.admin.access_token;
    const reply = await r.t.call('DELETE', `/api/admin/credits/requests/${request.id}`, { token });
    const expected = this.byOwner ? (m.accounts[request.owner]?.deleted ? 401 : 403) : isGone(m, request) ? 404 : 200;
    expectStatus(reply, expected, this.toString());
    if (expected === 200) request.deleted = true;
    await expectModelHolds(m, r);
  }
  toString = () => `DeleteCreditRequest(${this.which}${this.byOwner ? ', by its owner' : ''})`;
}

/** Asks for a plan with a receipt: one may wait at a time; free is no plan to ask for. */
class RequestPlan implements MoneyCommand {
  constructor(
    readonly who: number,
    readonly plan: PlanName,
  ) {}
  check = () => true;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const owner = pick(m.accounts.length, this.who) ?? 0;
    const reply = await r.t.call<{ id: string; status: string }>('POST', '/api/subscription/upgrade', {
      token: r.accounts[owner]?.access_token,
      body: { plan: this.plan, payment_method: 'bank_transfer', payment_proof: r.receipt },
    });
    const waiting = m.planRequests.some(
      (request) => request.owner === owner && request.state === 'pending' && !isGone(m, request),
    );
    const expected = m.accounts[owner]?.deleted ? 401 : this.plan === 'free' ? 400 : waiting ? 409 : 200;
    expectStatus(reply, expected, this.toString());
    if (expected === 200) {
      expect(reply.body.status).toBe('pending_approval');
      m.planRequests.push({ id: reply.body.id, owner, plan: this.plan, state: 'pending' });
    }
    await expectModelHolds(m, r);
  }
  toString = () => `RequestPlan(account ${this.who}, ${this.plan})`;
}

/** An admin sets an account's plan directly (`?plan=`); free ends the running one. */
class SetPlan implements MoneyCommand {
  constructor(
    readonly who: number,
    readonly plan: PlanName,
  ) {}
  check = () => true;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const index = pick(m.accounts.length, this.who) ?? 0;
    const account = m.accounts[index];
    const reply = await r.t.call(
      'PUT',
      `/api/admin/users/${r.accounts[index]?.user.id}/subscription?plan=${this.plan}`,
      { token: r.admin.access_token },
    );
    expectStatus(reply, account?.deleted ? 404 : 200, this.toString());
    if (account && !account.deleted) account.plan = this.plan;
    await expectModelHolds(m, r);
  }
  toString = () => `SetPlan(account ${this.who}, ${this.plan})`;
}

/** An admin adds credits (`?credits=N`, 1 to 100,000), minted through the ledger. */
class GrantCredits implements MoneyCommand {
  constructor(
    readonly who: number,
    readonly credits: number,
  ) {}
  check = () => true;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const index = pick(m.accounts.length, this.who) ?? 0;
    const account = m.accounts[index];
    const reply = await r.t.call(
      'POST',
      `/api/admin/users/${r.accounts[index]?.user.id}/credits?credits=${this.credits}`,
      { token: r.admin.access_token },
    );
    const valid = Number.isInteger(this.credits) && this.credits >= 1 && this.credits <= 100_000;
    const expected = !valid ? 400 : account?.deleted ? 404 : 200;
    expectStatus(reply, expected, this.toString());
    if (expected === 200 && account) account.balance += this.credits;
    await expectModelHolds(m, r);
  }
  toString = () => `GrantCredits(account ${this.who}, ${this.credits})`;
}

/** An admin deletes an account: what it held goes to the platform; its requests go with it. */
class DeleteUser implements MoneyCommand {
  constructor(readonly who: number) {}
  check = () => true;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const index = pick(m.accounts.length, this.who) ?? 0;
    const account = m.accounts[index];
    const reply = await r.t.call('DELETE', `/api/admin/users/${r.accounts[index]?.user.id}`, {
      token: r.admin.access_token,
    });
    expectStatus(reply, account?.deleted ? 404 : 200, this.toString());
    if (account && !account.deleted) {
      deleteBookingsOf(m, index);
      m.platform += account.balance;
      account.balance = 0;
      account.deleted = true;
    }
    await expectModelHolds(m, r, { platform: true });
  }
  toString = () => `DeleteUser(account ${this.who})`;
}

const anyAccount = fc.nat({ max: 99 });
const decision = fc.constantFrom<Decision>('approved', 'rejected');
const times = fc.oneof(
  { weight: 4, arbitrary: fc.constant<1 | 2>(1) },
  { weight: 1, arbitrary: fc.constant<1 | 2>(2) },
);
const amount = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: creditAmountMin, max: creditAmountMax }) },
  { weight: 3, arbitrary: fc.constantFrom(1, 50, 500, 5000, creditAmountMax) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, creditAmountMax + 1, 2.5) },
);

/** fast-check picks among the arbitraries evenly: one listed twice comes twice as often. */
const often = <T>(arbitrary: fc.Arbitrary<T>, times: number): fc.Arbitrary<T>[] =>
  Array.from({ length: times }, () => arbitrary);

/** Every command with its arbitrary; money comes in and goes out most often (requests, gifts, online payments, payouts), an account is deleted now and then. */
export function moneyCommands(giftTypes: readonly string[], users: number): fc.Arbitrary<MoneyCommand>[] {
  return [
    ...often(
      fc.tuple(anyAccount, amount).map(([who, value]) => new RequestCredits(who, value)),
      3,
    ),
    ...often(
      fc
        .tuple(fc.nat(), decision, times)
        .map(([which, chosen, count]) => new DecideCreditRequest(which, chosen, count)),
      3,
    ),
    fc.constant(new RepeatLastApproval()),
    fc.tuple(fc.nat(), fc.boolean()).map(([which, byOwner]) => new DeleteCreditRequest(which, byOwner)),
    fc.tuple(anyAccount, fc.constantFrom(...planNames)).map(([who, plan]) => new RequestPlan(who, plan)),
    fc.tuple(fc.nat(), decision, times).map(([which, chosen, count]) => new DecidePlanRequest(which, chosen, count)),
    fc.tuple(anyAccount, fc.constantFrom(...planNames)).map(([who, plan]) => new SetPlan(who, plan)),
    fc
      .tuple(
        anyAccount,
        fc.oneof(
          { weight: 9, arbitrary: fc.integer({ min: 1, max: 100_000 }) },
          { weight: 1, arbitrary: fc.constantFrom(0, 100_001) },
        ),
      )
      .map(([who, credits]) => new GrantCredits(who, credits)),
    ...giftCommands(giftTypes, users),
    ...paymentCommands(),
    ...payoutCommands(users),
    ...bookingCommands(),
    anyAccount.map((who) => new DeleteUser(who)),
  ];
}

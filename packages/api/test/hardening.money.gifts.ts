import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  expectModelHolds,
  photographerShare,
  pick,
  type KeyedGift,
  type MoneyModel,
  type MoneyReal,
  type Op,
} from './hardening.money.model.js';

/**
 * The gift commands of the money model test: a purchase moves its value from a user to a
 * photographer (their plan's share) and the platform (the rest), or is refused and moves nothing.
 * Sent with an Idempotency-Key, again or twice at once, it is charged once.
 */
type MoneyCommand = fc.AsyncCommand<MoneyModel, MoneyReal>;
type Outcome = { status: number; charged: boolean };
type Gift = Omit<KeyedGift, 'key'>;

/**
 * Stands for the dearest gift the sender can pay for now (the cheapest when none): spending the
 * balance down to less than the gift's value is where a second purchase at once must fail, or,
 * with the same key, answer the first.
 */
export const dearestAffordable = '(dearest affordable)';

export function giftTypeFor(m: MoneyModel, r: MoneyReal, sender: number, chosen: string): string {
  if (chosen !== dearestAffordable) return chosen;
  const balance = m.accounts[sender]?.balance ?? 0;
  const byValue = [...r.catalogue].sort(([, a], [, b]) => a - b);
  const affordable = byValue.filter(([, value]) => value <= balance);
  return (affordable.at(-1) ?? byValue[0])?.[0] ?? chosen;
}

/** What one purchase answers, in the order the product checks: token, role, gift, recipient, key, balance. */
function outcomeOf(m: MoneyModel, r: MoneyReal, gift: Gift, key: string | undefined): Outcome {
  const sender = m.accounts[gift.sender];
  const recipient = m.accounts[gift.recipient];
  const value = r.catalogue.get(gift.giftType);
  if (!sender || sender.deleted) return { status: 401, charged: false };
  if (sender.role !== 'user') return { status: 403, charged: false };
  if (value === undefined || !recipient || recipient.deleted) return { status: 404, charged: false };
  if (recipient.role !== 'photographer') return { status: 400, charged: false };
  if (key !== undefined && m.usedKeys.has(key)) return { status: 200, charged: false };
  return sender.balance >= value ? { status: 200, charged: true } : { status: 400, charged: false };
}

/** Moves a charged gift's value in the model: the sender pays, the photographer gets the share of their plan now. */
function charge(m: MoneyModel, r: MoneyReal, gift: Gift, key: string | undefined): void {
  const sender = m.accounts[gift.sender];
  const recipient = m.accounts[gift.recipient];
  const value = r.catalogue.get(gift.giftType) ?? 0;
  if (!sender || !recipient) return;
  const share = photographerShare(value, recipient.plan);
  sender.balance -= value;
  recipient.balance += share;
  m.platform += value - share;
  if (key !== undefined) m.usedKeys.add(key);
}

/** Sends a purchase once, or twice at the same moment, and checks the answers against the model. */
async function sendGift(
  m: MoneyModel,
  r: MoneyReal,
  gift: KeyedGift,
  key: string | undefined,
  times: 1 | 2,
  what: string,
): Promise<void> {
  const body = {
    recipient_id: r.accounts[gift.recipient]?.user.id,
    gift_type: gift.giftType,
    message: 'Dherai ramro!',
  };
  const send = () =>
    r.t.call<{ credits: number }>('POST', '/api/gifts/purchase', {
      token: r.accounts[gift.sender]?.access_token,
      body,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const replies = await Promise.all(times === 2 ? [send(), send()] : [send()]);
  const statuses = replies.map((reply) => reply.status).sort();
  const said = `${what}: ${JSON.stringify(replies.map((reply) => reply.body))}`;

  const first = outcomeOf(m, r, gift, key);
  if (first.charged) charge(m, r, gift, key);
  // A second at once: with the key it answers the first purchase; without, it is a purchase of its own.
  const second = times === 2 ? outcomeOf(m, r, gift, key) : undefined;
  if (second?.charged) charge(m, r, gift, key);
  expect(statuses, said).toEqual([first.status, ...(second ? [second.status] : [])].sort());

  const sender = m.accounts[gift.sender];
  const [only] = replies;
  if (times === 1 && only?.status === 200 && sender)
    expect(only.body.credits, `${said}: the balance it answers`).toBe(sender.balance);
  await expectModelHolds(m, r, { platform: true });
}

/** A purchase without a key as one request of a race (hardening.money.payments.ts): the photographer's share and the sender's debit land in either order with the other request. */
export function giftOp(r: MoneyReal, gift: Gift): Op {
  const body = {
    recipient_id: r.accounts[gift.recipient]?.user.id,
    gift_type: gift.giftType,
    message: 'Dherai ramro!',
  };
  return {
    what: `gift ${gift.giftType} from account ${gift.sender} to account ${gift.recipient}`,
    send: () => r.t.call('POST', '/api/gifts/purchase', { token: r.accounts[gift.sender]?.access_token, body }),
    step: (m) => {
      const outcome = outcomeOf(m, r, gift, undefined);
      if (outcome.charged) charge(m, r, gift, undefined);
      return { status: outcome.status };
    },
  };
}

class SendGift implements MoneyCommand {
  constructor(
    readonly gift: Omit<KeyedGift, 'key'>,
    readonly keyed: boolean,
    readonly times: 1 | 2,
  ) {}
  check = () => true;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const sender = pick(m.accounts.length, this.gift.sender) ?? 0;
    const gift = {
      sender,
      recipient: pick(m.accounts.length, this.gift.recipient) ?? 0,
      giftType: giftTypeFor(m, r, sender, this.gift.giftType),
      key: `${r.runId}-${randomUUID()}`,
    };
    if (this.keyed) m.lastKeyedGift = gift;
    await sendGift(m, r, gift, this.keyed ? gift.key : undefined, this.times, this.toString());
  }
  toString = () =>
    `SendGift(account ${this.gift.sender} → account ${this.gift.recipient}, ${this.gift.giftType}${this.keyed ? ', with a key' : ''}${this.times === 2 ? ', twice at once' : ''})`;
}

/** The last purchase with a key, sent again as a retry would: answered, never charged twice. */
class RepeatKeyedGift implements MoneyCommand {
  check = (m: Readonly<MoneyModel>) => m.lastKeyedGift !== undefined;
  async run(m: MoneyModel, r: MoneyReal): Promise<void> {
    const gift = m.lastKeyedGift;
    if (gift) await sendGift(m, r, gift, gift.key, 1, this.toString());
  }
  toString = () => 'RepeatKeyedGift';
}

/** Mostly from a user to a photographer (the first half of a run's accounts are users), now and then two picked at random. */
const sender = (users: number) =>
  fc.oneof({ weight: 5, arbitrary: fc.nat({ max: users - 1 }) }, { weight: 1, arbitrary: fc.nat({ max: 99 }) });
const recipient = (users: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.nat({ max: users - 1 }).map((index) => index + users) },
    { weight: 1, arbitrary: fc.nat({ max: 99 }) },
  );
const times = fc.oneof(
  { weight: 4, arbitrary: fc.constant<1 | 2>(1) },
  { weight: 1, arbitrary: fc.constant<1 | 2>(2) },
);

export function giftCommands(giftTypes: readonly string[], users: number): fc.Arbitrary<MoneyCommand>[] {
  const giftType = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...giftTypes) },
    { weight: 4, arbitrary: fc.constant(dearestAffordable) },
    { weight: 1, arbitrary: fc.constant('no_such_gift') },
  );
  const send = fc
    .tuple(sender(users), recipient(users), giftType, fc.boolean(), times)
    .map(
      ([from, to, type, keyed, count]) => new SendGift({ sender: from, recipient: to, giftType: type }, keyed, count),
    );
  return [send, send, send, send, fc.constant(new RepeatKeyedGift())];
}

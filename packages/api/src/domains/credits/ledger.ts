import type { Transaction } from 'kysely';
import {
  closedAccountLabel,
  compiledOnce,
  gatewayAccount,
  isSystemAccount,
  newId,
  platformAccount,
  type Database,
  type LedgerReason,
} from '@tasbir/db';

/**
 * The one writer of money: every change of `users.credits` and every `credit_ledger` row goes
 * through this module (test/layout.test.ts holds every other file to it). A movement is a set of
 * moves under one reference, written in the caller's transaction, so a movement and whatever it
 * pays for commit together or not at all.
 */

/** One line of a movement: `account` is a user's id, one of `systemAccounts` or a booking's hold. */
export type CreditMove = { account: string; delta: number; reason: LedgerReason };

type Trx = Transaction<Database>;

// Gifts run these at a thousand a second and more: compiled once (compiledOnce).
const debitUser = compiledOnce({ account: '', amount: 0 }, (db, { account, amount }) =>
  db
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '-', amount) }))
    .where('id', '=', account)
    .where('credits', '>=', amount)
    .returning('credits'),
);

const creditUser = compiledOnce({ account: '', amount: 0 }, (db, { account, amount }) =>
  db
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', amount) }))
    .where('id', '=', account)
    .returning('credits'),
);

/**
 * Writes one movement: each user's balance (debits first, each a conditional update, so no balance
 * goes below zero whatever runs beside it), then every move as a ledger row under `reference`.
 * Answers the users' new balances, or `short` with the account whose balance did not cover its
 * debit. A short first debit leaves nothing written; a short later one throws, so the caller's
 * transaction rolls back (none of today's movements has two debits).
 */
export async function moveCredits(
  trx: Trx,
  moves: CreditMove[],
  reference: string,
  now: string,
): Promise<{ balances: Map<string, number> } | { short: string }> {
  const lines = moves.filter((move) => move.delta !== 0);
  const balances = new Map<string, number>();
  const userLines = lines.filter((move) => !isSystemAccount(move.account));
  const ordered = [...userLines.filter((move) => move.delta < 0), ...userLines.filter((move) => move.delta > 0)];
  for (const [index, move] of ordered.entries()) {
    const amount = Math.abs(move.delta);
    const [row] = (await (move.delta < 0 ? debitUser : creditUser)(trx, { account: move.account, amount })).rows;
    if (!row) {
      // A credit to a user who is not there: the caller's mistake (it found the user in this transaction).
      if (move.delta > 0) throw new Error(`moveCredits: no user ${move.account}`);
      if (index === 0) return { short: move.account };
      throw new Error(`moveCredits: the balance of ${move.account} does not cover ${amount}`);
    }
    balances.set(move.account, row.credits);
  }
  if (lines.length > 0) {
    await trx
      .insertInto('credit_ledger')
      .values(
        lines.map((move) => ({
          id: newId(),
          account: move.account,
          delta: move.delta,
          reason: move.reason,
          reference,
          created_at: now,
        })),
      )
      .execute();
  }
  return { balances };
}

/** Credits entering the system for a user (a minting reason: an approved receipt, an admin's grant); answers the new balance. */
export async function mintCredits(
  trx: Trx,
  account: string,
  credits: number,
  reason: 'credit_request_approved' | 'admin_grant',
  reference: string,
  now: string,
): Promise<number> {
  const moved = await moveCredits(trx, [{ account, delta: credits, reason }], reference, now);
  if ('short' in moved) throw new Error('mintCredits: a credit cannot be short');
  return moved.balances.get(account) ?? 0;
}

/**
 * Closes a deleted user's account for the books: what is left of the balance moves to the platform
 * (`account_deleted`, summing to zero), then every row of the account takes the anonymous label,
 * so the books still add up and nothing leads back to the person.
 */
export async function closeLedgerAccount(
  trx: Trx,
  user: { id: string; credits: number },
  anonymous: string,
  now: string,
): Promise<void> {
  if (user.credits > 0) {
    const moves: CreditMove[] = [
      { account: user.id, delta: -user.credits, reason: 'account_deleted' },
      { account: platformAccount, delta: user.credits, reason: 'account_deleted' },
    ];
    const moved = await moveCredits(trx, moves, newId(), now);
    if ('short' in moved) throw new Error('closeLedgerAccount: the balance changed under a locked account');
  }
  await trx
    .updateTable('credit_ledger')
    .set({ account: closedAccountLabel(anonymous) })
    .where('account', '=', user.id)
    .execute();
}

/**
 * An online payment of a booking's advance or balance that found no booking waiting for it (paid
 * twice, marked paid meanwhile, or after the booking expired or was cancelled) becomes what it paid
 * for in the end: credits. The payment says so (purpose `credits`, its booking still named), so
 * the gateway's account and the payments it sold agree, and the payer holds the credits, in the
 * settlement's transaction.
 */
export async function creditUnappliedBookingPayment(
  trx: Trx,
  payment: { id: string; provider: 'esewa' | 'khalti'; payer: string },
  amount: number,
  now: string,
): Promise<void> {
  await trx.updateTable('payments').set({ purpose: 'credits', credits: amount }).where('id', '=', payment.id).execute();
  const moves: CreditMove[] = [
    { account: gatewayAccount(payment.provider), delta: -amount, reason: 'payment_completed' },
    { account: payment.payer, delta: amount, reason: 'payment_completed' },
  ];
  await moveCredits(trx, moves, payment.id, now);
}

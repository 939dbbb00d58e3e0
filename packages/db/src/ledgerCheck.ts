import { sql } from 'kysely';
import type { Db } from './createDb.js';
import { platformAccount } from './economyTables.js';

/**
 * Reasons that bring credits into the system (everything else moves credits between accounts):
 * a paid request approved, a balance held before the ledger, and an admin's grant
 * (docs/decisions/008-ledger-and-kept-totals.md).
 */
export const mintingReasons = ['opening_balance', 'credit_request_approved', 'admin_grant'] as const;

export type LedgerCheck = {
  /**
   * Users whose `credits` differs from the sum of their ledger rows, and closed accounts (neither a
   * user nor the platform: a deleted account's anonymised rows) whose rows do not sum to zero.
   */
  mismatches: { id: string; credits: number; ledger: number }[];
  /** Movements (by reference) whose rows do not add up to zero, outside the minting reasons. */
  unbalanced: { reference: string; sum: number }[];
  /** Balances below zero (the database refuses them; checked anyway). */
  negative: string[];
};

/**
 * Proves the books for a whole database: every balance equals its rows (a closed account's is
 * zero), every movement between accounts sums to zero, and no balance is negative. Tests run it
 * after each change; the bench after its load. An empty answer in all three lists means the ledger
 * adds up.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const sums = db.selectFrom('credit_ledger').select((eb) => ['account', eb.fn.sum<number>('delta').as('total')]).groupBy('account').as('l');
  const balances = await db
    .selectFrom('users as u')
    .leftJoin(sums, 'l.account', 'u.id')
    .select(['u.id', 'u.credits', sql<number>`coalesce(l.total, 0)`.as('ledger')])
    .execute();
  const closed = await db
    .selectFrom('credit_ledger as c')
    .select((eb) => ['c.account', eb.fn.sum<number>('c.delta').as('total')])
    .where('c.account', '<>', platformAccount)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users as u').select(sql.lit(1).as('one')).whereRef('u.id', '=', 'c.account'))))
    .groupBy('c.account')
    .having((eb) => eb.fn.sum('c.delta'), '<>', 0)
    .execute();
  const unbalanced = await db
    .selectFrom('credit_ledger')
    .select((eb) => ['reference', eb.fn.sum<number>('delta').as('sum')])
    .where('reason', 'not in', [...mintingReasons])
    .groupBy('reference')
    .having((eb) => eb.fn.sum('delta'), '<>', 0)
    .execute();
  return {
    mismatches: [
      ...balances.filter((row) => Number(row.credits) !== Number(row.ledger)).map((row) => ({ id: row.id, credits: Number(row.credits), ledger: Number(row.ledger) })),
      ...closed.map((row) => ({ id: row.account, credits: 0, ledger: Number(row.total) })),
    ],
    unbalanced: unbalanced.map((row) => ({ reference: row.reference, sum: Number(row.sum) })),
    negative: balances.filter((row) => Number(row.credits) < 0).map((row) => row.id),
  };
}

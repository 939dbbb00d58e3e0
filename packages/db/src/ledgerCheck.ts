import { sql } from 'kysely';
import type { Db } from './createDb.js';

/** Reasons that bring credits into the system (everything else moves credits between accounts). */
export const mintingReasons = ['opening_balance', 'credit_request_approved'] as const;

export type LedgerCheck = {
  /** Users whose `credits` differs from the sum of their ledger rows. */
  mismatches: { id: string; credits: number; ledger: number }[];
  /** Movements (by reference) whose rows do not add up to zero, outside the minting reasons. */
  unbalanced: { reference: string; sum: number }[];
  /** Balances below zero (the database refuses them; checked anyway). */
  negative: string[];
};

/**
 * Proves the books for a whole database: every balance equals its rows, every movement between
 * accounts sums to zero, and no balance is negative. Tests run it after each change; the bench after
 * its load. An empty answer in all three lists means the ledger adds up.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const sums = db.selectFrom('credit_ledger').select((eb) => ['account', eb.fn.sum<number>('delta').as('total')]).groupBy('account').as('l');
  const balances = await db
    .selectFrom('users as u')
    .leftJoin(sums, 'l.account', 'u.id')
    .select(['u.id', 'u.credits', sql<number>`coalesce(l.total, 0)`.as('ledger')])
    .execute();
  const unbalanced = await db
    .selectFrom('credit_ledger')
    .select((eb) => ['reference', eb.fn.sum<number>('delta').as('sum')])
    .where('reason', 'not in', [...mintingReasons])
    .groupBy('reference')
    .having((eb) => eb.fn.sum('delta'), '<>', 0)
    .execute();
  return {
    mismatches: balances.filter((row) => Number(row.credits) !== Number(row.ledger)).map((row) => ({ id: row.id, credits: Number(row.credits), ledger: Number(row.ledger) })),
    unbalanced: unbalanced.map((row) => ({ reference: row.reference, sum: Number(row.sum) })),
    negative: balances.filter((row) => Number(row.credits) < 0).map((row) => row.id),
  };
}

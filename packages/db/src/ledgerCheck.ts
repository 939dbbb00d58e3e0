import { sql } from 'kysely';
import type { Db } from './createDb.js';
import {
  bookingHoldAccount,
  bookingHoldPrefix,
  gatewayAccount,
  payoutsHeldAccount,
  payoutsPaidAccount,
  systemAccounts,
} from './economyTables.js';

/**
 * Reasons that bring credits into the system (everything else moves credits between accounts):
 * a paid request approved, a balance held before the ledger, and an admin's grant
 * (docs/decisions/008-ledger-and-kept-totals.md).
 */
export const mintingReasons = ['opening_balance', 'credit_request_approved', 'admin_grant'] as const;

export type LedgerCheck = {
  /**
   * Users whose `credits` differs from the sum of their ledger rows; closed accounts (a deleted
   * account's anonymised rows) whose rows do not sum to zero; and system accounts whose rows differ
   * from what their table says (`credits` the expected sum): payouts held and paid against the
   * payouts, each gateway against minus what its completed payments sold (credits, advances,
   * balances), each booking's hold against what the booking says it still holds.
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
  const sums = db
    .selectFrom('credit_ledger')
    .select((eb) => ['account', eb.fn.sum<number>('delta').as('total')])
    .groupBy('account')
    .as('l');
  const balances = await db
    .selectFrom('users as u')
    .leftJoin(sums, 'l.account', 'u.id')
    .select(['u.id', 'u.credits', sql<number>`coalesce(l.total, 0)`.as('ledger')])
    .execute();
  const closed = await db
    .selectFrom('credit_ledger as c')
    .select((eb) => ['c.account', eb.fn.sum<number>('c.delta').as('total')])
    .where('c.account', 'not in', [...systemAccounts])
    .where('c.account', 'not like', `${bookingHoldPrefix}%`)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('users as u').select(sql.lit(1).as('one')).whereRef('u.id', '=', 'c.account'))),
    )
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
  const systems = await systemAccountMismatches(db);
  return {
    mismatches: [
      ...systems,
      ...balances
        .filter((row) => Number(row.credits) !== Number(row.ledger))
        .map((row) => ({ id: row.id, credits: Number(row.credits), ledger: Number(row.ledger) })),
      ...closed.map((row) => ({ id: row.account, credits: 0, ledger: Number(row.total) })),
    ],
    unbalanced: unbalanced.map((row) => ({ reference: row.reference, sum: Number(row.sum) })),
    negative: balances.filter((row) => Number(row.credits) < 0).map((row) => row.id),
  };
}

/** What each system account's rows must sum to, by the tables whose movements they record. */
async function systemAccountMismatches(db: Db): Promise<LedgerCheck['mismatches']> {
  const sums = await db
    .selectFrom('credit_ledger')
    .select((eb) => ['account', eb.fn.sum<number>('delta').as('total')])
    .where('account', 'in', [...systemAccounts])
    .groupBy('account')
    .execute();
  const ledger = new Map(sums.map((row) => [row.account, Number(row.total)]));
  const payouts = await db
    .selectFrom('payouts')
    .select((eb) => ['status', eb.fn.sum<number>('credits').as('total')])
    .groupBy('status')
    .execute();
  const payoutTotal = (status: string) => Number(payouts.find((row) => row.status === status)?.total ?? 0);
  // An advance or a balance paid online leaves the gateway as surely as credits bought (amounts in whole rupees).
  const sold = await db
    .selectFrom('payments')
    .select((eb) => [
      'provider',
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('purpose', 'in', ['advance', 'balance'])
            .then(sql<number>`amount_paisa / 100`)
            .else(eb.ref('credits'))
            .end(),
        )
        .as('total'),
    ])
    .where('purpose', 'in', ['credits', 'advance', 'balance'])
    .where('status', '=', 'completed')
    .groupBy('provider')
    .execute();
  const soldBy = (provider: 'esewa' | 'khalti') => Number(sold.find((row) => row.provider === provider)?.total ?? 0);
  const expected = [
    { id: payoutsHeldAccount, credits: payoutTotal('held') },
    { id: payoutsPaidAccount, credits: payoutTotal('paid') },
    { id: gatewayAccount('esewa'), credits: -soldBy('esewa') },
    { id: gatewayAccount('khalti'), credits: -soldBy('khalti') },
  ];
  return [
    ...expected.map((row) => ({ ...row, ledger: ledger.get(row.id) ?? 0 })).filter((row) => row.credits !== row.ledger),
    ...(await bookingHoldMismatches(db)),
  ];
}

/** Each booking's hold against the advance it says it holds: paid, less what was refunded and released. */
async function bookingHoldMismatches(db: Db): Promise<LedgerCheck['mismatches']> {
  const holds = await db
    .selectFrom('credit_ledger')
    .select((eb) => ['account', eb.fn.sum<number>('delta').as('total')])
    .where('account', 'like', `${bookingHoldPrefix}%`)
    .groupBy('account')
    .execute();
  const ledger = new Map(holds.map((row) => [row.account, Number(row.total)]));
  const bookings = await db
    .selectFrom('bookings')
    .select(['id', 'advance_amount', 'advance_refunded', 'advance_released'])
    .where('advance_status', 'in', ['held', 'released', 'refunded'])
    .execute();
  const expected = new Map(
    bookings.map((row) => [
      bookingHoldAccount(row.id) as string,
      Number(row.advance_amount ?? 0) - Number(row.advance_refunded) - Number(row.advance_released),
    ]),
  );
  const accounts = new Set([...ledger.keys(), ...expected.keys()]);
  return [...accounts]
    .map((id) => ({ id, credits: expected.get(id) ?? 0, ledger: ledger.get(id) ?? 0 }))
    .filter((row) => row.credits !== row.ledger);
}

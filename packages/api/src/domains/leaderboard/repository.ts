import { sql, type Transaction } from 'kysely';
import { compiledOnce, type Database, type Db } from '@tasbir/db';
import { leaderboardPeriods, leaderboardWindowStart, type LeaderboardPeriod } from '@tasbir/shared';
import { setImmediate } from 'node:timers/promises';

/**
 * Photographers recounted per transaction by `recount`. On SQLite a transaction's statements run
 * without a turn of the event loop between them, so the slice bounds the stall: the three windows
 * read at most 402 daily rows of a photographer (7 + 30 + 365), a slice at most about 8,000. At
 * 1,000,000 gifts (bench/recount.js, no other traffic) the worst stall was about 150 ms with slices
 * of 500, 64–67 ms with 50, 22 ms with 20; the recount then takes about 1 s, or 12 s under load.
 */
const recountSliceSize = 20;

/**
 * Adds a gift to its photographer's totals, inside the gift's own transaction: its day, and every
 * board (a gift of today is inside all three windows).
 */
export async function countGiftOnBoards(
  trx: Transaction<Database>,
  gift: { recipient_id: string; day: string; value: number },
): Promise<void> {
  await addToDay(trx, gift);
  await addToBoards(trx, { recipient_id: gift.recipient_id, value: gift.value });
}

// Every gift runs these two: compiled once (compiledOnce), they cost a purchase half as much.
const addToDay = compiledOnce({ recipient_id: '', day: '', value: 0 }, (db, gift) =>
  db
    .insertInto('gift_daily_totals')
    .values({ recipient_id: gift.recipient_id, day: gift.day, gift_value: gift.value, gift_count: 1 })
    .onConflict((oc) =>
      oc.columns(['recipient_id', 'day']).doUpdateSet((eb) => ({
        gift_value: eb('gift_daily_totals.gift_value', '+', gift.value),
        gift_count: eb('gift_daily_totals.gift_count', '+', 1),
      })),
    ),
);

const addToBoards = compiledOnce({ recipient_id: '', value: 0 }, (db, gift) =>
  db
    .insertInto('gift_period_totals')
    .values(
      leaderboardPeriods.map((period) => ({
        recipient_id: gift.recipient_id,
        period,
        gift_value: gift.value,
        gift_count: 1,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['recipient_id', 'period']).doUpdateSet((eb) => ({
        gift_value: eb('gift_period_totals.gift_value', '+', gift.value),
        gift_count: eb('gift_period_totals.gift_count', '+', 1),
      })),
    ),
);

/** Gift totals per photographer: the only code in this domain that touches Kysely. */
export class LeaderboardRepository {
  constructor(private readonly db: Db) {}

  /**
   * The photographers who received the most gift value in the period's window: one row each from
   * the kept totals, joined to the users it ranks. Ties: more gifts first, then username, then id.
   */
  top(period: LeaderboardPeriod, limit: number) {
    return this.db
      .selectFrom('gift_period_totals as g')
      .innerJoin('users as u', 'u.id', 'g.recipient_id')
      .select([
        'u.id',
        'u.username',
        'u.verified',
        'u.location',
        'u.city',
        'u.district',
        'u.role',
        'u.rating',
        'g.gift_value as total_gift_value',
        'g.gift_count as total_gifts',
      ])
      .where('g.period', '=', period)
      .where('g.gift_value', '>', 0)
      .where('u.role', '=', 'photographer')
      .where('u.suspended', '=', 0)
      .orderBy('g.gift_value', 'desc')
      .orderBy('g.gift_count', 'desc')
      .orderBy((eb) => eb.fn('lower', ['u.username']), 'asc')
      .orderBy('u.id', 'asc')
      .limit(limit)
      .execute();
  }

  /**
   * Recounts every board's totals from the daily totals inside its window, so days that left it
   * age out; a slice of photographers at a time with a turn of the event loop between slices.
   * True when a total moved: the rows taken out and put back are compared.
   */
  async recount(now: Date, sliceSize = recountSliceSize): Promise<boolean> {
    let after: string | undefined;
    let changed = false;
    for (;;) {
      let slice = this.db
        .selectFrom('gift_daily_totals')
        .select('recipient_id')
        .distinct()
        .orderBy('recipient_id')
        .limit(sliceSize);
      if (after !== undefined) slice = slice.where('recipient_id', '>', after);
      const ids = (await slice.execute()).map((row) => row.recipient_id);
      if (ids.length === 0) return changed;
      await this.db.transaction().execute(async (trx) => {
        // A gift locks its photographer's row before it touches the totals; taking the same locks
        // first (an update that changes nothing) lets the slice's gifts in flight commit before the
        // recount reads, and holds new ones until it is done. Without it, on PostgreSQL, a
        // photographer's first gift of a window could insert its row unseen by the delete below and
        // collide with the recount's insert.
        await trx
          .updateTable('users')
          .set((eb) => ({ total_gifts_received: eb.ref('total_gifts_received') }))
          .where('id', 'in', ids)
          .execute();
        for (const period of leaderboardPeriods) {
          const since = leaderboardWindowStart(period, now);
          const takenOut = await trx
            .deleteFrom('gift_period_totals')
            .where('period', '=', period)
            .where('recipient_id', 'in', ids)
            .returning(['recipient_id', 'gift_value', 'gift_count'])
            .execute();
          const putBack = await trx
            .insertInto('gift_period_totals')
            .columns(['recipient_id', 'period', 'gift_value', 'gift_count'])
            .expression((eb) =>
              eb
                .selectFrom('gift_daily_totals')
                .select((inner) => [
                  'recipient_id',
                  sql.lit(period).as('period'),
                  inner.fn.sum<number>('gift_value').as('gift_value'),
                  inner.fn.sum<number>('gift_count').as('gift_count'),
                ])
                .where('recipient_id', 'in', ids)
                .where('day', '>=', since)
                .groupBy('recipient_id'),
            )
            .returning(['recipient_id', 'gift_value', 'gift_count'])
            .execute();
          if (!sameTotals(takenOut, putBack)) changed = true;
        }
      });
      after = ids.at(-1);
      await setImmediate();
    }
  }
}

type Total = { recipient_id: string; gift_value: number; gift_count: number };

function sameTotals(before: Total[], after: Total[]): boolean {
  if (before.length !== after.length) return false;
  const kept = new Map(before.map((row) => [row.recipient_id, `${Number(row.gift_value)}|${Number(row.gift_count)}`]));
  return after.every((row) => kept.get(row.recipient_id) === `${Number(row.gift_value)}|${Number(row.gift_count)}`);
}

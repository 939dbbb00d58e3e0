import type { Db } from '@tasbir/db';

/** Gift totals per photographer: the only code in this domain that touches Kysely. */
export class LeaderboardRepository {
  constructor(private readonly db: Db) {}

  /**
   * The photographers who received the most gift value since `since`: one aggregate over the
   * window (a range of the covering gift_transactions_window index), joined to the users it ranks.
   * Ties: more gifts first, then username, then id.
   */
  top(since: string, limit: number) {
    const totals = this.db
      .selectFrom('gift_transactions')
      .select((eb) => ['recipient_id', eb.fn.sum<number>('gift_value').as('total_gift_value'), eb.fn.countAll<number>().as('total_gifts')])
      .where('created_at', '>=', since)
      .groupBy('recipient_id')
      .as('g');
    return this.db
      .selectFrom(totals)
      .innerJoin('users as u', 'u.id', 'g.recipient_id')
      .select(['u.id', 'u.username', 'u.verified', 'u.location', 'u.city', 'u.district', 'u.role', 'u.rating', 'g.total_gift_value', 'g.total_gifts'])
      .where('u.role', '=', 'photographer')
      .where('u.suspended', '=', 0)
      .orderBy('g.total_gift_value', 'desc')
      .orderBy('g.total_gifts', 'desc')
      .orderBy((eb) => eb.fn('lower', ['u.username']), 'asc')
      .orderBy('u.id', 'asc')
      .limit(limit)
      .execute();
  }
}

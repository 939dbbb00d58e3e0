import { platformAccount, type Db } from '@tasbir/db';

/** The dashboards' totals, each one aggregate query: the only code of the dashboards domain that touches Kysely. */
export class DashboardsRepository {
  constructor(private readonly db: Db) {}

  giftsSent(userId: string) {
    return this.db
      .selectFrom('gift_transactions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sender_id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /** The photographers a fan has given the most gift value to. */
  favorites(userId: string, limit: number) {
    return this.db
      .selectFrom('gift_transactions as g')
      .innerJoin('users as u', 'u.id', 'g.recipient_id')
      .select((eb) => [
        'u.id',
        'u.username',
        eb.fn.sum<number>('g.gift_value').as('total_gift_value'),
        eb.fn.countAll<number>().as('total_gifts'),
      ])
      .where('g.sender_id', '=', userId)
      .where('u.suspended', '=', 0)
      .groupBy(['u.id', 'u.username'])
      .orderBy('total_gift_value', 'desc')
      .orderBy('u.username')
      .limit(limit)
      .execute();
  }

  /** Likes and views over all of a photographer's photos and reels, and what gifts earned them. */
  async engagement(photographerId: string) {
    const media = await this.db
      .selectFrom('photos')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('likes_count'), eb.lit(0)).as('likes'),
        eb.fn.coalesce(eb.fn.sum<number>('views_count'), eb.lit(0)).as('views'),
      ])
      .where('photographer_id', '=', photographerId)
      .unionAll((eb) =>
        eb
          .selectFrom('reels')
          .select((inner) => [
            inner.fn.coalesce(inner.fn.sum<number>('likes_count'), inner.lit(0)).as('likes'),
            inner.fn.coalesce(inner.fn.sum<number>('views_count'), inner.lit(0)).as('views'),
          ])
          .where('photographer_id', '=', photographerId),
      )
      .execute();
    const earnings = await this.db
      .selectFrom('gift_transactions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('photographer_share'), eb.lit(0)).as('total'))
      .where('recipient_id', '=', photographerId)
      .executeTakeFirstOrThrow();
    return {
      likes: media.reduce((sum, row) => sum + Number(row.likes), 0),
      views: media.reduce((sum, row) => sum + Number(row.views), 0),
      earnings: Number(earnings.total),
    };
  }

  recentPhotos(photographerId: string, limit: number) {
    return this.db
      .selectFrom('photos')
      .selectAll()
      .where('photographer_id', '=', photographerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  recentReels(photographerId: string, limit: number) {
    return this.db
      .selectFrom('reels')
      .selectAll()
      .where('photographer_id', '=', photographerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Accounts by role, the paid plans in force, and new accounts in a time window. */
  async accountTotals(now: string, activeSince: string, monthStarts: { thisMonth: string; lastMonth: string }) {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('users'),
        eb.fn.sum<number>(eb.case().when('role', '=', 'photographer').then(1).else(0).end()).as('photographers'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('subscription_plan', '!=', 'free'), eb('subscription_expires_at', '>', now)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('subscriptions'),
        eb.fn.sum<number>(eb.case().when('last_active_at', '>=', activeSince).then(1).else(0).end()).as('active'),
        eb.fn
          .sum<number>(eb.case().when('created_at', '>=', monthStarts.thisMonth).then(1).else(0).end())
          .as('this_month'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.and([eb('created_at', '>=', monthStarts.lastMonth), eb('created_at', '<', monthStarts.thisMonth)]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('last_month'),
      ])
      .executeTakeFirstOrThrow();
    return {
      users: Number(row.users),
      photographers: Number(row.photographers ?? 0),
      subscriptions: Number(row.subscriptions ?? 0),
      active: Number(row.active ?? 0),
      thisMonth: Number(row.this_month ?? 0),
      lastMonth: Number(row.last_month ?? 0),
    };
  }

  /** Reports waiting for an admin's decision (the Reports tab's count). */
  async openReports(): Promise<number> {
    const row = await this.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Money in (approved credit and plan requests) and what is waiting for an admin or a photographer. */
  async requestTotals() {
    const [credits, plans, bookings] = await Promise.all([
      this.db
        .selectFrom('credit_requests')
        .select((eb) => [
          eb.fn
            .sum<number>(eb.case().when('status', '=', 'approved').then(eb.ref('amount')).else(0).end())
            .as('received'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('pending'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('subscription_requests')
        .select((eb) => [
          eb.fn
            .sum<number>(eb.case().when('status', '=', 'approved').then(eb.ref('monthly_price')).else(0).end())
            .as('received'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'pending_approval').then(1).else(0).end()).as('pending'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('pending'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
    ]);
    return {
      revenue: Number(credits.received ?? 0) + Number(plans.received ?? 0),
      pendingCredits: Number(credits.pending ?? 0),
      pendingPlans: Number(plans.pending ?? 0),
      pendingBookings: Number(bookings.pending),
    };
  }

  /** The platform's ledger balance (its gift shares) and every gift's value, from the kept daily totals. */
  async giftTotals() {
    const [platform, gifts] = await Promise.all([
      this.db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('balance'))
        .where('account', '=', platformAccount)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('gift_daily_totals')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('gift_value'), eb.lit(0)).as('value'))
        .executeTakeFirstOrThrow(),
    ]);
    return { platformRevenue: Number(platform.balance), giftValue: Number(gifts.value) };
  }
}

import type { Db } from '@tasbir/db';

/** The dashboards' totals, each one aggregate query: the only code of the dashboards domain that touches Kysely. */
export class DashboardsRepository {
  constructor(private readonly db: Db) {}

  giftsSent(userId: string) {
    return this.db.selectFrom('gift_transactions').select((eb) => eb.fn.countAll<number>().as('count')).where('sender_id', '=', userId).executeTakeFirstOrThrow();
  }

  /** The photographers a fan has given the most gift value to. */
  favorites(userId: string, limit: number) {
    return this.db
      .selectFrom('gift_transactions as g')
      .innerJoin('users as u', 'u.id', 'g.recipient_id')
      .select((eb) => ['u.id', 'u.username', eb.fn.sum<number>('g.gift_value').as('total_gift_value'), eb.fn.countAll<number>().as('total_gifts')])
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
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('likes_count'), eb.lit(0)).as('likes'), eb.fn.coalesce(eb.fn.sum<number>('views_count'), eb.lit(0)).as('views')])
      .where('photographer_id', '=', photographerId)
      .unionAll((eb) =>
        eb
          .selectFrom('reels')
          .select((inner) => [inner.fn.coalesce(inner.fn.sum<number>('likes_count'), inner.lit(0)).as('likes'), inner.fn.coalesce(inner.fn.sum<number>('views_count'), inner.lit(0)).as('views')])
          .where('photographer_id', '=', photographerId),
      )
      .execute();
    const earnings = await this.db
      .selectFrom('gift_transactions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('photographer_share'), eb.lit(0)).as('total'))
      .where('recipient_id', '=', photographerId)
      .executeTakeFirstOrThrow();
    return { likes: media.reduce((sum, row) => sum + Number(row.likes), 0), views: media.reduce((sum, row) => sum + Number(row.views), 0), earnings: Number(earnings.total) };
  }

  recentPhotos(photographerId: string, limit: number) {
    return this.db.selectFrom('photos').selectAll().where('photographer_id', '=', photographerId).orderBy('id', 'desc').limit(limit).execute();
  }

  recentReels(photographerId: string, limit: number) {
    return this.db.selectFrom('reels').selectAll().where('photographer_id', '=', photographerId).orderBy('id', 'desc').limit(limit).execute();
  }
}

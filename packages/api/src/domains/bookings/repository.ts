import { blockStandingBetween } from '../blocks/repository.js';
import type { Kysely } from 'kysely';
import { isUniqueViolation, type Database, type Db, type NewBookingRow } from '@tasbir/db';
import { dateHoldingStatuses, defaultBookingPolicy, type BookingStatus } from '@tasbir/shared';
import { policyOf } from '../bookingPolicies/service.js';

export type BookingListFilter = {
  /** Only this requester's bookings, or only this photographer's. */
  userId?: string;
  photographerId?: string;
  status?: BookingStatus;
  /** The last id of the previous page (lists are newest first). */
  beforeId?: string;
  limit: number;
};

/** Why a request was not written. */
export type BookingRefusal =
  'photographer_missing' | 'date_taken' | 'already_requested' | 'blocked_by_me' | 'blocked_by_them';

/** Bookings and marked dates: the only code in this domain that touches Kysely. */
export class BookingsRepository {
  constructor(private readonly db: Db) {}

  /** Bookings with both parties' names and how many other bookings the photographer accepted for that date. */
  private selectBookings(db: Kysely<Database>) {
    return db
      .selectFrom('bookings as b')
      .innerJoin('users as requester', 'requester.id', 'b.user_id')
      .innerJoin('users as photographer', 'photographer.id', 'b.photographer_id')
      .selectAll('b')
      .select(['requester.username as user_username', 'photographer.username as photographer_username'])
      .select((eb) =>
        eb
          .selectFrom('bookings as other')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('other.photographer_id', '=', 'b.photographer_id')
          .whereRef('other.event_date', '=', 'b.event_date')
          .where('other.status', 'in', dateHoldingStatuses)
          .whereRef('other.id', '<>', 'b.id')
          .as('same_date_accepted'),
      );
  }

  byId(id: string) {
    return this.selectBookings(this.db).where('b.id', '=', id).executeTakeFirst();
  }

  list(filter: BookingListFilter) {
    let query = this.selectBookings(this.db);
    if (filter.userId !== undefined) query = query.where('b.user_id', '=', filter.userId);
    if (filter.photographerId !== undefined) query = query.where('b.photographer_id', '=', filter.photographerId);
    if (filter.status !== undefined) query = query.where('b.status', '=', filter.status);
    if (filter.beforeId !== undefined) query = query.where('b.id', '<', filter.beforeId);
    return query.orderBy('b.id', 'desc').limit(filter.limit).execute();
  }

  /**
   * Writes a request when the photographer is listed (a photographer's account, not suspended),
   * free on that date (not marked, no booking holding it) and not already asked by this user for
   * it, with a copy of the photographer's policy as it is now: the one the client was shown.
   */
  async create(row: Omit<NewBookingRow, 'policy'>): Promise<BookingRefusal | undefined> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const photographer = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', row.photographer_id)
          .where('role', '=', 'photographer')
          .where('suspended', '=', 0)
          .executeTakeFirst();
        if (!photographer) return 'photographer_missing';
        const block = await blockStandingBetween(trx, row.user_id, row.photographer_id);
        if (block) return block === 'by_me' ? 'blocked_by_me' : 'blocked_by_them';
        if (await this.isTaken(trx, row.photographer_id, row.event_date)) return 'date_taken';
        const saved = await trx
          .selectFrom('booking_policies')
          .selectAll()
          .where('photographer_id', '=', row.photographer_id)
          .executeTakeFirst();
        const policy = saved ? policyOf(saved) : defaultBookingPolicy;
        await trx
          .insertInto('bookings')
          .values({ ...row, policy: JSON.stringify(policy) })
          .execute();
        return undefined;
      });
    } catch (error) {
      // bookings_one_open_request: the same user, photographer and date, still pending or accepted.
      if (isUniqueViolation(error)) return 'already_requested';
      throw error;
    }
  }

  /** Whether the photographer marked the date or a booking holds it. */
  private async isTaken(db: Kysely<Database>, photographerId: string, date: string): Promise<boolean> {
    const [marked, booked] = await Promise.all([
      db
        .selectFrom('photographer_unavailable_dates')
        .select('date')
        .where('photographer_id', '=', photographerId)
        .where('date', '=', date)
        .executeTakeFirst(),
      db
        .selectFrom('bookings')
        .select('id')
        .where('photographer_id', '=', photographerId)
        .where('event_date', '=', date)
        .where('status', 'in', dateHoldingStatuses)
        .limit(1)
        .executeTakeFirst(),
    ]);
    return marked !== undefined || booked !== undefined;
  }

  /** The photographer's marked dates and the dates their bookings hold within [from, to]. */
  async takenDates(
    photographerId: string,
    from: string,
    to: string,
  ): Promise<{ unavailable: string[]; booked: string[] }> {
    const [marked, booked] = await Promise.all([
      this.db
        .selectFrom('photographer_unavailable_dates')
        .select('date')
        .where('photographer_id', '=', photographerId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date')
        .execute(),
      this.db
        .selectFrom('bookings')
        .select('event_date')
        .distinct()
        .where('photographer_id', '=', photographerId)
        .where('event_date', '>=', from)
        .where('event_date', '<=', to)
        .where('status', 'in', dateHoldingStatuses)
        .orderBy('event_date')
        .execute(),
    ]);
    return { unavailable: marked.map((row) => row.date), booked: booked.map((row) => row.event_date) };
  }

  async markUnavailable(photographerId: string, date: string, now: string): Promise<void> {
    await this.db
      .insertInto('photographer_unavailable_dates')
      .values({ photographer_id: photographerId, date, created_at: now })
      .onConflict((oc) => oc.columns(['photographer_id', 'date']).doNothing())
      .execute();
  }

  async markAvailable(photographerId: string, date: string): Promise<void> {
    await this.db
      .deleteFrom('photographer_unavailable_dates')
      .where('photographer_id', '=', photographerId)
      .where('date', '=', date)
      .execute();
  }
}

export type BookingRowWithNames = NonNullable<Awaited<ReturnType<BookingsRepository['byId']>>>;

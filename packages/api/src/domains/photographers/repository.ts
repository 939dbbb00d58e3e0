import { sql, type ExpressionBuilder } from 'kysely';
import { compiledPerShape, type Database, type Db } from '@tasbir/db';
import { dateHoldingStatuses, type Specialization } from '@tasbir/shared';
import type { DirectoryCursor } from './cursor.js';
import { writeSearchDocument } from '../search/documentRepository.js';

export type DirectoryFilter = {
  /** Only these photographers (a page of search hits, searchRepository.ts). */
  ids?: readonly string[];
  /** The place's name as stored, lower-cased. */
  city?: string;
  district?: string;
  /** Any of these; empty means every specialty. */
  specialties: readonly Specialization[];
  /** Only photographers free on this date (YYYY-MM-DD): not marked unavailable, no booking holding it. */
  freeOn?: string;
  /** Only Top photographers (docs/decisions/019-trust-signals.md). */
  top?: boolean;
  after?: DirectoryCursor;
  limit: number;
  id?: string;
};

/** A filter whose specialties are plain text (a statement built with stand-ins). */
type LooseFilter = Omit<DirectoryFilter, 'specialties'> & { specialties: readonly string[] };

/** The card's trust figures, read from the photographer's trust row by primary key (docs/decisions/019-trust-signals.md). */
function trustColumns(eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>) {
  const trust = eb.selectFrom('photographer_trust as t').whereRef('t.user_id', '=', 'u.id');
  return [
    trust.select('t.response_time_minutes').as('response_time_minutes'),
    trust.select('t.response_rate').as('response_rate'),
    trust.select('t.top_photographer').as('top_photographer'),
    trust.select('t.cancellations_year').as('cancellations_year'),
  ];
}

/**
 * The photographer directory: one query over users (rank order is the users_directory index) with
 * the portfolio row joined by primary key. Counts, rating and the review excerpt are kept on those
 * rows when they change, so a page never needs a query per card.
 */
export class PhotographersRepository {
  constructor(private readonly db: Db) {}

  /** Listed photographers who pass the filter's city, district, specialty, date and id conditions. */
  filtered(filter: Omit<LooseFilter, 'after' | 'limit'>) {
    const { id, ids, city, district, specialties } = filter;
    let query = this.db.selectFrom('users as u').leftJoin('photographer_profiles as p', 'p.user_id', 'u.id');
    // Given ids lead: written so, the role and suspension cannot draw SQLite to the users_directory
    // index, which it chose for a few hundred ids and then read every photographer.
    query =
      ids === undefined
        ? query.where('u.role', '=', 'photographer').where('u.suspended', '=', 0)
        : query.where(sql<boolean>`coalesce(u.role, '') = 'photographer' and coalesce(u.suspended, 0) = 0`);
    if (id !== undefined) query = query.where('u.id', '=', id);
    if (ids !== undefined) query = query.where('u.id', 'in', ids.length > 0 ? [...ids] : ['']);
    if (city !== undefined) query = query.where(sql<string>`lower(u.city)`, '=', city);
    if (district !== undefined) query = query.where(sql<string>`lower(u.district)`, '=', district);
    if (specialties.length > 0) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('photographer_specialties as s')
            .select('s.user_id')
            .whereRef('s.user_id', '=', 'u.id')
            .where('s.specialty', 'in', [...specialties]),
        ),
      );
    }
    if (filter.freeOn !== undefined) {
      const date = filter.freeOn;
      // Each a primary-key or index lookup per candidate row (photographer_unavailable_dates, bookings_photographer_date).
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('photographer_unavailable_dates as d')
              .select('d.date')
              .whereRef('d.photographer_id', '=', 'u.id')
              .where('d.date', '=', date),
          ),
        ),
      );
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bookings as b')
              .select('b.id')
              .whereRef('b.photographer_id', '=', 'u.id')
              .where('b.event_date', '=', date)
              .where('b.status', 'in', dateHoldingStatuses),
          ),
        ),
      );
    }
    if (filter.top === true) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('photographer_trust as t')
            .select('t.user_id')
            .whereRef('t.user_id', '=', 'u.id')
            .where('t.top_photographer', '=', 1),
        ),
      );
    }
    return query;
  }

  /**
   * The filter's page in rank order (`limit` rows after `after`), before its columns are chosen. The
   * limit is written into the statement (see directoryKeys); the ids of a page of cards already make
   * one statement per count.
   */
  private ranked(filter: LooseFilter) {
    let query = this.filtered(filter);
    const { after } = filter;
    if (after !== undefined) {
      query = query.where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('u.rank_score', 'u.verified', 'u.last_active_at', 'u.id'),
          '<',
          tuple(after.rank_score, after.verified, after.last_active_at, after.id),
        ),
      );
    }
    return query
      .orderBy('u.rank_score', 'desc')
      .orderBy('u.verified', 'desc')
      .orderBy('u.last_active_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(sql.lit<number>(filter.limit));
  }

  /**
   * A page as keys: ids, card versions (with the plan's expiry, which a card shows) and the sort key
   * for the cursor. The cards themselves come from the kept cards (directoryCards.ts).
   */
  async listKeys(filter: Omit<DirectoryFilter, 'id'>): Promise<CardKey[]> {
    return (await directoryKeys(this.db, keysShapeOf(filter), keysValuesOf(filter))).rows;
  }

  /** The keys' statement for a filter's shape, built with stand-ins (directoryKeys). */
  keysQuery(filter: LooseFilter) {
    return this.ranked(filter).select([
      'u.id',
      'u.card_version',
      'u.subscription_plan',
      'u.subscription_expires_at',
      'u.rank_score',
      'u.verified',
      'u.last_active_at',
    ]);
  }

  /** Whole directory rows, each with its card's version. */
  list(filter: DirectoryFilter) {
    return this.ranked(filter)
      .select([
        'u.id',
        'u.card_version',
        'u.username',
        'u.profile_picture',
        'u.verified',
        'u.bio',
        'u.rating',
        'u.total_ratings',
        'u.city',
        'u.district',
        'u.location',
        'u.contact_number',
        'u.photo_count',
        'u.reel_count',
        'u.total_gifts_received',
        'u.subscription_plan',
        'u.subscription_expires_at',
        'u.rank_score',
        'u.last_active_at',
        'p.specializations',
        'p.experience_years',
        'p.pricing_range',
        'p.latest_review_excerpt',
      ])
      .select(trustColumns)
      .execute();
  }

  /**
   * Stores each place whose lower-cased name is a key of `names` by that key's value, with the
   * renamed accounts' search words; returns how many places changed.
   */
  async renamePlaces(names: ReadonlyMap<string, string>): Promise<number> {
    if (names.size === 0) return 0;
    const older = [...names.keys()];
    let changed = 0;
    const renamedIds = new Set<string>();
    for (const column of ['city', 'district'] as const) {
      const renamed = sql<string>`case lower(${sql.ref(column)}) ${sql.join(
        [...names].map(([spelling, name]) => sql`when ${spelling} then ${name}`),
        sql` `,
      )} end`;
      const result = await this.db
        .updateTable('users')
        .set(column === 'city' ? { city: renamed } : { district: renamed })
        .where(sql<string>`lower(${sql.ref(column)})`, 'in', older)
        .returning('id')
        .execute();
      changed += result.length;
      for (const { id } of result) renamedIds.add(id);
    }
    if (renamedIds.size > 0)
      await this.db.transaction().execute(async (trx) => {
        for (const id of renamedIds) await writeSearchDocument(trx, id);
      });
    return changed;
  }

  /** A photographer others may see (a photographer's account, not suspended), or undefined. */
  findListed(id: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '=', id)
      .where('role', '=', 'photographer')
      .where('suspended', '=', 0)
      .executeTakeFirst();
  }
}

export type DirectoryRow = Awaited<ReturnType<PhotographersRepository['list']>>[number];

/** Which filters a page has and how many ids and specialties: one compiled keys statement each. */
type KeysShape = {
  ids: number | null;
  city: boolean;
  district: boolean;
  specialties: number;
  freeOn: boolean;
  top: boolean;
  after: boolean;
  limit: number;
};

const idKey = (index: number) => `id${index}`;
const specialtyKey = (index: number) => `s${index}`;

function keysShapeOf(filter: Omit<DirectoryFilter, 'id'>): KeysShape {
  return {
    ids: filter.ids?.length ?? null,
    city: filter.city !== undefined,
    district: filter.district !== undefined,
    specialties: filter.specialties.length,
    freeOn: filter.freeOn !== undefined,
    top: filter.top === true,
    after: filter.after !== undefined,
    limit: filter.limit,
  };
}

function keysValuesOf(filter: Omit<DirectoryFilter, 'id'>): Record<string, string | number> {
  const { after } = filter;
  return {
    ...Object.fromEntries((filter.ids ?? []).map((id, i) => [idKey(i), id])),
    ...(filter.city !== undefined && { city: filter.city }),
    ...(filter.district !== undefined && { district: filter.district }),
    ...Object.fromEntries(filter.specialties.map((specialty, i) => [specialtyKey(i), specialty])),
    ...(filter.freeOn !== undefined && { freeOn: filter.freeOn }),
    ...(after && {
      rank_score: after.rank_score,
      verified: after.verified,
      last_active_at: after.last_active_at,
      id: after.id,
    }),
  };
}

/**
 * A page's keys, compiled once per filter shape and page size (compiledPerShape): Kysely building
 * the statement at every request cost about as much as SQLite running it, and SQLite takes about
 * 10 µs longer over a limit bound as a value than over one written in.
 */
const directoryKeys = compiledPerShape<KeysShape, CardKey>(
  (shape) => ({
    ...Object.fromEntries(Array.from({ length: shape.ids ?? 0 }, (_, i) => [idKey(i), ''])),
    ...(shape.city && { city: '' }),
    ...(shape.district && { district: '' }),
    ...Object.fromEntries(Array.from({ length: shape.specialties }, (_, i) => [specialtyKey(i), ''])),
    ...(shape.freeOn && { freeOn: '' }),
    ...(shape.after && { rank_score: 0, verified: 0, last_active_at: '', id: '' }),
  }),
  (db, v, shape) => {
    const text = (key: string) => String(v[key]);
    const number = (key: string) => Number(v[key]);
    return new PhotographersRepository(db).keysQuery({
      ...(shape.ids !== null && { ids: Array.from({ length: shape.ids }, (_, i) => text(idKey(i))) }),
      ...(shape.city && { city: text('city') }),
      ...(shape.district && { district: text('district') }),
      specialties: Array.from({ length: shape.specialties }, (_, i) => text(specialtyKey(i))),
      ...(shape.freeOn && { freeOn: text('freeOn') }),
      top: shape.top,
      ...(shape.after && {
        after: {
          rank_score: number('rank_score'),
          verified: number('verified'),
          last_active_at: text('last_active_at'),
          id: text('id'),
        },
      }),
      limit: shape.limit,
    });
  },
);

/** What says which version of a card a page needs, and where the page ends. */
export type CardKey = Pick<
  DirectoryRow,
  'id' | 'card_version' | 'subscription_plan' | 'subscription_expires_at' | 'rank_score' | 'verified' | 'last_active_at'
>;

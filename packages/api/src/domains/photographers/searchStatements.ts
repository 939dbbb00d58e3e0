import { sql, type RawBuilder } from 'kysely';
import { compilableRaw, compiledPerShape, type Database } from '@tasbir/db';
import type { Kysely } from 'kysely';
import { PhotographersRepository, type CardKey } from './repository.js';

/**
 * The search's statements (docs/decisions/018-search.md), each compiled once per shape
 * (compiledPerShape): building them with Kysely at every request cost more than running them.
 */

/** What a walked posting must also pass: the directory's filters and the search's other terms. */
export type CheckShape = {
  city: boolean;
  district: boolean;
  specialties: number;
  freeOn: boolean;
  top: boolean;
  /** For each other term, how many words it accepts: a photographer needs a posting of one of them. */
  terms: number[];
};

/** One accepted word of the term whose postings a page walks: its base score and the words that beat it. */
export type StreamShape = {
  /** Tier × 4 of each accepted word, in the order of the values w0, w1, …. */
  bases: number[];
  /** For each word, the other words that score above it whatever the fields (a better tier). */
  higher: number[][];
  /** For each word, the other words of its tier (above it when in a better field). */
  same: number[][];
  after: boolean;
};

/** A posting walked: its account, which word's stream it came from, and its key (relevance, rank order). */
export type WalkedRow = {
  id: string;
  stream: number;
  relevance: number;
  rank_score: number;
  verified: number;
  last_active_at: string;
};

/** A posting that passed, with what says which version of its card the page shows. */
export type WalkedHit = WalkedRow & Pick<CardKey, 'card_version' | 'subscription_plan' | 'subscription_expires_at'>;

const wordKey = (index: number) => `w${index}`;
const specialtyKey = (index: number) => `s${index}`;
const termWordKey = (term: number, index: number) => `t${term}_${index}`;

const cursorValues = { relevance: 0, rank_score: 0, verified: 0, last_active_at: '', id: '' };

/** Index order of a word's postings (search_postings_order): field weight, then rank. */
const postingOrder = (alias: string) =>
  sql.raw(
    ['weight', 'rank_score', 'verified', 'last_active_at', alias === 'sp' ? 'user_id' : 'id']
      .map((column) => `${alias}.${column} desc`)
      .join(', '),
  );

/**
 * Which postings form stream `i`: the word's listed postings after the cursor, less those of a
 * photographer another accepted word scores higher (that word's hit), so a page's streams hold
 * each hit once but for ties.
 */
function streamConditions(v: Record<string, unknown>, shape: StreamShape, i: number) {
  const base = shape.bases[i] ?? 0;
  const words = (indexes: number[]) => sql.join(indexes.map((j) => sql`${v[wordKey(j)]}`));
  const conditions: RawBuilder<unknown>[] = [sql`sp.word = ${v[wordKey(i)]}`, sql`sp.listed = 1`];
  if (shape.after)
    conditions.push(
      sql`(sp.weight, sp.rank_score, sp.verified, sp.last_active_at, sp.user_id) < (${v.relevance} - ${sql.lit(base)}, ${v.rank_score}, ${v.verified}, ${v.last_active_at}, ${v.id})`,
    );
  const beaten = [
    ...((shape.higher[i] ?? []).length > 0 ? [sql`b.word in (${words(shape.higher[i] ?? [])})`] : []),
    ...((shape.same[i] ?? []).length > 0
      ? [sql`(b.word in (${words(shape.same[i] ?? [])}) and b.weight > sp.weight)`]
      : []),
  ];
  if (beaten.length > 0)
    conditions.push(
      sql`not exists (select 1 from search_postings b where b.user_id = sp.user_id and (${sql.join(beaten, sql` or `)}))`,
    );
  return sql.join(conditions, sql` and `);
}

/** The accounts a walked posting `w` must be: passing the filters, with a posting of every other term. */
function passingCheck(db: Kysely<Database>, v: Record<string, unknown>, check: CheckShape) {
  const text = (key: string) => String(v[key]);
  let query = new PhotographersRepository(db)
    .filtered({
      ...(check.city && { city: text('city') }),
      ...(check.district && { district: text('district') }),
      specialties: Array.from({ length: check.specialties }, (_, i) => text(specialtyKey(i))),
      ...(check.freeOn && { freeOn: text('freeOn') }),
      top: check.top,
    })
    .select('u.id')
    .where('u.id', '=', sql.ref<string>('w.id'));
  check.terms.forEach((count, term) => {
    const words = sql.join(Array.from({ length: count }, (_, i) => sql`${v[termWordKey(term, i)]}`));
    query = query.where(
      sql<boolean>`exists (select 1 from search_postings b where b.word in (${words}) and b.user_id = u.id)`,
    );
  });
  return query;
}

/**
 * Each accepted word's stream in index order (field weight, then rank) after the cursor, one
 * `union all`: at most `walked` postings of it examined, of which those passing `check` (all when
 * null), at most `limit`. The postings are read as a co-routine in index order and each account
 * checked by primary key as it comes, so a page stops at its `limit`-th hit. Each hit carries its
 * card's version (directoryCards.ts). The limits are written into the statement: bound as values,
 * they made SQLite take 40 µs more per stream.
 */
export const walkStreams = compiledPerShape<
  StreamShape & { check: CheckShape | null; walked: number; limit: number },
  WalkedHit
>(
  (shape) => ({
    ...Object.fromEntries(shape.bases.map((_, i) => [wordKey(i), ''])),
    ...(shape.after && cursorValues),
    ...(shape.check && checkStandIns(shape.check)),
  }),
  (db, v, shape) => {
    const { check } = shape;
    const streams = shape.bases.map(
      (base, i) => sql`select * from (select w.id, ${sql.lit(i)} as stream, ${sql.lit(base)} + w.weight as relevance,
          w.rank_score, w.verified, w.last_active_at, k.card_version, k.subscription_plan, k.subscription_expires_at
        from (select sp.user_id as id, sp.weight, sp.rank_score, sp.verified, sp.last_active_at from search_postings sp
          where ${streamConditions(v, shape, i)} order by ${postingOrder('sp')} limit ${sql.lit(shape.walked)}) w
        join users k on k.id = w.id
        ${check ? sql`where exists ${passingCheck(db, v, check)}` : sql``}
        order by ${postingOrder('w')}
        limit ${sql.lit(shape.limit)}) s${sql.lit(i)}`,
    );
    return compilableRaw(db, sql<WalkedHit>`${sql.join(streams, sql` union all `)}`);
  },
);

/**
 * Where the walk of each of `streams` stopped: its `offset + 1`-th posting after the cursor, none
 * when it has fewer (it ended). A stream that came back short under a check examined that many.
 */
export const streamBounds = compiledPerShape<StreamShape & { streams: number[]; offset: number }, WalkedRow>(
  (shape) => ({
    // The words these streams compare: their own and those that beat them.
    ...Object.fromEntries(
      shape.streams
        .flatMap((i) => [i, ...(shape.higher[i] ?? []), ...(shape.same[i] ?? [])])
        .map((j) => [wordKey(j), '']),
    ),
    ...(shape.after && cursorValues),
  }),
  (db, v, shape) => {
    const bounds = shape.streams.map(
      (
        i,
      ) => sql`select * from (select sp.user_id as id, ${sql.lit(i)} as stream, ${sql.lit(shape.bases[i] ?? 0)} + sp.weight as relevance,
          sp.rank_score, sp.verified, sp.last_active_at
        from search_postings sp where ${streamConditions(v, shape, i)}
        order by ${postingOrder('sp')} limit 1 offset ${sql.lit(shape.offset)}) b${sql.lit(i)}`,
    );
    return compilableRaw(db, sql<WalkedRow>`${sql.join(bounds, sql` union all `)}`);
  },
);

function checkStandIns(check: CheckShape): Record<string, string> {
  return {
    ...(check.city && { city: '' }),
    ...(check.district && { district: '' }),
    ...Object.fromEntries(Array.from({ length: check.specialties }, (_, i) => [specialtyKey(i), ''])),
    ...(check.freeOn && { freeOn: '' }),
    ...Object.fromEntries(
      check.terms.flatMap((count, term) => Array.from({ length: count }, (_, i) => [termWordKey(term, i), ''])),
    ),
  };
}

/** The values walkStreams and streamBounds bind: the words, the cursor and what the check compares. */
export function streamValues(
  words: readonly string[],
  after: Omit<WalkedRow, 'stream'> | undefined,
  check?: {
    filter: { city?: string; district?: string; specialties: readonly string[]; freeOn?: string };
    terms: readonly (readonly string[])[];
  },
): Record<string, string | number> {
  const filter = check?.filter;
  return {
    ...Object.fromEntries(words.map((word, i) => [wordKey(i), word])),
    ...(after && {
      relevance: after.relevance,
      rank_score: after.rank_score,
      verified: after.verified,
      last_active_at: after.last_active_at,
      id: after.id,
    }),
    ...(filter?.city !== undefined && { city: filter.city }),
    ...(filter?.district !== undefined && { district: filter.district }),
    ...Object.fromEntries((filter?.specialties ?? []).map((specialty, i) => [specialtyKey(i), specialty])),
    ...(filter?.freeOn !== undefined && { freeOn: filter.freeOn }),
    ...termWordValues(check?.terms ?? []),
  };
}

/** How many listed postings each term has, counted up to `cap`: the rarest term is the one a search walks. */
export const termSizes = compiledPerShape<{ terms: number[]; cap: number }, Record<string, number | string>>(
  (shape) =>
    Object.fromEntries(
      shape.terms.flatMap((count, term) => Array.from({ length: count }, (_, i) => [termWordKey(term, i), ''])),
    ),
  (db, v, shape) => {
    const counts = shape.terms.map((count, term) => {
      const words = sql.join(Array.from({ length: count }, (_, i) => sql`${v[termWordKey(term, i)]}`));
      return sql`(select count(*) from (select 1 as one from search_postings where word in (${words}) and listed = 1 limit ${sql.lit(shape.cap)}) c${sql.lit(term)}) as n${sql.lit(term)}`;
    });
    return compilableRaw(db, sql<Record<string, number | string>>`select ${sql.join(counts)}`);
  },
);

/** The values termSizes binds. */
export const termWordValues = (terms: readonly (readonly string[])[]): Record<string, string> =>
  Object.fromEntries(terms.flatMap((words, term) => words.map((word, i) => [termWordKey(term, i), word])));

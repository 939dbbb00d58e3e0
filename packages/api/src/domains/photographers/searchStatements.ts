import { sql, type RawBuilder } from 'kysely';
import { compilableRaw, compiledPerShape, type Database } from '@tasbir/db';
import type { Kysely } from 'kysely';
import { PhotographersRepository } from './repository.js';

/**
 * The search's statements (docs/decisions/018-search.md), each compiled once per shape
 * (compiledPerShape): building them with Kysely at every request cost more than running them.
 */

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

const wordKey = (index: number) => `w${index}`;
const idKey = (index: number) => `id${index}`;

const cursorValues = { relevance: 0, rank_score: 0, verified: 0, last_active_at: '', id: '' };

/**
 * Each accepted word's listed postings in index order (field weight, then rank) after the cursor,
 * at most `limit` each, one `union all`. A photographer another accepted word scores higher is
 * left out of this word's stream (it is that word's hit), so a page's streams hold each hit once
 * but for ties.
 */
export const walkStreams = compiledPerShape<StreamShape, WalkedRow>(
  (shape) => ({
    ...Object.fromEntries(shape.bases.map((_, i) => [wordKey(i), ''])),
    limit: 0,
    ...(shape.after && cursorValues),
  }),
  (db, v, shape) => {
    const words = (indexes: number[]) => sql.join(indexes.map((i) => sql`${v[wordKey(i)]}`));
    const streams = shape.bases.map((base, i) => {
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
      return sql`select * from (select sp.user_id as id, ${sql.lit(i)} as stream, ${sql.lit(base)} + sp.weight as relevance, sp.rank_score, sp.verified, sp.last_active_at
        from search_postings sp where ${sql.join(conditions, sql` and `)}
        order by sp.weight desc, sp.rank_score desc, sp.verified desc, sp.last_active_at desc, sp.user_id desc
        limit ${v.limit}) s${sql.lit(i)}`;
    });
    return compilableRaw(db, sql<WalkedRow>`${sql.join(streams, sql` union all `)}`);
  },
);

/** What a walked posting must also pass: the directory's filters and the search's other terms. */
export type CheckShape = {
  /** How many ids are checked at once (unused places hold an id no account has). */
  ids: number;
  city: boolean;
  district: boolean;
  specialties: number;
  freeOn: boolean;
  top: boolean;
  /** For each other term, how many words it accepts: a photographer needs a posting of one of them. */
  terms: number[];
};

const specialtyKey = (index: number) => `s${index}`;
const termWordKey = (term: number, index: number) => `t${term}_${index}`;

/** Of a chunk of walked accounts, those who pass the filters and have every other term. */
export const passingAccounts = compiledPerShape<CheckShape, { id: string }>(
  (shape) => ({
    ...Object.fromEntries(Array.from({ length: shape.ids }, (_, i) => [idKey(i), ''])),
    ...(shape.city && { city: '' }),
    ...(shape.district && { district: '' }),
    ...Object.fromEntries(Array.from({ length: shape.specialties }, (_, i) => [specialtyKey(i), ''])),
    ...(shape.freeOn && { freeOn: '' }),
    ...Object.fromEntries(
      shape.terms.flatMap((count, term) => Array.from({ length: count }, (_, i) => [termWordKey(term, i), ''])),
    ),
  }),
  (db: Kysely<Database>, v, shape) => {
    const text = (key: string) => String(v[key]);
    let query = new PhotographersRepository(db).filtered({
      ids: Array.from({ length: shape.ids }, (_, i) => text(idKey(i))),
      ...(shape.city && { city: text('city') }),
      ...(shape.district && { district: text('district') }),
      specialties: Array.from({ length: shape.specialties }, (_, i) => text(specialtyKey(i))),
      ...(shape.freeOn && { freeOn: text('freeOn') }),
      top: shape.top,
    });
    shape.terms.forEach((count, term) => {
      const words = sql.join(Array.from({ length: count }, (_, i) => sql`${v[termWordKey(term, i)]}`));
      query = query.where(
        sql<boolean>`exists (select 1 from search_postings b where b.word in (${words}) and b.user_id = u.id)`,
      );
    });
    return query.select('u.id');
  },
);

/** The values passingAccounts binds for `ids` (padded to `size`), the filters and the other terms' words. */
export function passingValues(
  ids: readonly string[],
  size: number,
  filter: { city?: string; district?: string; specialties: readonly string[]; freeOn?: string },
  terms: readonly (readonly string[])[],
): Record<string, string> {
  return {
    ...Object.fromEntries(Array.from({ length: size }, (_, i) => [idKey(i), ids[i] ?? ''])),
    ...(filter.city !== undefined && { city: filter.city }),
    ...(filter.district !== undefined && { district: filter.district }),
    ...Object.fromEntries(filter.specialties.map((specialty, i) => [specialtyKey(i), specialty])),
    ...(filter.freeOn !== undefined && { freeOn: filter.freeOn }),
    ...Object.fromEntries(terms.flatMap((words, term) => words.map((word, i) => [termWordKey(term, i), word]))),
  };
}

/** The values walkStreams binds. */
export function streamValues(
  words: readonly string[],
  limit: number,
  after: Omit<WalkedRow, 'stream'> | undefined,
): Record<string, string | number> {
  return {
    ...Object.fromEntries(words.map((word, i) => [wordKey(i), word])),
    limit,
    ...(after && {
      relevance: after.relevance,
      rank_score: after.rank_score,
      verified: after.verified,
      last_active_at: after.last_active_at,
      id: after.id,
    }),
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

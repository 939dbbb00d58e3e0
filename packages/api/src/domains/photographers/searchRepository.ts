import { sql } from 'kysely';
import type { Db } from '@tasbir/db';
import type { Alternative, SearchTerm } from '../search/terms.js';
import type { DirectoryFilter, PhotographersRepository } from './repository.js';
import { compareHits, type SearchCursor } from './searchCursor.js';

/** The filters a search applies beside its words. */
export type SearchFilter = Omit<DirectoryFilter, 'after' | 'limit' | 'ids'>;

/** A word's score in a field: the match's tier first, then the field (docs/decisions/018-search.md). */
export const scoreOf = (tier: number, weight: number) => tier * 4 + weight;

/** Ids per statement when a list of candidates is passed as parameters (well under either database's limit). */
const chunkSize = 500;

const chunks = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / chunkSize) }, (_, i) => list.slice(i * chunkSize, (i + 1) * chunkSize));

/**
 * Search hits in relevance order, then rank (docs/decisions/018-search.md). A one-term search reads
 * each accepted word's postings in that order from the search_postings_order index, at most a page
 * from each, and merges them; a search of several terms scores the candidates of its rarest term.
 */
export class SearchRepository {
  constructor(
    private readonly db: Db,
    private readonly photographers: PhotographersRepository,
  ) {}

  async hits(terms: readonly SearchTerm[], filter: SearchFilter, after: SearchCursor | undefined, limit: number) {
    const found =
      terms.length === 1
        ? await this.oneTerm(terms[0]?.alternatives ?? [], filter, after, limit)
        : await this.severalTerms(terms, filter);
    return found
      .filter((hit) => after === undefined || compareHits(after, hit) < 0)
      .sort(compareHits)
      .slice(0, limit);
  }

  /** One stream per accepted word, each in index order after the cursor, unioned in one statement. */
  private async oneTerm(
    alternatives: readonly Alternative[],
    filter: SearchFilter,
    after: SearchCursor | undefined,
    limit: number,
  ): Promise<SearchCursor[]> {
    const bestScore = sql<number>`max(case ${sql.join(
      alternatives.map(({ word, tier }) => sql`when b.word = ${word} then ${sql.lit(scoreOf(tier, 0))}`),
      sql` `,
    )} end + b.weight)`;
    const streams = alternatives.map(({ word, tier }) => {
      const base = scoreOf(tier, 0);
      let query = this.photographers
        .filtered(filter)
        .innerJoin('search_postings as sp', 'sp.user_id', 'u.id')
        .where('sp.word', '=', word)
        .where('sp.listed', '=', 1);
      if (after !== undefined)
        query = query.where(({ eb, refTuple, tuple }) =>
          eb(
            refTuple('sp.weight', 'sp.rank_score', 'sp.verified', 'sp.last_active_at', 'sp.user_id'),
            '<',
            tuple(after.relevance - base, after.rank_score, after.verified, after.last_active_at, after.id),
          ),
        );
      // A photographer whose another accepted word scores higher is that word's hit, not this one's.
      if (alternatives.length > 1)
        query = query.where(
          sql<boolean>`coalesce((select ${bestScore} from search_postings b where b.user_id = sp.user_id and b.word in (${sql.join(
            alternatives.map((alternative) => alternative.word),
          )})), 0) <= ${sql.lit(base)} + sp.weight`,
        );
      return query
        .select([
          'u.id',
          sql<number>`${sql.lit(base)} + sp.weight`.as('relevance'),
          'sp.rank_score',
          'sp.verified',
          'sp.last_active_at',
        ])
        .orderBy('sp.weight', 'desc')
        .orderBy('sp.rank_score', 'desc')
        .orderBy('sp.verified', 'desc')
        .orderBy('sp.last_active_at', 'desc')
        .orderBy('sp.user_id', 'desc')
        .limit(limit);
    });
    const [first, ...rest] = streams.map((stream, index) => this.db.selectFrom(stream.as(`s${index}`)).selectAll());
    if (!first) return [];
    const rows = await rest.reduce((union, stream) => union.unionAll(stream), first).execute();
    return bestPerPhotographer(rows.map((row) => ({ ...row, relevance: Number(row.relevance) })));
  }

  /** The rarest term's photographers, each scored on every term; those missing a term drop out. */
  private async severalTerms(terms: readonly SearchTerm[], filter: SearchFilter): Promise<SearchCursor[]> {
    const sizes = await Promise.all(terms.map((term) => this.roughCount(term)));
    const order = terms.map((term, index) => ({ term, size: sizes[index] ?? 0 })).sort((a, b) => a.size - b.size);
    let scores: Map<string, number> | undefined;
    for (const { term } of order) {
      const termScores = await this.termScores(term, scores === undefined ? undefined : [...scores.keys()]);
      const next = new Map<string, number>();
      for (const [id, score] of termScores) {
        const before = scores === undefined ? 0 : scores.get(id);
        if (before !== undefined) next.set(id, before + score);
      }
      scores = next;
      if (scores.size === 0) return [];
    }
    const found: SearchCursor[] = [];
    for (const ids of chunks([...(scores ?? new Map<string, number>()).keys()])) {
      const rows = await this.photographers
        .filtered({ ...filter, ids })
        .select(['u.id', 'u.rank_score', 'u.verified', 'u.last_active_at'])
        .execute();
      for (const row of rows) found.push({ ...row, relevance: scores?.get(row.id) ?? 0 });
    }
    return found;
  }

  private async roughCount(term: SearchTerm): Promise<number> {
    const row = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('search_postings')
          .select('user_id')
          .where(
            'word',
            'in',
            term.alternatives.map((alternative) => alternative.word),
          )
          .where('listed', '=', 1)
          .limit(5000)
          .as('found'),
      )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Each listed photographer's best score on a term (among `among` when given). */
  private async termScores(term: SearchTerm, among?: readonly string[]): Promise<Map<string, number>> {
    const score = sql<number>`max(case ${sql.join(
      term.alternatives.map(({ word, tier }) => sql`when word = ${word} then ${sql.lit(scoreOf(tier, 0))}`),
      sql` `,
    )} end + weight)`;
    const scores = new Map<string, number>();
    for (const ids of among === undefined ? [undefined] : chunks(among)) {
      let query = this.db
        .selectFrom('search_postings')
        .select(['user_id', score.as('score')])
        .where(
          'word',
          'in',
          term.alternatives.map((alternative) => alternative.word),
        )
        .where('listed', '=', 1)
        .groupBy('user_id');
      if (ids !== undefined) query = query.where('user_id', 'in', ids);
      for (const row of await query.execute()) scores.set(row.user_id, Number(row.score));
    }
    return scores;
  }
}

/** A photographer found by several words counts once, at their best. */
function bestPerPhotographer(rows: readonly SearchCursor[]): SearchCursor[] {
  const best = new Map<string, SearchCursor>();
  for (const row of rows) {
    const kept = best.get(row.id);
    if (!kept || kept.relevance < row.relevance) best.set(row.id, row);
  }
  return [...best.values()];
}

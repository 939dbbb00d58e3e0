import type { Db } from '@tasbir/db';
import type { SearchTerm } from '../search/terms.js';
import type { DirectoryFilter } from './repository.js';
import { compareHits, type SearchCursor } from './searchCursor.js';
import {
  streamBounds,
  streamValues,
  termSizes,
  termWordValues,
  walkStreams,
  type CheckShape,
  type StreamShape,
  type WalkedHit,
  type WalkedRow,
} from './searchStatements.js';

/** The filters a search applies beside its words. */
export type SearchFilter = Omit<DirectoryFilter, 'after' | 'limit' | 'ids'>;

/** A hit: where it sorts (a cursor after it) and which version of its card to show. */
export type SearchHit = SearchCursor &
  Pick<WalkedHit, 'card_version' | 'subscription_plan' | 'subscription_expires_at'>;

/** A page of hits and where the next one starts (none at the end). */
export type SearchPage = { hits: SearchHit[]; next: SearchCursor | undefined };

/** A word's score in a field: the match's tier first, then the field (docs/decisions/018-search.md). */
export const scoreOf = (tier: number, weight: number) => tier * 4 + weight;

/**
 * Postings of each accepted word a page examines at most when something besides the walked term
 * decides (filters, other terms): a page stops there, short if need be, with a cursor that goes on
 * from there. Bounds the work of a search nobody matches.
 */
export const walkBound = 1344;
/** Postings counted at most per term to find the rarest (the walked one). */
const sizeCap = 1000;

/**
 * Search hits in relevance order, then rank (docs/decisions/018-search.md): the postings of one
 * term (the only one, or the rarest of several) walked in index order, each accepted word's stream
 * merged, and, when filters or other terms apply, each walked account checked by primary key as
 * the walk reaches it. Several terms are ordered by the walked term's relevance, then rank.
 */
export class SearchRepository {
  constructor(
    private readonly db: Db,
    /** Postings examined per accepted word and page under a check (smaller in tests). */
    private readonly bound = walkBound,
  ) {}

  async page(
    terms: readonly SearchTerm[],
    filter: SearchFilter,
    after: SearchCursor | undefined,
    size: number,
  ): Promise<SearchPage> {
    const walked = after?.term !== undefined && after.term < terms.length ? after.term : await this.rarest(terms);
    const alternatives = terms[walked]?.alternatives ?? [];
    const others = terms.filter((_, index) => index !== walked).map((term) => term.alternatives.map((a) => a.word));
    const check: CheckShape | null =
      others.length > 0 ||
      filter.city !== undefined ||
      filter.district !== undefined ||
      filter.specialties.length > 0 ||
      filter.freeOn !== undefined ||
      filter.top === true
        ? {
            city: filter.city !== undefined,
            district: filter.district !== undefined,
            specialties: filter.specialties.length,
            freeOn: filter.freeOn !== undefined,
            top: filter.top === true,
            terms: others.map((words) => words.length),
          }
        : null;
    const bases = alternatives.map(({ tier }) => scoreOf(tier, 0));
    const shape: StreamShape = {
      bases,
      higher: bases.map((base) => bases.flatMap((other, j) => (other > base ? [j] : []))),
      same: bases.map((base, i) => bases.flatMap((other, j) => (other === base && j !== i ? [j] : []))),
      after: after !== undefined,
    };
    const words = alternatives.map((alternative) => alternative.word);
    const values = streamValues(words, after, check ? { filter, terms: others } : undefined);
    // One more than a page: whether it comes back says if there is a next one.
    const limit = size + 1;
    const { rows } = await walkStreams(this.db, { ...shape, check, walked: check ? this.bound : limit, limit }, values);
    const streams = byStream(rows);
    const ends: WalkedRow[] = [];
    const short: number[] = [];
    words.forEach((_, index) => {
      const streamRows = streams.get(index) ?? [];
      // A full stream may hold more below its last hit; a short one under a check may have met the bound.
      if (streamRows.length >= limit)
        ends.push(streamRows.reduce((worst, row) => (compareHits(row, worst) > 0 ? row : worst)));
      else if (check) short.push(index);
    });
    if (short.length > 0)
      for (const bound of (await streamBounds(this.db, { ...shape, streams: short, offset: this.bound - 1 }, values))
        .rows)
        ends.push(typed(bound));
    // The walk is complete down to the highest of the streams' ends.
    const last = ends.reduce<WalkedRow | undefined>(
      (best, end) => (best === undefined || compareHits(end, best) < 0 ? end : best),
      undefined,
    );
    const seen = new Set<string>();
    const hits = [...streams.values()]
      .flat()
      .sort(compareHits)
      .filter((row) => (last === undefined || compareHits(row, last) <= 0) && !seen.has(row.id) && seen.add(row.id))
      .map(({ stream: _stream, ...hit }) => ({ ...hit, term: walked }));
    if (hits.length > size) return { hits: hits.slice(0, size), next: hits[size - 1] };
    // Short: the page goes on after the walk's end, if it had one before the streams ended.
    return { hits, next: last && { ...cursorOf(last), term: walked } };
  }

  /** The index of the term with the fewest listed postings (counted up to sizeCap); the first of equals. */
  private async rarest(terms: readonly SearchTerm[]): Promise<number> {
    if (terms.length < 2) return 0;
    const words = terms.map((term) => term.alternatives.map((alternative) => alternative.word));
    const { rows } = await termSizes(
      this.db,
      { terms: words.map((list) => list.length), cap: sizeCap },
      termWordValues(words),
    );
    const sizes = words.map((_, index) => Number(rows[0]?.[`n${index}`] ?? 0));
    return sizes.reduce((best, count, index) => (count < (sizes[best] ?? 0) ? index : best), 0);
  }
}

/** A row as the database gave it, with its numbers as numbers (PostgreSQL may send text). */
function typed<R extends WalkedRow>(row: R): R {
  return { ...row, relevance: Number(row.relevance), stream: Number(row.stream) };
}

/** The hits of each stream, by stream. */
function byStream(rows: readonly WalkedHit[]): Map<number, WalkedHit[]> {
  const streams = new Map<number, WalkedHit[]>();
  for (const row of rows.map(typed)) {
    const stream = streams.get(row.stream);
    if (stream) stream.push(row);
    else streams.set(row.stream, [row]);
  }
  return streams;
}

const cursorOf = ({ id, relevance, rank_score, verified, last_active_at }: WalkedRow): SearchCursor => ({
  id,
  relevance,
  rank_score,
  verified,
  last_active_at,
});

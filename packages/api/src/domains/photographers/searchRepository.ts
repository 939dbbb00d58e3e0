import type { Db } from '@tasbir/db';
import type { SearchTerm } from '../search/terms.js';
import type { DirectoryFilter } from './repository.js';
import { compareHits, type SearchCursor } from './searchCursor.js';
import {
  passingAccounts,
  passingValues,
  streamValues,
  termSizes,
  termWordValues,
  walkStreams,
  type StreamShape,
  type WalkedRow,
} from './searchStatements.js';

/** The filters a search applies beside its words. */
export type SearchFilter = Omit<DirectoryFilter, 'after' | 'limit' | 'ids'>;

/** A page of hits and where the next one starts (none at the end). */
export type SearchPage = { hits: SearchCursor[]; next: SearchCursor | undefined };

/** A word's score in a field: the match's tier first, then the field (docs/decisions/018-search.md). */
export const scoreOf = (tier: number, weight: number) => tier * 4 + weight;

/**
 * Postings examined in turn when something besides the walked term decides (filters, other terms):
 * each chunk is checked in one statement, and a page stops after the last (1,344 postings), short
 * if need be, with a cursor that goes on from there. Bounds the work of a search nobody matches.
 */
const checkedChunks = [64, 256, 1024];
/** Postings counted at most per term to find the rarest (the walked one). */
const sizeCap = 1000;

/**
 * Search hits in relevance order, then rank (docs/decisions/018-search.md): the postings of one
 * term (the only one, or the rarest of several) walked in index order, each accepted word's stream
 * merged, and, when filters or other terms apply, each chunk of walked accounts checked by primary
 * key. Several terms are ordered by the walked term's relevance, then rank.
 */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  async page(
    terms: readonly SearchTerm[],
    filter: SearchFilter,
    after: SearchCursor | undefined,
    size: number,
  ): Promise<SearchPage> {
    const walked = after?.term !== undefined && after.term < terms.length ? after.term : await this.rarest(terms);
    const alternatives = terms[walked]?.alternatives ?? [];
    const others = terms.filter((_, index) => index !== walked).map((term) => term.alternatives.map((a) => a.word));
    const checked =
      others.length > 0 ||
      filter.city !== undefined ||
      filter.district !== undefined ||
      filter.specialties.length > 0 ||
      filter.freeOn !== undefined ||
      filter.top === true;
    const bases = alternatives.map(({ tier }) => scoreOf(tier, 0));
    const shape: Omit<StreamShape, 'after'> = {
      bases,
      higher: bases.map((base) => bases.flatMap((other, j) => (other > base ? [j] : []))),
      same: bases.map((base, i) => bases.flatMap((other, j) => (other === base && j !== i ? [j] : []))),
    };
    const words = alternatives.map((alternative) => alternative.word);
    const hits: SearchCursor[] = [];
    let position = after;
    for (const chunk of checked ? checkedChunks : [size + 1]) {
      const { rows } = await walkStreams(
        this.db,
        { ...shape, after: position !== undefined },
        streamValues(words, chunk, position),
      );
      const { merged, last } = mergeStreams(rows, chunk);
      const passing = checked ? await this.passing(merged, chunk, filter, others) : undefined;
      for (const row of merged) if (passing === undefined || passing.has(row.id)) hits.push({ ...row, term: walked });
      if (hits.length > size) return { hits: hits.slice(0, size), next: hits[size - 1] };
      if (last === undefined) return { hits, next: undefined };
      position = { ...last, term: walked };
    }
    // The walk's bound: a short page, and the next one goes on after the last posting examined.
    return { hits, next: position };
  }

  /** The ids among `rows` that pass the filters and have every other term. */
  private async passing(
    rows: readonly WalkedRow[],
    chunk: number,
    filter: SearchFilter,
    others: readonly (readonly string[])[],
  ): Promise<Set<string>> {
    const found = new Set<string>();
    // A merged chunk holds at most one full chunk of each stream; checked `chunk` ids at a time.
    for (let start = 0; start < rows.length; start += chunk) {
      const ids = rows.slice(start, start + chunk).map((row) => row.id);
      const { rows: passed } = await passingAccounts(
        this.db,
        {
          ids: chunk,
          city: filter.city !== undefined,
          district: filter.district !== undefined,
          specialties: filter.specialties.length,
          freeOn: filter.freeOn !== undefined,
          top: filter.top === true,
          terms: others.map((words) => words.length),
        },
        passingValues(ids, chunk, filter, others),
      );
      for (const { id } of passed) found.add(id);
    }
    return found;
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

/**
 * The streams' rows best first, each account once (at its best), cut where the walk is complete:
 * at the highest of the last rows of the streams that filled their `limit` (below it, a full
 * stream may hold more). `last` is that cut, undefined when every stream ended.
 */
function mergeStreams(rows: readonly WalkedRow[], limit: number): { merged: WalkedRow[]; last: WalkedRow | undefined } {
  const perStream = new Map<number, WalkedRow[]>();
  for (const row of rows) {
    const typed = { ...row, relevance: Number(row.relevance), stream: Number(row.stream) };
    const stream = perStream.get(typed.stream);
    if (stream) stream.push(typed);
    else perStream.set(typed.stream, [typed]);
  }
  let last: WalkedRow | undefined;
  for (const streamRows of perStream.values()) {
    if (streamRows.length < limit) continue;
    const end = streamRows.reduce((worst, row) => (compareHits(row, worst) > 0 ? row : worst));
    if (last === undefined || compareHits(end, last) < 0) last = end;
  }
  const seen = new Set<string>();
  const merged = [...perStream.values()]
    .flat()
    .sort(compareHits)
    .filter((row) => (last === undefined || compareHits(row, last) <= 0) && !seen.has(row.id) && seen.add(row.id));
  return { merged, last };
}
